import type { HouseNumberSuggestion } from '../api/types.ts';
import { foldChoiceText } from './fold-choice-text.ts';

/** The `validated` suggestions whose number is the text; an `incomplete` or `unknown` one is no address. */
export function houseNumberMatches<T extends HouseNumberSuggestion>(
  text: string,
  suggestions: readonly T[],
): readonly T[] {
  const key = foldChoiceText(text);
  return suggestions.filter(
    (suggestion) => suggestion.status === 'validated' && foldChoiceText(suggestion.houseNumber) === key,
  );
}

/** The `validated` house numbers that complete a text: `36` gives `36 bus 1`, …; `3` gives none of `36`'s. */
export function houseNumberCompletions<T extends HouseNumberSuggestion>(
  text: string,
  suggestions: readonly T[],
): readonly T[] {
  const key = foldChoiceText(text);
  return suggestions.filter((suggestion) => {
    const folded = foldChoiceText(suggestion.houseNumber);
    return (
      suggestion.status === 'validated' &&
      folded.length > key.length &&
      folded.startsWith(key) &&
      !/\d/u.test(folded.charAt(key.length))
    );
  });
}
