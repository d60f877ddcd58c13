import { isAbsentAddition } from '../api/check-params.ts';
import type { ExactAddressParams, HouseNumberParams } from '../api/types.ts';

/**
 * Query keys of the address queries, general to specific with the parameters object last, so that
 * `invalidateQueries({ queryKey: addressKeys.all })` reaches every address query and
 * `addressKeys.houseNumbers()` every autocomplete. Every request parameter is part of the key; an absent and a
 * blank addition, which send the same request, share one key.
 *
 * @example
 * ```ts
 * addressKeys.exact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
 * // ['address', 'exact', { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }]
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
};

// Only the request parameters, in a fixed shape: extra properties of the caller's object stay out of the key.
function belgianKey(p: HouseNumberParams & { country: 'BE' }): HouseNumberParams {
  const { country, municipalityNisCode, streetId, postcode, language, validation, houseNumber } = p;
  return { country, municipalityNisCode, streetId, postcode, language, validation, houseNumber };
}

function germanKey(p: HouseNumberParams & { country: 'DE' }): HouseNumberParams {
  const { country, cityId, streetId, postcode, validation, houseNumber } = p;
  return { country, cityId, streetId, postcode, validation, houseNumber };
}
