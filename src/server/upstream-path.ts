import type { ServiceRoute } from '../api/parse-path.ts';
import { joinPathElements, SERVICE_PATH_PREFIXES } from '../api/paths.ts';

/** The upstream path of a checked route: every element encoded anew, nothing of the incoming path kept. */
export function upstreamPath(route: ServiceRoute): string {
  switch (route.operation) {
    case 'exact': {
      const { city, street, houseNumber, houseNumberAddition } = route.elements;
      const elements = houseNumberAddition === undefined ? [city, street, houseNumber] : [city, street, houseNumber, houseNumberAddition];
      return SERVICE_PATH_PREFIXES.exact[route.form] + joinPathElements(elements);
    }
    case 'be-house-number': {
      const e = route.elements;
      return SERVICE_PATH_PREFIXES.BE + joinPathElements([e.municipalityNisCode, e.streetId, e.postcode, e.language, e.validation, e.houseNumber]);
    }
    case 'de-house-number': {
      const e = route.elements;
      return SERVICE_PATH_PREFIXES.DE + joinPathElements([e.cityId, e.streetId, e.postcode, e.validation, e.houseNumber]);
    }
  }
}
