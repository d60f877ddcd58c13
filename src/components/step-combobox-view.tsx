import type { ReactNode, Ref } from 'react';
import type { StepComboboxResult } from './combobox/use-step-combobox.ts';
import { LiveRegion } from './live-region.tsx';
import type { StepComboboxMarkupProps } from './step-combobox-props.ts';
import { tokens } from './tokens.ts';


interface StepComboboxViewProps<T> extends StepComboboxMarkupProps {
  box: StepComboboxResult<T>;
  /** The label when the caller gives none. */
  defaultLabel: string;
  inputRef: Ref<HTMLInputElement> | undefined;
  disabled: boolean;
  isInvalid: boolean;
  /** The content of an option. */
  renderOption: (item: T) => ReactNode;
  /** The option's accessible name, when its content alone would not read well (its parts laid out apart). */
  optionLabel?: (item: T) => string;
  itemToKey: (item: T) => string;
}

/**
 * The default markup of a street or postal-area step (the house-number combobox's, without its option statuses):
 * label, input, listbox, result line, the form library's error and the live region, state as `data-*` attributes.
 */
export function StepComboboxView<T>(props: StepComboboxViewProps<T>) {
  const { box } = props;
  return (
    <div
      className={tokens('rae-combobox', props.className)}
      data-state={box.state}
      data-open={box.isOpen ? '' : undefined}
      data-loading={box.isLoading ? '' : undefined}
      data-stale={box.isStale ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
      data-invalid={props.isInvalid ? '' : undefined}
    >
      <label {...box.getLabelProps({ className: 'rae-combobox__label' })}>{props.label ?? props.defaultLabel}</label>
      <input
        {...box.getInputProps({
          ref: props.inputRef,
          className: 'rae-combobox__input',
          name: props.name,
          placeholder: props.placeholder,
          autoComplete: 'off',
          onBlur: props.onBlur,
          onFocus: props.onFocus,
          'aria-describedby': props['aria-describedby'],
        })}
      />
      <ul {...box.getMenuProps({ className: 'rae-combobox__menu' })}>
        {box.isOpen &&
          box.suggestions.map((item, index) => (
            <li
              key={props.itemToKey(item)}
              {...box.getItemProps({ item, index, className: 'rae-combobox__option' })}
              aria-label={props.optionLabel?.(item)}
              data-highlighted={box.highlightedIndex === index ? '' : undefined}
              data-selected={box.selectedItem === item ? '' : undefined}
            >
              {props.renderOption(item)}
            </li>
          ))}
      </ul>
      {box.resultText === '' ? null : (
        <p {...box.getResultProps({ className: 'rae-combobox__message', 'data-state': box.selectedItem === null ? box.state : 'validated' })}>
          {box.resultText}
        </p>
      )}
      {box.hasErrorMessage ? <p {...box.getErrorMessageProps({ className: 'rae-combobox__error' })}>{box.errorMessage}</p> : null}
      <LiveRegion announcementKey={box.announcementKey}>{box.announcement}</LiveRegion>
    </div>
  );
}
