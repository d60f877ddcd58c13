// The names of a 409 answer's unspecified wording: cut at list or sentence ends, split at `gem.` and the last joining word.

/** Where one list item ends: list punctuation, a quote (not the apostrophe of `'s-Gravenhage`), a sentence end. */
const DELIMITER = /[,;:\n"“”„«»‘’‹›`]|'(?![st][- ])|(?<!\bgem)[.!?](?=\s|$)/iu;
const GEM = /\bgem\.\s*/iu;
const JOINER = /\s(?:or|of|and|en|ou|et|oder|und)\s/giu;

const words = (text: string): string[] => text.split(/\s+/u).filter(Boolean);
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Splits text at its last joining word: `[before, after]`, or `[text, text]` without one (or with nothing after it). */
function atLastJoiner(text: string): [string, string] {
  const last = [...text.matchAll(JOINER)]
    .filter((match) => text.slice(match.index + match[0].length).trim() !== '')
    .at(-1);
  return last === undefined ? [text, text] : [text.slice(0, last.index), text.slice(last.index + last[0].length)];
}

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
 * Returns every `<city> gem. <municipality>` name in the text of a 409 answer, in order, without duplicates.
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
    const parts = segment.split(GEM);
    for (let i = 1; i < parts.length; i++) {
      const city = words(atLastJoiner(parts[i - 1] ?? '')[1]);
      const municipality = words(i < parts.length - 1 ? atLastJoiner(parts[i] ?? '')[0] : (parts[i] ?? ''));
      if (city.length > 0 && municipality.length > 0) items.push([city, municipality]);
    }
  }
  const n = cityWordCount(
    items.map(([city]) => city),
    requestedCity,
  );
  return [
    ...new Set(items.map(([city, municipality]) => `${city.slice(-n).join(' ')} gem. ${municipality.join(' ')}`)),
  ];
}
