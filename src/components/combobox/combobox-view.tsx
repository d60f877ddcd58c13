import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { LiveRegion } from '../shared/live-region.tsx';
import { spaceSeparated } from '../shared/space-separated.ts';
import { autofillToken } from '../shared/autofill-token.ts';
import type { ComboboxMarkupProps } from './combobox-props.ts';
import type { SuggestionComboboxResult } from './suggestion-combobox-result.ts';
import { useOptionWindow, type OptionWindow } from './use-option-window.ts';

/** Where a rendered option sits in a windowed list: its place in the whole list, and the space of those skipped around it. */
export interface OptionPlace {
  'aria-setsize'?: number;
  'aria-posinset'?: number;
  style?: CSSProperties | undefined;
}

/** The place of option `index`, rendered `k`th, in a windowed list. */
function placeInList(view: OptionWindow, k: number, index: number, count: number): OptionPlace {
  if (!view.windowed) return {};
  const before = view.spaceBefore(k);
  const after = k === view.indices.length - 1 ? view.spaceAfterLast : 0;
  const style =
    before > 0 || after > 0 ? { marginTop: before || undefined, marginBottom: after || undefined } : undefined;
  return { 'aria-setsize': count, 'aria-posinset': index + 1, style };
}

/** What the view reads of a combobox's hook (any item type: the options are the caller's to render). */
type ViewedBox = Omit<SuggestionComboboxResult<never>, 'getItemProps' | 'selectedItem' | 'suggestions'> & {
  /** The options; only those in view are rendered in a long list. */
  suggestions: readonly unknown[];
};

interface ComboboxViewProps extends Pick<
  ComboboxMarkupProps,
  'className' | 'label' | 'placeholder' | 'onBlur' | 'onFocus' | 'aria-describedby' | 'autoCompleteSection'
> {
  /** The field's WHATWG autofill token (`postal-code`, `address-line1`), `null` for none (a house number). */
  autofill: string | null;
  box: ViewedBox;
  /** The label when the caller gives none. */
  defaultLabel: string;
  inputRef: Ref<HTMLInputElement> | undefined;
  /** The form name of the text as shown; `undefined` posts nothing. */
  name: string | undefined;
  disabled?: boolean | undefined;
  isInvalid?: boolean | undefined;
  /** The result line's `data-state`: what the choice is, or the field's state. */
  resultState: string;
  /** One option, with the props of its place in the list to spread on it (with `getItemProps`). */
  renderOption: (index: number, place: OptionPlace) => ReactNode;
  /** The hidden fields that post what the choice means, after the input. */
  children?: ReactNode;
}

/**
 * The default markup of every suggestion combobox (house number, street, postal area): label, input, hidden fields,
 * listbox (a long one rendered as a window), result line, the form library's error and the live region, its state as
 * `data-*` attributes on the root.
 */
export function ComboboxView(props: ComboboxViewProps) {
  const { box } = props;
  const optionCount = box.suggestions.length;
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);
  const view = useOptionWindow(optionCount, box.highlightedIndex, box.isOpen, menu);
  return (
    <div
      className={spaceSeparated('rae-combobox', props.className)}
      data-state={box.state}
      data-open={box.isOpen ? '' : undefined}
      data-loading={box.isLoading ? '' : undefined}
      data-stale={box.isStale ? '' : undefined}
      data-disabled={props.disabled === true ? '' : undefined}
      data-waiting={box.waiting ? '' : undefined}
      data-invalid={props.isInvalid === true ? '' : undefined}
    >
      <label {...box.getLabelProps({ className: 'rae-combobox__label' })}>{props.label ?? props.defaultLabel}</label>
      <input
        {...box.getInputProps({
          ref: props.inputRef,
          className: 'rae-combobox__input',
          name: props.name,
          placeholder: props.placeholder,
          autoComplete: autofillToken(props.autofill, props.autoCompleteSection),
          // Every step takes letters (a place, a street, `12A`, `12 bus 3`): the full keyboard.
          inputMode: 'text',
          onBlur: props.onBlur,
          onFocus: props.onFocus,
          'aria-describedby': props['aria-describedby'],
        })}
      />
      {props.children}
      <ul {...box.getMenuProps({ className: 'rae-combobox__menu', ref: setMenu, onScroll: view.onScroll })}>
        {box.isOpen &&
          view.indices.map((index, k) => props.renderOption(index, placeInList(view, k, index, optionCount)))}
      </ul>
      {box.resultText === '' ? null : (
        <p {...box.getResultProps({ className: 'rae-combobox__message', 'data-state': props.resultState })}>
          {box.resultText}
        </p>
      )}
      {box.hasErrorMessage ? (
        <p {...box.getErrorMessageProps({ className: 'rae-combobox__error' })}>{box.errorMessage}</p>
      ) : null}
      <LiveRegion>{box.announcement}</LiveRegion>
    </div>
  );
}
