import type {
  BelgianPostalArea,
  BelgianStreet,
  GermanPostalArea,
  GermanStreet,
  HouseNumberSuggestion,
  PostalAreaSuggestion,
  StreetSuggestion,
} from '../../api/types.ts';
import { suggestionParts } from '../../api/house-number-parts.ts';
import { isBelgianLanguage } from '../../api/param-rules.ts';
import { chainedToken } from '../../api/posted-names.ts';
import { streetCity } from '../../resolve/confirmed-of.ts';
import type {
  BelgianStreetOptions,
  GermanStreetOptions,
  HouseNumberChoiceStatus,
} from '../house-number/house-number-combobox.tsx';
import type { GermanAddressFieldsAddress, AddressFieldsAddress } from './address-fields-props.ts';
import type { BelgianStreetArea, GermanStreetArea } from './street-combobox-props.ts';

/** The choices of the three steps so far, each `null` while it is not made (or no longer holds). */
interface StepChoices {
  area: PostalAreaSuggestion | null;
  street: StreetSuggestion | null;
  house: HouseNumberSuggestion | null;
}

/** What the steps of one country ask (from the earlier choices; none while one is missing) and what they make. */
export interface CountrySteps {
  /** Where the street step searches: the chosen postal area's id and postcode, a `null` id while none is chosen. */
  streetArea: (choices: StepChoices) => BelgianStreetArea | GermanStreetArea;
  /** The street the house-number step asks within: the chosen street's; no street (`streetId: null`) while none is chosen. */
  houseStreet: (choices: StepChoices) => BelgianStreetOptions | GermanStreetOptions;
  /** The whole address of the three choices and the house number's status, `null` while one is missing. */
  address: (choices: StepChoices, status: HouseNumberChoiceStatus | null) => AddressFieldsAddress | null;
}

/** What a Belgian and a German address take alike from the chosen street and house number. */
type ChosenParts = Omit<GermanAddressFieldsAddress, 'country' | 'cityId'>;

function chosenParts(
  street: StreetSuggestion,
  house: HouseNumberSuggestion,
  status: HouseNumberChoiceStatus,
): ChosenParts {
  const token = chainedToken(street.addressToken, house.addressToken);
  return {
    postcode: String(house.postcode),
    city: streetCity(street),
    street: street.streetName,
    houseNumber: house.houseNumber,
    houseNumberParts: suggestionParts(house),
    status,
    streetId: street.streetId,
    ...(token === '' ? {} : { addressToken: token }),
  };
}

/** One country's steps, in its own types: its postal areas `A` and streets `S`. */
interface CountryDescription<A extends PostalAreaSuggestion, S extends StreetSuggestion> {
  /** A postal area of this country (the only ones its postal-area step offers), else `null`. */
  area: (area: PostalAreaSuggestion | null) => A | null;
  /** A street of this country, else `null`. */
  street: (street: StreetSuggestion | null) => S | null;
  /** The street query's area of a chosen postal area, or of none. */
  streetArea: (area: A | null) => BelgianStreetArea | GermanStreetArea;
  /** The house-number query's street of a chosen street, or of none. */
  houseStreet: (area: A | null, street: S | null) => BelgianStreetOptions | GermanStreetOptions;
  /** The whole address of a chosen postal area and what the street and house number give. */
  address: (area: A, parts: ChosenParts) => AddressFieldsAddress;
}

/** A country's steps from its description: each step asks with what the choices before it give, or waits. */
function countrySteps<A extends PostalAreaSuggestion, S extends StreetSuggestion>(
  country: CountryDescription<A, S>,
): CountrySteps {
  return {
    streetArea: ({ area }) => country.streetArea(country.area(area)),
    houseStreet: ({ area, street }) => country.houseStreet(country.area(area), country.street(street)),
    address: ({ area, street, house }, status) => {
      const chosenArea = country.area(area);
      const chosenStreet = country.street(street);
      return chosenArea === null || chosenStreet === null || house === null || status === null
        ? null
        : country.address(chosenArea, chosenParts(chosenStreet, house, status));
    },
  };
}

/** The steps of each country {@link AddressFields} takes. */
export const COUNTRY_STEPS: Record<'BE' | 'DE', CountrySteps> = {
  BE: countrySteps<BelgianPostalArea, BelgianStreet>({
    area: (area) => (area !== null && 'municipalityNisCode' in area ? area : null),
    street: (street) => (street !== null && 'municipalityName' in street ? street : null),
    streetArea: (area) => ({
      country: 'BE',
      municipalityNisCode: area?.municipalityNisCode ?? null,
      postcode: area?.postcode ?? null,
    }),
    // The street's own language writes its house numbers (`36 bus 1`, `36 bte 1`), when the service says it.
    houseStreet: (area, street) => ({
      country: 'BE',
      municipalityNisCode: area?.municipalityNisCode ?? null,
      streetId: street?.streetId ?? null,
      postcode: street?.postcode ?? null,
      ...(isBelgianLanguage(street?.language) ? { language: street.language } : {}),
    }),
    address: (area, parts) => ({ country: 'BE', ...parts, municipalityNisCode: area.municipalityNisCode }),
  }),
  DE: countrySteps<GermanPostalArea, GermanStreet>({
    area: (area) => (area !== null && 'cityId' in area ? area : null),
    street: (street) => (street !== null && 'cityName' in street ? street : null),
    streetArea: (area) => ({ country: 'DE', cityId: area?.cityId ?? null, postcode: area?.postcode ?? null }),
    houseStreet: (area, street) => ({
      country: 'DE',
      cityId: area?.cityId ?? null,
      streetId: street?.streetId ?? null,
      postcode: street?.postcode ?? null,
    }),
    address: (area, parts) => ({ country: 'DE', ...parts, cityId: area.cityId }),
  }),
};
