import { ADDRESS_LIMITS as L } from '../api/limits.ts';
import type { ServiceRoute } from '../api/parse-path.ts';

const CONTROL = /\p{Cc}/u;
const DIGITS_5 = /^\d{1,5}$/u;
const DIGITS_12 = /^\d{1,12}$/u;
const DIGITS_4 = /^\d{1,4}$/u;
const BELGIAN_LANGUAGES = ['nl', 'fr', 'de'];
const BELGIAN_VALIDATIONS = ['strict', 'street', 'number', 'none'];
const GERMAN_VALIDATIONS = ['strict', 'number', 'none'];

/** Whether a decoded element is text the proxy may pass on: within its length, no control character, not a dot segment. */
function text(value: string, maxLength: number): boolean {
  return Array.from(value).length <= maxLength && !CONTROL.test(value) && !/^\.+$/u.test(value) && value.isWellFormed();
}

const oneOf = (value: string, allowed: string[]): boolean => allowed.includes(value);
const optionalId = (value: string): boolean => value === '' || DIGITS_12.test(value);

/**
 * The first decoded element of a route that breaks the specification's limits, or `undefined`. Every element is
 * checked after decoding, so no encoding trick (doubled, `%2F`, `%2e%2e`, NUL) gets past as something else.
 */
export function routeProblem(route: ServiceRoute): string | undefined {
  switch (route.operation) {
    case 'exact': {
      const { city, street, houseNumber, houseNumberAddition } = route.elements;
      if (!text(city, L.maxNameLength) || city.trim() === '') return 'city';
      if (!text(street, L.maxNameLength) || street.trim() === '') return 'street';
      if (!DIGITS_5.test(houseNumber)) return 'houseNumber';
      if (houseNumberAddition !== undefined && !text(houseNumberAddition, L.maxAdditionLength)) return 'houseNumberAddition';
      return undefined;
    }
    case 'be-house-number': {
      const e = route.elements;
      if (!optionalId(e.municipalityNisCode)) return 'municipalityNisCode';
      if (!DIGITS_12.test(e.streetId)) return 'streetId';
      if (!DIGITS_4.test(e.postcode)) return 'postcode';
      if (!oneOf(e.language, BELGIAN_LANGUAGES)) return 'language';
      if (!oneOf(e.validation, BELGIAN_VALIDATIONS)) return 'validation';
      return text(e.houseNumber, L.maxBelgianHouseNumberLength) ? undefined : 'houseNumber';
    }
    case 'de-house-number': {
      const e = route.elements;
      if (!optionalId(e.cityId)) return 'cityId';
      if (!DIGITS_12.test(e.streetId)) return 'streetId';
      if (!/^\d{5}$/u.test(e.postcode)) return 'postcode';
      if (!oneOf(e.validation, GERMAN_VALIDATIONS)) return 'validation';
      return text(e.houseNumber, L.maxGermanHouseNumberLength) ? undefined : 'houseNumber';
    }
  }
}
