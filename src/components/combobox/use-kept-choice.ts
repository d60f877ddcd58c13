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

/** What {@link useKeptChoice} reads of a combobox's config. */
export interface KeptChoiceConfig<T> {
  /** What a choice belongs to, e.g. the street and language: a choice made in another scope does not hold. */
  scope: string;
  itemToString: (item: T) => string;
  /** The selected item of a controlled field (`undefined`: the field's own), and an uncontrolled one's first choice. */
  options: Pick<ComboboxOptions<T>, 'selectedItem' | 'defaultSelectedItem'>;
}

/**
 * The option the person chose, as long as it holds: while the text is its text (case and spaces aside) in the scope
 * it was made in. A controlled `selectedItem` is the choice, and `followText` puts its text in the field.
 */
export function useKeptChoice<T>(
  config: KeptChoiceConfig<T>,
  text: string,
  followText: (text: string) => void,
  start: string,
) {
  const { scope, itemToString } = config;
  const { selectedItem } = config.options;
  const initial = selectedItem ?? config.options.defaultSelectedItem ?? null;
  const [choice, setChoice] = useStartedState<Choice<T> | null>(
    start,
    initial === null ? null : { item: initial, unverified: false, scope },
  );
  const [seen, setSeen] = useState(selectedItem);
  let current = choice;
  if (selectedItem !== undefined && selectedItem !== seen) {
    // A new controlled value is the choice; our own choice echoed back keeps what we know of it.
    setSeen(selectedItem);
    current =
      selectedItem === null
        ? null
        : choice !== null && selectedItem === choice.item
          ? { ...choice, scope }
          : { item: selectedItem, unverified: false, scope };
    setChoice(current);
    if (selectedItem !== null && foldChoiceText(itemToString(selectedItem)) !== foldChoiceText(text))
      followText(itemToString(selectedItem));
  }
  // The choice itself (its scope along): the same object as long as it holds.
  const kept: Selection<T> | null =
    current !== null && current.scope === scope && foldChoiceText(itemToString(current.item)) === foldChoiceText(text)
      ? current
      : null;
  const choose = (item: T, unverified: boolean) => setChoice({ item, unverified, scope });
  const clear = () => setChoice(null);
  return { kept, choose, clear };
}

/** What {@link useKeptChoice} returns. */
export type KeptChoice<T> = ReturnType<typeof useKeptChoice<T>>;
