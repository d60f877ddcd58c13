import { postcodeText, type FormRules } from './country-formats/country-format.ts';
import type { EnteredFieldTexts } from './country-formats/format-label.ts';
import { labelText } from './label-text.ts';

/** An address of a country outside the service, as the shopper entered it: `unverified`, with no token. */
export interface EnteredAddress {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first address line, whole (`10 Downing Street`, `12 rue de la Paix`). */
  street: string;
  /** The second address line (a flat, a floor); `''` for none. */
  addressLine2: string;
  /** As typed, where it fits the country's form (`75002`, `SW1A 2AA`, `CH-8001`); `''` where the country asks none. */
  postcode: string;
  /** The town (post town, suburb, city or ward, as the country names it). */
  city: string;
  /** The region's code where the country lists its regions (`CA`, `ON`, `東京都`), else as typed; `''` where it asks none. */
  region: string;
  /** No service confirmed it. */
  status: 'unverified';
}

/**
 * What keeps an entered address from its country's form: `incomplete` (a field the country requires is empty) or
 * `invalid-postcode` (a postcode not of the country's form).
 */
export type EnteredAddressProblem = 'incomplete' | 'invalid-postcode';

/** Whether a postcode has its country's form, with or without the prefix the layout writes (`CH-8001`); any fits a country without a form. */
export function postcodeFits(postcode: string, format: Omit<FormRules, 'required'>): boolean {
  const text = postcode.trim();
  return format.postcodePattern === undefined || format.postcodePattern.test(postcodeText(text, format));
}

/**
 * An entered address's texts checked against its country's rules, as the form checks them: each text as a label
 * writes it (no control character, white space folded); or what is wrong.
 */
export function checkEnteredTexts(
  given: EnteredFieldTexts,
  rules: FormRules,
): { texts: EnteredFieldTexts } | { problem: EnteredAddressProblem } {
  const texts = {
    street: labelText(given.street),
    addressLine2: labelText(given.addressLine2),
    postcode: labelText(given.postcode),
    city: labelText(given.city),
    region: labelText(given.region),
  };
  if (rules.required.some((field) => texts[field] === '')) return { problem: 'incomplete' };
  return texts.postcode === '' || postcodeFits(texts.postcode, rules) ? { texts } : { problem: 'invalid-postcode' };
}
