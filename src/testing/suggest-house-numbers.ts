import type { HouseNumberStatus } from '../api/types.ts';

/**
 * The model's autocomplete, shared by Belgium and Germany.
 *
 * A house number is a path of levels: the number, then (Belgium) the number with its bis part, then the
 * complete house number. Typed text is compared in a compact form (lower case, no spaces or dots), against
 * every way of writing each known house number. For each match the suggestion is one level below what the
 * text already covers: typing `3` offers the numbers `3`, `30`, `36`; typing `36` offers `36 bus 1` ... `36 bus 12`.
 * A level is `validated` when a house number exists that ends there (`12` with no bis or box), and `incomplete`
 * when more is needed (a `36` that exists only with boxes).
 */
export interface HouseNumberModel<R> {
  /** Compact keys of each partial level of a record, from the number down, without the complete level. */
  levels(record: R): string[];
  /** Every compact way of writing the complete house number. */
  keys(record: R): string[];
  /** The record cut to a level (an index into `levels`), or the whole record for `levels(record).length`. */
  cut(record: R, level: number): R;
}

/** A suggestion before it is written out in the country's format. */
export interface ModelSuggestion<R> {
  record: R;
  status: HouseNumberStatus;
}

/** The compact form in which typed text and house numbers are compared. */
export const compact = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.]+/gu, '');

/**
 * The suggestions for typed text among the known house numbers, without the `unknown` one. `exact` is true when
 * the text is exactly a known complete house number.
 */
export function suggest<R>(
  model: HouseNumberModel<R>,
  known: R[],
  typed: string,
): { suggestions: ModelSuggestion<R>[]; exact: boolean } {
  const text = compact(typed);
  const complete = new Set(known.flatMap((r) => model.keys(r)));
  const byKey = new Map<string, ModelSuggestion<R>>();
  for (const record of known) {
    if (!model.keys(record).some((key) => key.startsWith(text))) continue;
    const levels = model.levels(record);
    // The first level the text does not cover yet is the one to offer.
    const level = levels.findIndex((key) => !text.startsWith(key));
    const offered = level === -1 ? record : model.cut(record, level);
    const key = level === -1 ? (model.keys(record)[0] ?? '') : (levels[level] ?? '');
    if (byKey.has(key)) continue;
    byKey.set(key, { record: offered, status: level === -1 || complete.has(key) ? 'validated' : 'incomplete' });
  }
  return { suggestions: [...byKey.values()], exact: complete.has(text) };
}
