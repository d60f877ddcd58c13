import {
  parseBelgianHouseNumber,
  parseGermanHouseNumber,
  type ServiceCountry,
  type FormattableAddress,
  type HouseNumberParts,
} from 'react-address-entry/address';

/** A posted house number in parts, read as its country writes it (`30` and `A`, `36 bus 4`, `36-2`); `null` when it is none. */
const READ: Record<ServiceCountry, (houseNumber: string, addition: string) => HouseNumberParts | null> = {
  NL: (houseNumber, addition) => (/^[1-9]\d{0,4}$/u.test(houseNumber) ? { number: Number(houseNumber), ...(addition === '' ? {} : { addition }) } : null),
  BE: (houseNumber) => {
    const parts = parseBelgianHouseNumber(houseNumber);
    if (parts === null) return null;
    const { number, bisNumber, boxNumber } = parts;
    return { number, ...(bisNumber === null ? {} : { bis: bisNumber }), ...(boxNumber === null ? {} : { box: boxNumber }) };
  },
  DE: (houseNumber) => {
    const parts = parseGermanHouseNumber(houseNumber);
    return parts === null ? null : { number: parts.number, ...(parts.addition === null ? {} : { addition: parts.addition }) };
  },
};

const isCountry = (country: string): country is ServiceCountry => Object.hasOwn(READ, country);

/** A posted field's text, trimmed; `''` when the form has none. */
export const postedText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The address the form posted, for an order the server did not verify (entered without the check, or changed after
 * it): what `formatAddress` writes a label from, its house number read from the posted text, or for another country
 * its lines as typed. `null` when the posted country is no country code, or the house number not one a post reads.
 */
export function postedAddress(form: FormData): FormattableAddress | null {
  const text = (name: string) => postedText(form, name);
  const country = text('country');
  // Another country than the service's: its label in its own format, from what was typed.
  if (/^[A-Z]{2}$/u.test(country) && !isCountry(country)) {
    return { country, street: text('street'), addressLine2: text('addressLine2'), postcode: text('postcode'), city: text('city'), region: text('region') };
  }
  if (!isCountry(country)) return null;
  // A DHL Packstation or Postfiliale (germanPickup): DHL's label, the Postnummer first.
  const kind = text('deliveryTo');
  if (country === 'DE' && (kind === 'packstation' || kind === 'postfiliale') && /^\d{3}$/u.test(text('houseNumber'))) {
    const postNumber = text('postNumber');
    return { country, postcode: text('postcode'), city: text('city'), pickup: { kind, number: Number(text('houseNumber')), ...(postNumber === '' ? {} : { postNumber }) } };
  }
  const houseNumberParts = READ[country](text('houseNumber'), text('houseNumberAddition'));
  return houseNumberParts === null ? null : { country, postcode: text('postcode'), city: text('city'), street: text('street'), houseNumberParts };
}
