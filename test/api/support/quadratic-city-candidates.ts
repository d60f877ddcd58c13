/**
 * THE PARSER AS IT WAS before it was made linear (kept verbatim apart from its name), so the tests can check that
 * the linear one finds the same candidates in every realistic wording.
 *
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

/** Splits text at its last joining word: `[before, after]`, or `[text, text]` without one. */
function atLastJoiner(text: string): [string, string] {
  const last = [...text.matchAll(JOINER)].at(-1);
  return last === undefined ? [text, text] : [text.slice(0, last.index), text.slice(last.index + last[0].length)];
}

/** How many trailing words of each city text are the city: the requested city's, or those all items share. */
function cityWordCount(cities: string[][], requestedCity: string | undefined): number {
  const tail = (w: string[], n: number): string => fold(w.slice(-n).join(' '));
  const requested = words(requestedCity ?? '');
  const n = requested.length;
  if (n > 0 && cities.every((w) => w.length >= n && tail(w, n) === tail(requested, n))) return n;
  if (cities.length < 2) return Infinity;
  let shared = 0;
  while (cities.every((w) => w.length > shared && tail(w, shared + 1) === tail(cities[0] ?? [], shared + 1))) shared++;
  return shared || Infinity;
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
export function quadraticParseCityCandidates(text: string, requestedCity?: string): string[] {
  const items: [string[], string][] = [];
  for (const segment of text.split(DELIMITER)) {
    const parts = segment.split(GEM);
    // parts: [city, municipality + joiner + city, ..., municipality]
    let city = atLastJoiner(parts[0] ?? '')[1];
    for (let i = 1; i < parts.length; i++) {
      const [municipality, next] = i < parts.length - 1 ? atLastJoiner(parts[i] ?? '') : [parts[i] ?? '', ''];
      if (words(city).length > 0 && words(municipality).length > 0) items.push([words(city), municipality]);
      city = next;
    }
  }
  const n = cityWordCount(
    items.map(([city]) => city),
    requestedCity,
  );
  const names = items.map(
    ([city, municipality]) => `${city.slice(-n).join(' ')} gem. ${words(municipality).join(' ')}`,
  );
  return [...new Set(names)];
}
