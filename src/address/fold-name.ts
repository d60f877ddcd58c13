/**
 * A name as the service compares it: no case or diacritics, one space per run, plain apostrophes.
 * @example `foldName('César  Franckrode') === foldName('cesar franckrode'); // true`
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
