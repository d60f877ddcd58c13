import type { ServiceRoute } from '../api/parse-path.ts';
import { encodePathElement } from '../api/paths.ts';

const join = (prefix: string, elements: string[]): string => prefix + elements.map(encodePathElement).join('/');

/** The upstream path of a checked route: every element encoded anew, nothing of the incoming path kept. */
export function upstreamPath(route: ServiceRoute): string {
  switch (route.operation) {
    case 'exact': {
      const { city, street, houseNumber, houseNumberAddition } = route.elements;
      const prefix = route.form === 'rest' ? '/rest/addresses/exact/' : '/nl/v1/addresses/exact/';
      return join(prefix, houseNumberAddition === undefined ? [city, street, houseNumber] : [city, street, houseNumber, houseNumberAddition]);
    }
    case 'be-house-number': {
      const e = route.elements;
      return join('/be/v1/autocomplete/house-number/', [e.municipalityNisCode, e.streetId, e.postcode, e.language, e.validation, e.houseNumber]);
    }
    case 'de-house-number': {
      const e = route.elements;
      return join('/de/v1/autocomplete/house-number/', [e.cityId, e.streetId, e.postcode, e.validation, e.houseNumber]);
    }
  }
}
