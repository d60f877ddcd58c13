import { useCombobox } from 'downshift';
import {
  useRef,
  useState,
  type ChangeEvent as ReactChangeEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type Ref,
} from 'react';
import { useLatest } from '../../hooks/use-latest.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { mergeRefs } from '../shared/merge-refs.ts';
import type { ComboboxOptions } from './combobox-props.ts';
import type { StepAnswer } from './step-answer.ts';
import type { KeptChoice } from './use-kept-choice.ts';
import { useConsistentSelection, type ConsistentSelectionConfig } from './use-consistent-selection.ts';
import { isFill } from '../shared/is-fill.ts';
import { usePopupPlacement } from './use-popup-placement.ts';

/** What the core of a suggestion combobox reads of the step's config (house number, street, postal area). */
export interface SuggestionComboboxConfig<T> extends ConsistentSelectionConfig<T> {
  /** The caller's options: the selection's, the input's `id` and `disabled`, the form reset's `defaultInputValue`. */
  options: Pick<
    ComboboxOptions<T>,
    'selectedItem' | 'onSelectedItemChange' | 'defaultInputValue' | 'id' | 'disabled' | 'inlineMenu'
  >;
  /** Whether an option can be chosen; one that cannot is a step on the way (it fills the field and asks again). @default every option */
  isFinal?: ((item: T) => boolean) | undefined;
}

/** What the core shows of the step's answer for the current text. */
export type SuggestionComboboxAnswer<T> = Pick<StepAnswer<T>, 'items' | 'isStale' | 'settledItems' | 'unverifiedItem'>;

/** What the person entered: the field's text and choice, as the step resolved them before its query. */
export interface SuggestionComboboxEntry<T> {
  /** The text (controlled or its own), and how to change it. */
  text: string;
  setText: (text: string) => void;
  /** The person's choice while it holds (`useKeptChoice`, called before the query). */
  choice: KeptChoice<T>;
  /** The person changed the text, by typing or by a fill (a change without keys, `filled`). */
  onTextChange: (text: string, filled: boolean) => void;
}

type NativeWithDownshift = Event & { preventDownshiftDefault?: boolean };
const skipDownshift = (event: { nativeEvent: Event }) => {
  (event.nativeEvent as NativeWithDownshift).preventDownshiftDefault = true;
};
/** Whether a handler before ours opted out, as Downshift documents it: `preventDownshiftDefault` on the event or its native event. */
const optedOut = (event: { nativeEvent: Event }): boolean =>
  (event as { preventDownshiftDefault?: boolean }).preventDownshiftDefault === true ||
  (event.nativeEvent as NativeWithDownshift).preventDownshiftDefault === true;

/** The caller's handler first, then ours unless it opted out with `preventDownshiftDefault` (as Downshift does). */
const chained =
  <E extends { nativeEvent: Event }>(caller: ((event: E) => void) | undefined, ours: (event: E) => void) =>
  (event: E): void => {
    caller?.(event);
    if (!optedOut(event)) ours(event);
  };

/**
 * The behaviour every suggestion step shares, on Downshift's `useCombobox`: the text and the choice are ours, so an
 * edit clears a choice in the same render. Keys follow the WAI-ARIA APG combobox with manual selection.
 */
export function useSuggestionCombobox<T>(
  config: SuggestionComboboxConfig<T>,
  answer: SuggestionComboboxAnswer<T>,
  entry: SuggestionComboboxEntry<T>,
) {
  const { options, itemToString, start } = config;
  const { items, isStale, unverifiedItem } = answer;
  const { text, setText, choice } = entry;
  const selection = useConsistentSelection(config, answer.settledItems, text, choice.kept);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const downshift = useCombobox<T>({
    items: items as T[],
    inputValue: text,
    selectedItem: selection?.item ?? null,
    itemToString: (item) => (item === null ? '' : itemToString(item)),
    // The text and the choice are ours: what Downshift would select (on blur, say) never reaches the field.
    isItemDisabled: () => isStale,
    ...(options.id === undefined ? {} : { inputId: options.id }),
  });
  // A step started afresh has its list closed, as a new one would (its highlight is taken afresh as it opens).
  const [started, setStarted] = useState(start);
  if (started !== start) {
    setStarted(start);
    downshift.reset();
  }
  const isOpen = downshift.isOpen && items.length > 0;
  const menuRef = useRef<HTMLUListElement | null>(null);
  const placement = usePopupPlacement(inputRef, menuRef, isOpen, options.inlineMenu === true);
  // A reset form takes the field back to its default text, with no choice and the list closed.
  useFormReset(inputRef, () => {
    choice.clear();
    setText(options.defaultInputValue ?? '');
    downshift.closeMenu();
  });

  const choose = (item: T) => {
    if (isStale) return;
    setText(itemToString(item));
    if (config.isFinal?.(item) === false) {
      // A step on the way: its text goes in, the list stays open and the next answer offers what follows.
      downshift.setHighlightedIndex(-1);
      return;
    }
    choice.choose(item, item === unverifiedItem);
    downshift.closeMenu();
  };
  // A memoized option from an earlier render then acts exactly like a new one.
  const latestChoose = useLatest(choose);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    // An IME composing text owns its keys; Safari ends a composition before the Enter's keydown: only 229 tells.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- keyCode 229 is the only composition signal in Safari
    if (event.nativeEvent.isComposing || event.keyCode === 229) {
      skipDownshift(event);
      return;
    }
    switch (event.key) {
      case 'Enter': {
        skipDownshift(event);
        const item = isOpen ? items[downshift.highlightedIndex] : undefined;
        if (item === undefined) return; // Nothing highlighted: the form's Enter.
        event.preventDefault(); // Enter on an option never submits.
        choose(item);
        return;
      }
      case 'Escape':
        if (isOpen) return; // Downshift closes the list.
        skipDownshift(event);
        if (text !== '') {
          event.preventDefault();
          setText('');
        }
        downshift.closeMenu();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        skipDownshift(event);
        if (downshift.highlightedIndex >= 0) downshift.setHighlightedIndex(-1);
    }
  };

  /** Props for the `<input>`: the caller's handlers first, and a caller's `preventDownshiftDefault` skips ours. */
  const getInputProps = <
    P extends {
      ref?: Ref<HTMLInputElement> | undefined;
      onKeyDown?: ((e: ReactKeyboardEvent<HTMLInputElement>) => void) | undefined;
      onChange?: ((e: ReactChangeEvent<HTMLInputElement>) => void) | undefined;
    },
  >(
    props: P = {} as P,
  ) => {
    const { ref, onKeyDown: callerKeyDown, onChange: callerChange, ...rest } = props;
    const given = downshift.getInputProps({
      ...rest,
      disabled: options.disabled === true,
      ref: mergeRefs(inputRef, ref),
      onKeyDown: chained(callerKeyDown, onKeyDown),
      onChange: chained(callerChange, (event: ReactChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        const filled = isFill(event.nativeEvent);
        // A fill opens no list (Downshift would, and take the focus to this field): it is resolved once answered.
        if (filled) skipDownshift(event);
        // Told first: a composition learns that a fill (or typing) is what changed the text before the text changes.
        entry.onTextChange(next, filled);
        setText(next);
      }),
    });
    const activeDescendant = (given as { 'aria-activedescendant'?: string })['aria-activedescendant'];
    return {
      ...given,
      'aria-expanded': isOpen,
      'aria-activedescendant': isOpen && activeDescendant !== '' ? activeDescendant : undefined,
    };
  };

  /** Props for the `<ul>`: out of the Tab order, busy while stale, in the top layer at its field while open. */
  const getMenuProps = <P extends object>(props: P & { ref?: Ref<HTMLUListElement> | undefined } = {} as P) => ({
    ...downshift.getMenuProps({
      ...props,
      ref: mergeRefs(menuRef, props.ref),
      tabIndex: -1,
      'aria-busy': isStale || undefined,
    }),
    'data-placement': placement ?? undefined,
    hidden: !isOpen,
  });

  /** Props for an option: choosing it is ours (click or Enter); a caller's `preventDownshiftDefault` onClick stops it. */
  const getItemProps = <P extends object>(
    props: P & { item: T; index: number; onClick?: ((event: ReactMouseEvent) => void) | undefined },
  ) =>
    downshift.getItemProps({
      ...props,
      'data-stale': isStale ? '' : undefined,
      onClick: clickHandler(props.onClick, props.item),
    });

  const clickHandler = (
    caller: ((event: ReactMouseEvent) => void) | undefined,
    item: T,
  ): ((event: ReactMouseEvent) => void) =>
    chained(caller, (event: ReactMouseEvent) => {
      skipDownshift(event);
      latestChoose.current(item);
    });

  return {
    selection,
    isOpen,
    highlightedIndex: isOpen ? downshift.highlightedIndex : -1,
    inputRef,
    choose,
    openMenu: downshift.openMenu,
    getLabelProps: downshift.getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
  };
}

/** What the core of a suggestion combobox returns (what {@link useSuggestionCombobox} returns); internal. */
export type SuggestionComboboxCore<T> = ReturnType<typeof useSuggestionCombobox<T>>;
