/**
 * Whether typed text can still become a Belgian or German house number: it starts with a number from 1
 * (at most five digits) and goes on with letters, digits, spaces and the separators `/`, `-` and `.` only.
 * Text that cannot is not worth a request.
 *
 * @example
 * ```ts
 * isPossibleHouseNumberText('36 bu'); // true: may become "36 bus 1"
 * isPossibleHouseNumberText('#3');    // false
 * ```
 */
export function isPossibleHouseNumberText(text: string): boolean {
  return /^\s*[1-9]\d{0,4}(?!\d)[\p{L}\p{N} ./-]*$/u.test(text);
}
