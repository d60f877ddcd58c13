import type { HouseNumberSuggestion } from '../api/types.ts';
import { foldChoiceText } from './fold-choice-text.ts';

/**
 * The house numbers a text means: the `validated` suggestions whose number is the text, case and spaces aside
 * (`36 BUS 1` is `36 bus 1`). An `incomplete` or `unknown` one is never meant: it is no address.
 *
 * @example
 * ```ts
 * houseNumberMatches('36 BUS 1', suggestions); // [36 bus 1, validated]
 * ```
 */
export function houseNumberMatches<T extends HouseNumberSuggestion>(text: string, suggestions: readonly T[]): readonly T[] {
  const key = foldChoiceText(text);
  return suggestions.filter((suggestion) => suggestion.status === 'validated' && foldChoiceText(suggestion.houseNumber) === key);
}

/**
 * The `validated` house numbers that complete a text that is not one itself: `36` of a building with boxes gives
 * `36 bus 1`, `36 bus 2`, …; `3` gives none of `36`'s (a number does not complete another).
 *
 * @example
 * ```ts
 * houseNumberCompletions('36', suggestions); // [36 bus 1, 36 bus 2, …]
 * ```
 */
export function houseNumberCompletions<T extends HouseNumberSuggestion>(text: string, suggestions: readonly T[]): readonly T[] {
  const key = foldChoiceText(text);
  return suggestions.filter((suggestion) => {
    const folded = foldChoiceText(suggestion.houseNumber);
    return suggestion.status === 'validated' && folded.length > key.length && folded.startsWith(key) && !/\d/u.test(folded.charAt(key.length));
  });
}
