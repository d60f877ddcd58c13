import type { AddressCountry } from '../../address/confirmed-address.ts';
import { dutchNumber } from '../../resolve/street-line.ts';
import type { AddressEntryValue } from './address-entry-props.ts';

/** A postcode as each country writes it: four digits and two letters, four digits, five digits. */
const POSTCODE: Record<AddressCountry, RegExp> = {
  NL: /^\s*\d{4}\s*[A-Za-z]{2}\s*$/u,
  BE: /^\s*\d{4}\s*$/u,
  DE: /^\s*\d{5}\s*$/u,
};

/**
 * The value a country switch leaves: the texts kept where they map, so a shopper who started in the wrong country
 * (or a browser's fill that picked another one) loses nothing that still fits. A postcode is kept only in the form of
 * the new country; the house number and the Dutch addition are joined (`30 A`) or split (`36` and `bus 1`) as the new
 * country holds them; city and street are kept as typed. The status is the new country's to say: empty.
 */
export function carryOver(value: AddressEntryValue, to: AddressCountry): AddressEntryValue {
  if (to === value.country) return value;
  const postcode = POSTCODE[to].test(value.postcode) ? value.postcode.trim() : '';
  // Only a Dutch number has an addition apart: Belgium and Germany hold it in the number.
  const base = { ...value, country: to, postcode, houseNumberAddition: '', status: '' as const };
  // The digits and what follows them: `30` and `A` of `30 A`, `36` and `bus 1` of `36 bus 1`, `36` and `2` of `36-2`;
  // without digits to start with, the number stays as it is.
  if (to === 'NL') return { ...base, ...dutchNumber(value.houseNumber) };
  const addition = value.houseNumberAddition.trim();
  return addition === '' ? base : { ...base, houseNumber: `${value.houseNumber.trim()} ${addition}` };
}

/** Whether two values hold the same texts and country (the status aside): a value passed back unchanged starts nothing. */
export const sameTexts = (a: AddressEntryValue, b: AddressEntryValue): boolean =>
  (['country', 'postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition'] as const).every((key) => a[key] === b[key]);
