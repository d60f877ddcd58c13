/**
 * Finds the candidate city names in the text of a 409 "city not unique" answer.
 *
 * The wording of that text is not specified, only that it lists `<city> gem. <municipality>` names separated by
 * commas. So the parser looks for every `gem.` and takes the words around it up to the nearest delimiter
 * (comma, semicolon, colon, quote, "or", the end of a sentence), whatever sentence surrounds the list. Where the
 * text before the first item is not cut off by a delimiter ("use one of Hengelo gem. ..."), the city is narrowed
 * to the words every item's city shares (all candidates carry the same city name), or to the requested city.
 *
 * This lives with the transport because the error of a 409 carries the candidates it finds.
 */

/** Words that join the last item of a list, in the languages the service or a proxy may use. */
const JOINERS = ['or', 'of', 'and', 'en', 'ou', 'et', 'oder', 'und'];
const JOINER = new RegExp(`\\s(?:${JOINERS.join('|')})\\s`, 'giu');
/** Any kind of double quote, guillemet or typographic single quote. */
const QUOTES = /["“”„«»‘’‹›`]/u;
const GEM = /(^|[\s"'“”„«»‘’‹›`(,;:])gem\.\s*/giu;

/** An apostrophe that begins a Dutch elided article (`'s-Gravenhage`, `'t Zandt`) is part of a name. */
function isElision(text: string, index: number): boolean {
  return /^'(?:s-|s |t |t-)/iu.test(text.slice(index, index + 3));
}

/** Whether the character at `index` ends a name going forward (municipality side). */
function endsForward(text: string, index: number, depth: number): boolean {
  const char = text.charAt(index);
  if (depth > 0) return false;
  if (char === ',' || char === ';' || char === ':' || char === '\n' || QUOTES.test(char)) return true;
  if (char === "'") return !isElision(text, index);
  if (char === '.') return index + 1 >= text.length || /\s/u.test(text.charAt(index + 1));
  return false;
}

/** Whether the character at `index` ends a name going backward (city side). */
function endsBackward(text: string, index: number): boolean {
  const char = text.charAt(index);
  if (char === ',' || char === ';' || char === ':' || char === '\n' || QUOTES.test(char)) return true;
  if (char === "'") return !isElision(text, index);
  if (char === '.' || char === '!' || char === '?') return /\s/u.test(text.charAt(index + 1));
  return false;
}

/** Cuts a segment at its last joining word, keeping the part before it (`last`) or after it (`after`). */
function cutAtJoiner(segment: string, keep: 'last' | 'after'): string {
  const last = [...segment.matchAll(JOINER)].at(-1);
  if (last === undefined) return segment;
  const index = last.index;
  return keep === 'last' ? segment.slice(0, index) : segment.slice(index + last[0].length);
}

function municipalityAt(text: string, start: number): string {
  let depth = 0;
  let end = start;
  for (; end < text.length; end++) {
    if (endsForward(text, end, depth)) break;
    const char = text.charAt(end);
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  const segment = text.slice(start, end);
  // Without a comma between two items the scan runs into the next item's `<city> gem`: cut at the last joiner.
  return (/\sgem$/iu.test(segment) ? cutAtJoiner(segment, 'last') : segment).trim();
}

function cityBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !endsBackward(text, start - 1)) start--;
  return cutAtJoiner(text.slice(start, end), 'after').trim();
}

const words = (text: string): string[] => text.split(/\s+/u).filter(Boolean);
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The longest run of trailing words that every city text shares (compared without case and accents). */
function sharedCity(cities: string[], requestedCity: string | undefined): (city: string) => string {
  const want = requestedCity === undefined ? [] : words(requestedCity.trim());
  const shortest = Math.min(...cities.map((c) => words(c).length));
  let shared = 0;
  while (
    shared < shortest &&
    cities.every((c) => {
      const w = words(c);
      return fold(w[w.length - 1 - shared] ?? '') === fold(words(cities[0] ?? '').at(-1 - shared) ?? '');
    })
  ) {
    shared++;
  }
  return (city) => {
    const w = words(city);
    const endsWithRequested =
      want.length > 0 && want.length <= w.length && fold(w.slice(-want.length).join(' ')) === fold(want.join(' '));
    if (endsWithRequested) return w.slice(-want.length).join(' ');
    if (cities.length > 1 && shared > 0) return w.slice(-shared).join(' ');
    return city;
  };
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
  const items: { city: string; municipality: string }[] = [];
  for (const match of text.matchAll(GEM)) {
    const gemStart = match.index + (match[1] ?? '').length;
    const city = cityBefore(text, gemStart);
    const municipality = municipalityAt(text, match.index + match[0].length);
    if (city !== '' && municipality !== '') items.push({ city, municipality });
  }
  if (items.length === 0) return [];
  const narrow = sharedCity(items.map((i) => i.city), requestedCity);
  const names = items.map(({ city, municipality }) => `${narrow(city)} gem. ${municipality}`.replace(/\s+/gu, ' '));
  return [...new Set(names)];
}
