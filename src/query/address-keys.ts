import { isAbsentAddition } from '../api/check-params.ts';
import { normalizeDutchPostcode } from '../api/dutch-postcode.ts';
import type { ExactAddressParams, HouseNumberParams, PostalAreaParams, PostcodeAddressParams, StreetParams } from '../api/types.ts';

/**
 * Query keys of the address queries, general to specific with the parameters object last, so that
 * `invalidateQueries({ queryKey: addressKeys.all })` reaches every address query and
 * `addressKeys.houseNumbers()` every house-number autocomplete. Every request parameter is part of the key;
 * parameters that send the same request share one key (an absent and a blank addition; `2012 es` and `2012ES`).
 *
 * @example
 * ```ts
 * addressKeys.exact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
 * // ['address', 'exact', { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }]
 * addressKeys.postalArea({ country: 'BE', postalArea: 'Wilr' });
 * // ['address', 'postal-area', { country: 'BE', postalArea: 'Wilr' }]
 * queryClient.invalidateQueries({ queryKey: addressKeys.all });
 * ```
 */
export const addressKeys = {
  all: ['address'] as const,
  exactLookups: () => [...addressKeys.all, 'exact'] as const,
  exact: (params: ExactAddressParams) => {
    const { city, street, houseNumber, houseNumberAddition } = params;
    const key: ExactAddressParams = isAbsentAddition(houseNumberAddition)
      ? { city, street, houseNumber }
      : { city, street, houseNumber, houseNumberAddition };
    return [...addressKeys.exactLookups(), key] as const;
  },
  houseNumbers: () => [...addressKeys.all, 'house-number'] as const,
  houseNumber: (params: HouseNumberParams) =>
    [...addressKeys.houseNumbers(), params.country === 'BE' ? belgianKey(params) : germanKey(params)] as const,
  postalAreas: () => [...addressKeys.all, 'postal-area'] as const,
  postalArea: ({ country, postalArea }: PostalAreaParams) =>
    [...addressKeys.postalAreas(), { country, postalArea } satisfies PostalAreaParams] as const,
  streets: () => [...addressKeys.all, 'street'] as const,
  street: (params: StreetParams) => [...addressKeys.streets(), streetKey(params)] as const,
  postcodeAddresses: () => [...addressKeys.all, 'postcode'] as const,
  postcodeAddress: (params: PostcodeAddressParams) => {
    const { houseNumber, houseNumberAddition } = params;
    const postcode = normalizeDutchPostcode(params.postcode);
    const key: PostcodeAddressParams = isAbsentAddition(houseNumberAddition)
      ? { postcode, houseNumber }
      : { postcode, houseNumber, houseNumberAddition };
    return [...addressKeys.postcodeAddresses(), key] as const;
  },
};

function streetKey(p: StreetParams): StreetParams {
  return p.country === 'BE'
    ? { country: 'BE', municipalityNisCode: p.municipalityNisCode, postcode: p.postcode, streetName: p.streetName }
    : { country: 'DE', cityId: p.cityId, postcode: p.postcode, streetName: p.streetName };
}

// Only the request parameters, in a fixed shape: extra properties of the caller's object stay out of the key.
function belgianKey(p: HouseNumberParams & { country: 'BE' }): HouseNumberParams {
  const { country, municipalityNisCode, streetId, postcode, language, validation, houseNumber } = p;
  return { country, municipalityNisCode, streetId, postcode, language, validation, houseNumber };
}

function germanKey(p: HouseNumberParams & { country: 'DE' }): HouseNumberParams {
  const { country, cityId, streetId, postcode, validation, houseNumber } = p;
  return { country, cityId, streetId, postcode, validation, houseNumber };
}
