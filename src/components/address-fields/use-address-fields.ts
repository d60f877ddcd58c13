import { useState } from 'react';
import { chainedToken } from '../../api/posted-names.ts';
import type { HouseNumberSuggestion, PostalAreaSuggestion, StreetSuggestion } from '../../api/types.ts';
import type { AddressFieldsDefaultValue, WholeAddress } from './address-fields-props.ts';
import { useReportChange } from '../shared/use-report-change.ts';

/** The city of a chosen street, as the service confirmed it with the street (and as the form posts it). */
export const streetCity = (street: StreetSuggestion): string => ('municipalityName' in street ? street.municipalityName : street.cityName);

/** The whole address of three choices, `null` while one is missing. */
function wholeAddress(area: PostalAreaSuggestion | null, street: StreetSuggestion | null, house: HouseNumberSuggestion | null): WholeAddress | null {
  if (area === null || street === null || house === null) return null;
  const token = chainedToken(street.addressToken, house.addressToken);
  const chosen = {
    postcode: String(house.postcode), city: streetCity(street), street: street.streetName, houseNumber: house.houseNumber, streetId: street.streetId,
    ...(token === '' ? {} : { addressToken: token }),
  };
  return 'municipalityNisCode' in area ? { country: 'BE', ...chosen, municipalityNisCode: area.municipalityNisCode } : { country: 'DE', ...chosen, cityId: area.cityId };
}

/** The postal-area text of a prefilled address: `<postcode> <city>` as the option reads, the city alone, or nothing. */
const prefilledArea = (value: AddressFieldsDefaultValue | undefined): string =>
  [value?.postcode, value?.city].filter((part) => part !== undefined && part.trim() !== '').join(' ');

/**
 * The state of {@link AddressFields}: the three choices, each cleared when an earlier one changes, the prefilled
 * texts (dropped as soon as the person edits a step), and `onAddressChange` told once per change of the whole
 * address. What each step shows and whether it holds is the step's own.
 */
export function useAddressFields(defaultValue: AddressFieldsDefaultValue | undefined, onAddressChange: ((address: WholeAddress | null) => void) | undefined) {
  const [area, setArea] = useState<PostalAreaSuggestion | null>(null);
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  const [house, setHouse] = useState<HouseNumberSuggestion | null>(null);
  const [prefill, setPrefill] = useState(defaultValue);
  const address = wholeAddress(area, street, house);

  useReportChange(address === null ? null : JSON.stringify(address), () => onAddressChange?.(address), null);

  return {
    area,
    street,
    house,
    address,
    /** The prefilled texts of each step, `''` once the person edited a step. */
    prefilled: { area: prefilledArea(prefill), street: prefill?.street ?? '', houseNumber: prefill?.houseNumber ?? '' },
    /** The person edited a step: what was prefilled no longer fills the later steps. */
    edited: () => setPrefill(undefined),
    chooseArea: (next: PostalAreaSuggestion | null) => {
      setArea(next);
      setStreet(null);
      setHouse(null);
    },
    chooseStreet: (next: StreetSuggestion | null) => {
      setStreet(next);
      setHouse(null);
    },
    chooseHouse: setHouse,
    /** The form was reset: nothing chosen, and the prefilled address fills the steps again. */
    reset: () => {
      setArea(null);
      setStreet(null);
      setHouse(null);
      setPrefill(defaultValue);
    },
    /** What keys each later step: a new area starts a new street field, a new street a new house-number field. */
    areaKey: `street in ${area === null ? 'no area' : JSON.stringify(area)}`,
    streetKey: `house number in ${street === null ? 'no street' : `${street.streetId}|${street.postcode}`}`,
  };
}
