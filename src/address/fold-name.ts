/**
 * The form in which the service compares city and street names: without case and diacritics, with runs
 * of white space as one space and typographic apostrophes as plain ones.
 *
 * @example
 * ```ts
 * foldName('César  Franckrode') === foldName('cesar franckrode'); // true
 * ```
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}
