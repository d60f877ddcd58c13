import type { AddressFieldsNames } from '../address-fields/address-fields.tsx';
import type { DutchLookupNames } from '../dutch-lookup/exact-address-lookup.tsx';
import type { AddressEntryNames } from './address-entry-props.ts';

/** The form field names of an element: the country's, and what each country's component takes of the others. */
export function entryNames(names: AddressEntryNames | undefined): { country: string | null; dutch: DutchLookupNames; fields: AddressFieldsNames } {
  const { country, houseNumberParts, houseNumberAddition, ...shared } = names ?? {};
  return {
    country: country === undefined ? 'country' : country,
    dutch: { ...shared, ...(houseNumberAddition === undefined ? {} : { houseNumberAddition }) },
    fields: { ...shared, ...(houseNumberParts === undefined ? {} : { houseNumberParts }) },
  };
}
