/**
 * The WHATWG autofill token of each address field the components show, the one table every family reads: a browser's
 * saved address fills them all in one pick. No token names a house number (browsers infer it from its label), and
 * `address-line2` holds a floor or flat, never the number.
 */
export const AUTOFILL_TOKENS = {
  country: 'country',
  postcode: 'postal-code',
  city: 'address-level2',
  street: 'address-line1',
  addressLine2: 'address-line2',
  region: 'address-level1',
} as const;

/**
 * A field's `autocomplete` attribute: its WHATWG autofill token, in the section when one is given (a shipping and a
 * billing address in one form fill apart), or `off` for a field no token names (a house number: browsers infer it
 * from the label, and the second address line is a floor or flat, never the number).
 *
 * @example
 * ```ts
 * autofillToken('postal-code', 'shipping'); // 'section-shipping postal-code'
 * autofillToken(null, 'shipping'); // 'off'
 * ```
 */
export const autofillToken = (token: string | null, section: string | undefined): string =>
  // No section (absent or empty): the token alone.
  token === null ? 'off' : section ? `section-${section} ${token}` : token;
