/**
 * Finds the candidate city names in the text of a 409 "city not unique" answer.
 *
 * The wording of that text is not specified, only that it lists `<city> gem. <municipality>` names separated by
 * commas. So the parser cuts the text into segments at every delimiter a list or a sentence may use (comma,
 * semicolon, colon, newline, quote, the end of a sentence), splits each segment at its `gem.` markers, and takes
 * what lies between two markers apart at the last joining word ("or"). Where the text before the first item is
 * not cut off by a delimiter ("use one of Hengelo gem. ..."), the city is narrowed to the requested city or to
 * the words every item's city shares (all candidates carry the same city name).
 *
 * This lives with the transport because the error of a 409 carries the candidates it finds.
 */

/**
 * Where one list item ends: list punctuation, any quote except the apostrophe of a Dutch elided article
 * (`'s-Gravenhage`, `'t Zandt`), and a sentence end (not the dot of `gem.`, nor one inside `(NH.)`).
 */
const DELIMITER = /[,;:\n"“”„«»‘’‹›`]|'(?![st][- ])|(?<!\bgem)[.!?](?=\s|$)/iu;
const GEM = /\bgem\.\s*/iu;
/** A word that joins the last item of a list, in the languages the service or a proxy may use. */
const JOINER = /\s(?:or|of|and|en|ou|et|oder|und)\s/giu;

const words = (text: string): string[] => text.split(/\s+/u).filter(Boolean);
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Splits text at its last joining word: `[before, after]`, or `[text, text]` without one. A joining word with nothing
 * after it joins nothing: it is a name (a city called `And`, `En` or `Of` before its `gem.`).
 */
function atLastJoiner(text: string): [string, string] {
  const last = [...text.matchAll(JOINER)].filter((match) => text.slice(match.index + match[0].length).trim() !== '').at(-1);
  return last === undefined ? [text, text] : [text.slice(0, last.index), text.slice(last.index + last[0].length)];
}

/**
 * How many trailing words all word lists share, accents and case aside. Words are compared one at a time from the
 * end, so the work is linear in the words however long the shared tail.
 */
function sharedTail(lists: string[][]): number {
  const [first = []] = lists;
  const fromEnd = (w: string[], k: number): string => fold(w[w.length - 1 - k] ?? '');
  let shared = 0;
  while (lists.every((w) => w.length > shared && fromEnd(w, shared) === fromEnd(first, shared))) shared++;
  return shared;
}

/** How many trailing words of each city text are the city: the requested city's, or those all items share. */
function cityWordCount(cities: string[][], requestedCity: string | undefined): number {
  const requested = words(requestedCity ?? '');
  if (requested.length > 0 && sharedTail([requested, ...cities]) === requested.length) return requested.length;
  return (cities.length > 1 && sharedTail(cities)) || Infinity;
}

/**
 * Returns every `<city> gem. <municipality>` name in the text of a 409 answer, in order, without duplicates;
 * an empty list when there is none.
 *
 * @param text the `exception` text of the answer
 * @param requestedCity the city that was asked for, which helps where a sentence runs into the first name
 * @example
 * ```ts
 * parseCityCandidates('City "Hengelo" is not unique, use one of: Hengelo gem. Hengelo, Hengelo gem. Bronckhorst.');
 * // ['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst']
 * ```
 */
export function parseCityCandidates(text: string, requestedCity?: string): string[] {
  const items: [string[], string[]][] = [];
  for (const segment of text.split(DELIMITER)) {
    // parts: [city, municipality + joiner + city, ..., municipality]: an item's city follows the last joiner before
    // its marker, and its municipality runs up to the last joiner before the next marker.
    const parts = segment.split(GEM);
    for (let i = 1; i < parts.length; i++) {
      const city = words(atLastJoiner(parts[i - 1] ?? '')[1]);
      const municipality = words(i < parts.length - 1 ? atLastJoiner(parts[i] ?? '')[0] : (parts[i] ?? ''));
      if (city.length > 0 && municipality.length > 0) items.push([city, municipality]);
    }
  }
  const n = cityWordCount(items.map(([city]) => city), requestedCity);
  return [...new Set(items.map(([city, municipality]) => `${city.slice(-n).join(' ')} gem. ${municipality.join(' ')}`))];
}
