import { REPORT_FIRST_RENDER, useReportChange } from '../shared/use-report-change.ts';
import { foldChoiceText } from '../../resolve/fold-choice-text.ts';
import type { ComboboxOptions } from './combobox-props.ts';
import type { Selection } from './use-kept-choice.ts';

/** What {@link useConsistentSelection} reads of a combobox's config. */
export interface ConsistentSelectionConfig<T> {
  /**
   * The selected item of a controlled field (`selectedItem`, `null` for none; `undefined` leaves the selection to the
   * field), and the caller's `onSelectedItemChange`.
   */
  options: Pick<ComboboxOptions<T>, 'selectedItem' | 'onSelectedItemChange'>;
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string;
  /** Whether typing exactly this option's text selects it (a validated suggestion). @default every option */
  selectsWhenTyped?: ((item: T) => boolean) | undefined;
  /** What else a new selection tells the caller, after `options.onSelectedItemChange`. */
  onSelectionChange?: ((selection: Selection<T> | null) => void) | undefined;
  /** The token of the step's start (`StepFill.start`): a step started afresh tells its selection as a new one would. */
  start: string;
}

/**
 * Selection derived from what the field shows (`text`), never copied beside it: the `kept` choice, else the one
 * settled suggestion typed exactly. Each change is reported once, after its render.
 */
export function useConsistentSelection<T>(
  config: ConsistentSelectionConfig<T>,
  settledItems: readonly T[] | null,
  text: string,
  kept: Selection<T> | null,
): Selection<T> | null {
  const { options, itemToString, itemToKey, start } = config;
  const folded = foldChoiceText(text);
  const typedMatches =
    kept === null && folded !== '' && settledItems !== null
      ? settledItems.filter(
          (item) => (config.selectsWhenTyped?.(item) ?? true) && foldChoiceText(itemToString(item)) === folded,
        )
      : [];
  const [onlyMatch] = typedMatches;
  const selection: Selection<T> | null =
    kept ?? (typedMatches.length === 1 && onlyMatch !== undefined ? { item: onlyMatch, unverified: false } : null);

  const { selectedItem } = options;
  const controlled = selectedItem !== undefined;
  const keyOf = (chosen: Selection<T> | null) =>
    chosen === null ? null : `${start}|${chosen.unverified ? 'unverified ' : ''}${itemToKey(chosen.item)}`;
  const itemKey = selection === null ? null : itemToKey(selection.item);
  const selectionKey = keyOf(selection);
  const controlledKey = selectedItem === undefined || selectedItem === null ? null : itemToKey(selectedItem);
  // Controlled, every change of the prop or the selection is checked against the prop; otherwise each new selection is
  // told, and so is one the first render already has from its text (an answer at hand, cached for a step started
  // afresh with the same text): only the caller's own `defaultSelectedItem` (the kept choice then) is not news.
  useReportChange(
    controlled ? `controlled ${String(controlledKey)} ${String(selectionKey)}` : selectionKey,
    () => {
      if (controlled && controlledKey === itemKey) return;
      options.onSelectedItemChange?.(selection?.item ?? null);
      config.onSelectionChange?.(selection);
    },
    controlled ? REPORT_FIRST_RENDER : keyOf(kept),
  );
  return selection;
}
