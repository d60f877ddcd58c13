import { useState } from 'react';
import { foldChoiceText } from '../../resolve/fold-choice-text.ts';

/** A chosen option, and whether it is the typed text taken without a check (the service was unavailable). */
export interface Selection<T> {
  item: T;
  unverified: boolean;
}

interface Choice<T> extends Selection<T> {
  /** What the choice belongs to (a street): in another scope it no longer holds. */
  scope: string;
}

/** What {@link useHeldChoice} needs to know. */
export interface HeldChoiceOptions<T> {
  text: string;
  /** What a choice belongs to, e.g. the street and language: a choice made in another scope does not hold. */
  scope: string;
  /** The selected item of a controlled field (`null` for none); `undefined` leaves the selection to the field. */
  selectedItem: T | null | undefined;
  defaultSelectedItem: T | null | undefined;
  itemToString: (item: T) => string;
  /** Puts a controlled selection's text in the field; called while rendering, so it may only set the field's own state. */
  followText: (text: string) => void;
}

/**
 * The option the person chose, as long as it holds: while the text is its text (case and spaces aside) and the
 * scope is the one it was made in. A controlled `selectedItem` is the choice, and the text follows it. Known before
 * any query, so a step asks nothing about the text it just chose.
 */
export function useHeldChoice<T>(options: HeldChoiceOptions<T>) {
  const { text, scope, itemToString } = options;
  const initial = options.selectedItem ?? options.defaultSelectedItem ?? null;
  const [choice, setChoice] = useState<Choice<T> | null>(initial === null ? null : { item: initial, unverified: false, scope });
  const [seen, setSeen] = useState(options.selectedItem);
  let current = choice;
  if (options.selectedItem !== undefined && options.selectedItem !== seen) {
    // A new controlled value is the choice; our own choice echoed back keeps what we know of it.
    setSeen(options.selectedItem);
    const next = options.selectedItem;
    current = next === null ? null : choice !== null && next === choice.item ? { ...choice, scope } : { item: next, unverified: false, scope };
    setChoice(current);
    if (next !== null && foldChoiceText(itemToString(next)) !== foldChoiceText(text)) options.followText(itemToString(next));
  }
  const held: Selection<T> | null =
    current !== null && current.scope === scope && foldChoiceText(itemToString(current.item)) === foldChoiceText(text)
      ? { item: current.item, unverified: current.unverified }
      : null;
  /** Chooses `item` (an option the person picked): it holds until the text or the scope changes. */
  const choose = (item: T, unverified: boolean) => {
    setChoice({ item, unverified, scope });
  };
  /** Lets go of the choice (the form was reset). */
  const clear = () => {
    setChoice(null);
  };
  return { held, choose, clear };
}

/** What {@link useHeldChoice} returns. */
export type HeldChoice<T> = ReturnType<typeof useHeldChoice<T>>;
