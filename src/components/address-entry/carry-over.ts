import { isServicePostcode } from '../../api/service-postcode.ts';
import { pickupKindOf } from '../../address/dhl-pickup.ts';
import { dutchNumber } from '../../resolve/street-line.ts';
import type { AddressEntryValue } from './address-entry-props.ts';
import { isServiceCountry } from './entry-countries.ts';
import { withNumberApart } from './number-apart.ts';

/** The first address line of a service country's texts: the street with its number and addition (`Julianastraat 30 A`). */
const streetLine = ({ street, houseNumber, houseNumberAddition }: AddressEntryValue): string =>
  [street, houseNumber, houseNumberAddition]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * The postcode and town a switch carried to a country outside the service (`country`, the new one): its fields take
 * them only where the postcode fits, the town only with the postcode.
 */
export type CarriedPlace = Pick<AddressEntryValue, 'country' | 'postcode' | 'city'>;

/**
 * The value a switch to a country shown for the first time (or by a browser's fill) leaves: the texts kept where
 * they fit, so a shopper who started in the wrong country (or a fill that picked another one) loses nothing that
 * still fits. The postcode goes only in the new country's form, and the town only with it (a fill's town, written for
 * the new country, goes as it is); to a country outside the service neither is in the value yet: they wait as the
 * carried place ({@link CarriedPlace}) for its format, which says whether the postcode fits. Between the service's countries the house
 * number and the Dutch addition are joined (`30 A`) or split (`36` and `bus 1`) as the new country holds them. To a
 * country outside the service, the street with its number and addition makes the first address line (a number without
 * a street goes nowhere); from one, the first line is taken apart into street and number. The second address line goes
 * only between countries outside the service, the region nowhere (it is its own country's). The status is empty.
 */
export function carryOver(given: AddressEntryValue, to: string, fill = false): AddressEntryValue {
  if (to === given.country) return given;
  const from = given.country;
  // A DHL pickup is Germany's alone: its station is no street elsewhere, its Postnummer no one else's.
  const { deliveryTo, postNumber: _postNumber, ...texts } = given;
  const value = pickupKindOf(deliveryTo ?? '') !== undefined ? { ...texts, street: '', houseNumber: '' } : texts;
  const base = { ...value, country: to, houseNumberAddition: '', status: '' as const };
  if (!isServiceCountry(to)) {
    const abroad = { ...base, postcode: '', city: fill ? value.city : '', region: '' };
    return isServiceCountry(from)
      ? { ...abroad, street: value.street.trim() === '' ? '' : streetLine(value), houseNumber: '', addressLine2: '' }
      : abroad;
  }
  const postcode = isServicePostcode(to, value.postcode) ? value.postcode.trim() : '';
  // The service's countries have no second line and no region: their value holds neither.
  const { addressLine2: _line2, region: _region, ...rest } = base;
  const own = { ...rest, postcode, city: postcode !== '' || fill ? value.city : '' };
  if (!isServiceCountry(from)) return withNumberApart(own);
  // Only a Dutch number has an addition apart: Belgium and Germany hold it in the number.
  // The digits and what follows them: `30` and `A` of `30 A`, `36` and `bus 1` of `36 bus 1`, `36` and `2` of `36-2`;
  // without digits to start with, the number stays as it is.
  if (to === 'NL') return { ...own, ...dutchNumber(value.houseNumber) };
  const addition = value.houseNumberAddition.trim();
  return addition === '' ? own : { ...own, houseNumber: `${value.houseNumber.trim()} ${addition}` };
}

/**
 * Whether two values hold the same texts and country (the status aside; a text left out is empty): a value passed back
 * unchanged starts nothing.
 */
export const sameTexts = (a: AddressEntryValue, b: AddressEntryValue): boolean =>
  (Object.keys({ ...a, ...b }) as (keyof AddressEntryValue)[]).every(
    (key) => key === 'status' || (a[key] ?? '') === (b[key] ?? ''),
  );
