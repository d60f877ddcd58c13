/**
 * Text as a choice is compared with what is typed: without case and spaces (`36 BUS 1` is `36 bus 1`, `12 a` is
 * `12A`), as the service itself compares house numbers.
 *
 * @example
 * ```ts
 * foldChoiceText(' 36 BUS 1') === foldChoiceText('36 bus 1'); // true
 * ```
 */
export const foldChoiceText = (text: string): string => text.replace(/\s+/gu, '').toLowerCase();
