import { isDutchPostcode } from '../api/dutch-postcode.ts';
import {
  addition as additionRule,
  belgianHouseNumber,
  belgianPostcode,
  dutchHouseNumber,
  germanHouseNumber,
  germanPostcode,
  name,
} from '../api/param-rules.ts';
import type { Rule } from '../api/rules.ts';
import type { ServiceCountry } from '../address/confirmed-address.ts';
import type { AddressCheckInput } from './address-check.ts';
import { deliveryToHolds, readPickupCheck, type PickupCheck } from './pickup-check.ts';
import { dutchNumber, dutchStreetLine, splitStreetLine } from './street-line.ts';

/** A Dutch address to look up: by postcode and number (one request), else by city, street and number. */
export interface DutchCheck {
  country: 'NL';
  postcode: string | null;
  city: string;
  street: string;
  houseNumber: number;
  houseNumberAddition: string;
}

/** A Belgian or German address to resolve step by step: postal area, street, house number. */
export interface StepCheck {
  country: 'BE' | 'DE';
  /** The postcode, digits only, or `''`. */
  postcode: string;
  city: string;
  street: string;
  /** The whole house number as the service's autocomplete takes it (`36 bus 1`, `7b`). */
  houseNumber: string;
}

const COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'] satisfies ServiceCountry[];
/** A text field as given: trimmed, white space as one space, `''` for none. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value.replace(/\s+/gu, ' ').trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/**
 * A Belgian or German house number with the addition kept in a field of its own, as the service writes them: a German
 * number addition after a hyphen (`2` and `3` as `2-3`), a Belgian bare box after `bus` (`36` and `1` as `36 bus 1`),
 * anything else after a space (`7` and `b`, `36` and `bte 2`).
 */
function joined(country: 'BE' | 'DE', houseNumber: string, addition: string): string {
  if (addition === '') return houseNumber;
  if (!/^\d/u.test(addition)) return `${houseNumber} ${addition}`;
  return country === 'DE' ? `${houseNumber}-${addition}` : `${houseNumber} bus ${addition}`;
}

/** The digits of a postcode as people write it abroad: `B-2610`, `D 50678`. */
const postcodeDigits = (postcode: string): string => postcode.replace(/^[a-z]{1,2}\s*-?\s*/iu, '');

const holds = (...checks: [Rule, unknown][]): boolean => checks.every(([rule, value]) => rule(value) === undefined);

/**
 * The input of a check as the resolver asks about it, or `undefined` for `invalid-input` (the rules:
 * docs/server/checked-on-the-server.mdx): every text of every request the check would send meets the service's
 * parameter rules, so no lookup is paid before `invalid-input`. A DHL pickup is read before, by {@link readPickupInput}.
 * @example
 * ```ts
 * readCheckInput({ country: 'nl', street: 'Julianastraat 30-2', city: 'Haarlem' });
 * // { country: 'NL', postcode: null, city: 'Haarlem', street: 'Julianastraat', houseNumber: 30, houseNumberAddition: '2' }
 * ```
 */
export function readCheckInput(input: AddressCheckInput): DutchCheck | StepCheck | undefined {
  const country = textOf(input.country).toUpperCase();
  if (!COUNTRIES.includes(country)) return undefined;
  let street = textOf(input.street);
  let houseNumber = textOf(input.houseNumber);
  let addition = textOf(input.houseNumberAddition);
  const city = textOf(input.city);
  const postcode = textOf(input.postcode);
  if (country === 'NL') {
    const split = houseNumber === '' ? dutchStreetLine(street) : null;
    if (split !== null) ({ street, houseNumber } = split);
    const number = dutchNumber(houseNumber);
    const rest = number?.houseNumberAddition ?? '';
    if (split !== null && addition === '') addition = split.houseNumberAddition;
    else if (addition === '') addition = rest;
    else if (rest !== '') return undefined; // An addition twice: in the number and its own field.
    const value = Number(number?.houseNumber);
    const byPostcode = isDutchPostcode(postcode) ? postcode : null;
    // By postcode, the street and city are not sent (they are compared with the answer): only the number and addition.
    const sent: [Rule, unknown][] = [
      [dutchHouseNumber, value],
      [additionRule, addition],
      ...(byPostcode === null
        ? ([
            [name, city],
            [name, street],
          ] as [Rule, unknown][])
        : []),
    ];
    if (number === null || !holds(...sent)) return undefined;
    return { country, postcode: byPostcode, city, street, houseNumber: value, houseNumberAddition: addition };
  }
  if (houseNumber === '') ({ street, houseNumber } = splitStreetLine(street) ?? { street, houseNumber });
  const digits = postcodeDigits(postcode);
  const postcodeOk =
    digits === '' ||
    (country === 'BE'
      ? /^\d{4}$/u.test(digits) && holds([belgianPostcode, Number(digits)])
      : holds([germanPostcode, digits]));
  if (houseNumber === '' || street === '' || (digits === '' && city === '') || !postcodeOk) return undefined;
  const whole = joined(country as 'BE' | 'DE', houseNumber, addition);
  // What the three requests send: the postal area's text, the street's name, the typed house number.
  if (
    !holds(
      [name, digits === '' ? city : digits],
      [name, street],
      [country === 'BE' ? belgianHouseNumber : germanHouseNumber, whole],
    )
  )
    return undefined;
  return { country: country as 'BE' | 'DE', postcode: digits, city, street, houseNumber: whole };
}

/**
 * The DHL pickup a check names, read before {@link readCheckInput}: `null` when it names none, `undefined` for a
 * `deliveryTo` the country does not take or what `readPickupCheck` refuses.
 * @example
 * ```ts
 * readPickupInput({ country: 'NL', street: 'Packstation 123' }); // null: a street
 * ```
 */
export function readPickupInput(input: AddressCheckInput): PickupCheck | null | undefined {
  const country = textOf(input.country).toUpperCase();
  const deliveryTo = textOf(input.deliveryTo).toLowerCase();
  if (!deliveryToHolds(country, deliveryTo)) return undefined;
  if (country !== 'DE') return null;
  return readPickupCheck({
    street: textOf(input.street),
    houseNumber: textOf(input.houseNumber),
    addition: textOf(input.houseNumberAddition),
    postcode: postcodeDigits(textOf(input.postcode)),
    city: textOf(input.city),
    postNumber: textOf(input.postNumber),
    deliveryTo,
  });
}
