import { useState } from 'react';
import { chainedToken } from '../../api/posted-names.ts';
import type { HouseNumberSuggestion, PostalAreaSuggestion, StreetSuggestion } from '../../api/types.ts';
import type { AddressFieldsDefaultValue, WholeAddress } from './address-fields-props.ts';
import type { StepTexts } from './use-address-fill.ts';
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

/** The steps' texts of a prefilled address (the postal area `<postcode> <city>` as its option reads), `null` for none. */
function prefilledTexts(value: AddressFieldsDefaultValue | undefined): StepTexts | null {
  const texts = {
    area: [value?.postcode, value?.city].filter((part) => part !== undefined && part.trim() !== '').join(' '),
    street: value?.street ?? '',
    houseNumber: value?.houseNumber ?? '',
  };
  return Object.values(texts).some((text) => text.trim() !== '') ? texts : null;
}

const NOTHING: StepTexts = { area: '', street: '', houseNumber: '' };

/**
 * The state of {@link AddressFields}: the three choices, each cleared when an earlier one changes, the prefilled
 * texts (dropped as soon as the person edits a step), and `onAddressChange` told once per change of the whole
 * address. What each step shows and whether it holds is the step's own.
 */
export function useAddressFields(defaultValue: AddressFieldsDefaultValue | undefined, onAddressChange: ((address: WholeAddress | null) => void) | undefined) {
  const [area, setArea] = useState<PostalAreaSuggestion | null>(null);
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  const [house, setHouse] = useState<HouseNumberSuggestion | null>(null);
  const [initial] = useState(() => prefilledTexts(defaultValue));
  const [prefill, setPrefill] = useState(initial);
  const address = wholeAddress(area, street, house);

  useReportChange(address === null ? null : JSON.stringify(address), () => onAddressChange?.(address), null);

  return {
    area,
    street,
    house,
    address,
    /** The texts of a prefilled address as the first render had them, `null` for none. */
    initial,
    /** The texts each step starts from (prefilled or filled), `''` once the person edited a step. */
    prefilled: prefill ?? NOTHING,
    /** The person edited a step: what was prefilled no longer fills the later steps. */
    edited: () => setPrefill(null),
    /** Text typed in a step that waits for an earlier one: it stays when that step is chosen and this one starts. */
    keep: (step: 'street' | 'houseNumber', text: string) => setPrefill((texts) => ({ ...(texts ?? NOTHING), [step]: text })),
    /** A browser filled the fields: the steps start afresh from its texts, with nothing chosen. */
    refill: (texts: StepTexts) => {
      setPrefill(texts);
      setArea(null);
      setStreet(null);
      setHouse(null);
    },
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
      setPrefill(initial);
    },
    /** What keys each later step: a new area starts a new street field, a new street a new house-number field. */
    areaKey: `street in ${area === null ? 'no area' : JSON.stringify(area)}`,
    streetKey: `house number in ${street === null ? 'no street' : `${street.streetId}|${street.postcode}`}`,
  };
}
