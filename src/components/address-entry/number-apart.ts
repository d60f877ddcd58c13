import { dutchStreetLine, splitStreetLine } from '../../resolve/street-line.ts';
import type { AddressEntryValue } from './address-entry-props.ts';

/** A value from outside with the house number taken out of its street line (`Julianastraat 30-2`), if it has none. */
export function withNumberApart(value: AddressEntryValue): AddressEntryValue {
  if (value.houseNumber.trim() !== '') return value;
  const split = (value.country === 'NL' ? dutchStreetLine : splitStreetLine)(value.street);
  return split === null ? value : { ...value, ...split };
}
