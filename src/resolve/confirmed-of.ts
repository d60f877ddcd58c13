import type { DutchAddress, HouseNumberSuggestion, StreetSuggestion } from '../api/types.ts';
import { suggestionParts } from '../api/house-number-parts.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import { municipalityOrCity } from '../address/postal-area-text.ts';

export const streetCity: (street: StreetSuggestion) => string = municipalityOrCity;

/** A Dutch address the service found; a PO box's number is the one asked for (the service answers 0). */
export function dutchConfirmed(address: DutchAddress, boxNumber?: number): ConfirmedAddress {
  const addition = address.houseNumberAddition ?? '';
  const number = address.addressType === 'PO box' && boxNumber !== undefined ? boxNumber : address.houseNumber;
  return {
    country: 'NL',
    postcode: address.postcode,
    city: address.city,
    street: address.street,
    houseNumber: String(number),
    houseNumberAddition: addition,
    houseNumberParts: { number, ...(addition === '' ? {} : { addition }) },
    status: 'validated',
  };
}

/** A Belgian or German address of the country asked about, never one read from the answer's shape. */
export function chosenConfirmed(
  country: 'BE' | 'DE',
  street: StreetSuggestion,
  house: HouseNumberSuggestion,
): ConfirmedAddress {
  return {
    country,
    postcode: String(house.postcode),
    city: streetCity(street),
    street: street.streetName,
    houseNumber: house.houseNumber,
    houseNumberParts: suggestionParts(house),
    status: 'validated',
  };
}
