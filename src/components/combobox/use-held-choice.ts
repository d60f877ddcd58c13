import { useState } from 'react';
import { foldChoiceText } from '../../resolve/fold-choice-text.ts';
import type { ComboboxOptions } from './combobox-props.ts';
import { useStartedState } from './use-started-state.ts';

/** A chosen option, and whether it is the typed text taken without a check (the service was unavailable). */
export interface Selection<T> {
  item: T;
  unverified: boolean;
}

interface Choice<T> extends Selection<T> {
  /** What the choice belongs to (a street): in another scope it no longer holds. */
  scope: string;
}

/** What {@link useHeldChoice} reads of a combobox's config. */
export interface HeldChoiceConfig<T> {
  /** What a choice belongs to, e.g. the street and language: a choice made in another scope does not hold. */
  scope: string;
  itemToString: (item: T) => string;
  /**
   * The selected item of a controlled field (`selectedItem`, `null` for none; `undefined` leaves the selection to the
   * field), and the first choice of an uncontrolled one.
   */
  options: Pick<ComboboxOptions<T>, 'selectedItem' | 'defaultSelectedItem'>;
}

/**
 * The option the person chose, as long as it holds: while the text is its text (case and spaces aside) and the
 * scope is the one it was made in. A controlled `selectedItem` is the choice, and the text follows it: `followText`
 * puts it in the field, called while rendering, so it may only set the field's own state. Known before any query, so
 * a step asks nothing about the text it just chose. A new `start` (the composition starts the step afresh) takes the
 * first choice again.
 */
export function useHeldChoice<T>(config: HeldChoiceConfig<T>, text: string, followText: (text: string) => void, start: string) {
  const { scope, itemToString } = config;
  const { selectedItem } = config.options;
  const initial = selectedItem ?? config.options.defaultSelectedItem ?? null;
  const [choice, setChoice] = useStartedState<Choice<T> | null>(start, initial === null ? null : { item: initial, unverified: false, scope });
  const [seen, setSeen] = useState(selectedItem);
  let current = choice;
  if (selectedItem !== undefined && selectedItem !== seen) {
    // A new controlled value is the choice; our own choice echoed back keeps what we know of it.
    setSeen(selectedItem);
    current = selectedItem === null ? null : choice !== null && selectedItem === choice.item ? { ...choice, scope } : { item: selectedItem, unverified: false, scope };
    setChoice(current);
    if (selectedItem !== null && foldChoiceText(itemToString(selectedItem)) !== foldChoiceText(text)) followText(itemToString(selectedItem));
  }
  // The choice itself (its scope along): the same object as long as it holds.
  const held: Selection<T> | null = current !== null && current.scope === scope && foldChoiceText(itemToString(current.item)) === foldChoiceText(text) ? current : null;
  /** Chooses `item` (an option the person picked): it holds until the text or the scope changes. */
  const choose = (item: T, unverified: boolean) => setChoice({ item, unverified, scope });
  /** Lets go of the choice (the form was reset). */
  const clear = () => setChoice(null);
  return { held, choose, clear };
}

/** What {@link useHeldChoice} returns. */
export type HeldChoice<T> = ReturnType<typeof useHeldChoice<T>>;
