import { dutchStreetLine, splitStreetLine } from '../../resolve/street-line.ts';
import type { AddressEntryValue } from './address-entry-props.ts';

/**
 * A value given from outside (an address book that keeps one street line) with the house number out of the street
 * line, as a browser's fill is read: `Julianastraat 30-2` gives the Dutch number 30 and addition 2, `Europalaan 36
 * bus 1` the number `36 bus 1`. A value with a house number of its own is kept as it is.
 */
export function withNumberApart(value: AddressEntryValue): AddressEntryValue {
  if (value.houseNumber.trim() !== '') return value;
  const split = (value.country === 'NL' ? dutchStreetLine : splitStreetLine)(value.street);
  return split === null ? value : { ...value, ...split };
}
