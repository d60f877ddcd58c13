/**
 * WHATWG autofill tokens. There is no token for a house number: the number and its addition take the second and
 * third address lines, which is how browsers fill Dutch address forms with separate number fields.
 */
export const DUTCH_AUTOFILL_TOKENS: Record<'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode', string> = {
  city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', houseNumberAddition: 'address-line3', postcode: 'postal-code',
};
