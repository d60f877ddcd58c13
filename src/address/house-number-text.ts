/**
 * Whether typed text can still become a Belgian or German house number (so is worth a request).
 * @example
 * ```ts
 * isPossibleHouseNumberText('36 bu'); // true: may become "36 bus 1"
 * ```
 */
export function isPossibleHouseNumberText(text: string): boolean {
  return /^\s*[1-9]\d{0,4}(?!\d)[\p{L}\p{N} ./-]*$/u.test(text);
}
