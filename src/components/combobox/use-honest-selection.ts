import { useReportChange } from '../shared/use-report-change.ts';
import { foldChoiceText } from '../../resolve/fold-choice-text.ts';
import type { Selection } from './use-held-choice.ts';

/** What {@link useHonestSelection} needs to know. */
export interface HonestSelectionOptions<T> {
  text: string;
  /** The option the person chose, while it holds (from `useHeldChoice`). */
  held: Selection<T> | null;
  /** The selected item of a controlled field (`null` for none); `undefined` leaves the selection to the field. */
  selectedItem: T | null | undefined;
  /** The answer for exactly the current text, or `null` while there is none (typing, loading, failed). */
  settledItems: readonly T[] | null;
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string;
  /** Whether typing exactly this option's text selects it (a validated suggestion). */
  selectsWhenTyped: (item: T) => boolean;
  /** Called after the render in which the selection changed, with `null` when it stopped holding. */
  onSelectionChange: (selection: Selection<T> | null) => void;
}

/**
 * Selection derived from what the field shows, never copied beside it: the held choice, or else the one suggestion
 * of the settled answer for the text whose text the person typed exactly. Every change, whatever caused it (an edit,
 * another street, an answer), is reported once, after its render; a controlled field is told only what differs
 * from its prop.
 */
export function useHonestSelection<T>(options: HonestSelectionOptions<T>): Selection<T> | null {
  const { held, itemToString, itemToKey } = options;
  const folded = foldChoiceText(options.text);
  const typedMatches =
    held === null && folded !== '' && options.settledItems !== null
      ? options.settledItems.filter((item) => options.selectsWhenTyped(item) && foldChoiceText(itemToString(item)) === folded)
      : [];
  const [onlyMatch] = typedMatches;
  const selection: Selection<T> | null =
    held ?? (typedMatches.length === 1 && onlyMatch !== undefined ? { item: onlyMatch, unverified: false } : null);

  const controlled = options.selectedItem !== undefined;
  const keyOf = (chosen: Selection<T> | null) => (chosen === null ? null : `${chosen.unverified ? 'unverified ' : ''}${itemToKey(chosen.item)}`);
  const itemKey = selection === null ? null : itemToKey(selection.item);
  const selectionKey = keyOf(selection);
  const controlledKey = options.selectedItem === undefined || options.selectedItem === null ? null : itemToKey(options.selectedItem);
  // Controlled, every change of the prop or the selection is checked against the prop; otherwise each new selection is
  // told, and so is one the first render already has from its text (an answer at hand, cached for a step started
  // afresh with the same text): only the caller's own `defaultSelectedItem` (the held choice then) is not news.
  const { onSelectionChange } = options;
  useReportChange(
    controlled ? `controlled ${String(controlledKey)} ${String(selectionKey)}` : selectionKey,
    () => {
      if (!controlled || controlledKey !== itemKey) onSelectionChange(selection);
    },
    controlled ? undefined : keyOf(held),
  );
  return selection;
}
