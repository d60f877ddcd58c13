import { SERVICE_PATH_PREFIXES, type ExactPathForm } from './paths.ts';

/** The decoded path elements of a matchExact request; numbers stay text for the receiver to check. */
export interface ExactRouteElements {
  city: string;
  street: string;
  houseNumber: string;
  /** Absent when the path left the element out (or left it empty). */
  houseNumberAddition?: string;
}

/** The decoded path elements of a Belgian autocomplete request. */
export interface BelgianRouteElements {
  municipalityNisCode: string;
  streetId: string;
  postcode: string;
  language: string;
  validation: string;
  houseNumber: string;
}

/** The decoded path elements of a German autocomplete request. */
export interface GermanRouteElements {
  cityId: string;
  streetId: string;
  postcode: string;
  validation: string;
  houseNumber: string;
}

/** One of the three operations of the service, as a request path names it. */
export type ServiceRoute =
  | { operation: 'exact'; form: ExactPathForm; elements: ExactRouteElements }
  | { operation: 'be-house-number'; elements: BelgianRouteElements }
  | { operation: 'de-house-number'; elements: GermanRouteElements };

/** Why a path names no operation. */
export type RouteProblem =
  /** The path is not one of the three operations (or has the wrong number of elements). */
  | 'unknown-route'
  /** A matchExact path without its house number. */
  | 'missing-house-number'
  /** An element is not valid percent-encoded UTF-8. */
  | 'bad-encoding';

const PREFIXES: [string, 'exact-nl' | 'exact-rest' | 'be-house-number' | 'de-house-number'][] = [
  [SERVICE_PATH_PREFIXES.exact['nl/v1'], 'exact-nl'],
  [SERVICE_PATH_PREFIXES.exact.rest, 'exact-rest'],
  [SERVICE_PATH_PREFIXES.BE, 'be-house-number'],
  [SERVICE_PATH_PREFIXES.DE, 'de-house-number'],
];

function decodeAll(raw: string[]): string[] | undefined {
  try {
    return raw.map((element) => decodeURIComponent(element));
  } catch {
    return undefined;
  }
}

function exactRoute(form: ExactPathForm, e: string[]): ServiceRoute | RouteProblem {
  const [city = '', street = '', houseNumber, addition] = e;
  if (e.length < 2 || e.length > 4) return 'unknown-route';
  if (houseNumber === undefined || houseNumber === '') return 'missing-house-number';
  const elements: ExactRouteElements = { city, street, houseNumber };
  if (addition !== undefined && addition !== '') elements.houseNumberAddition = addition;
  return { operation: 'exact', form, elements };
}

/**
 * Finds the operation a raw (still percent-encoded) path names, and decodes each path element on its own,
 * so an encoded `/` (`%2F`) stays inside its element.
 *
 * @example
 * ```ts
 * parseServicePath('/nl/v1/addresses/exact/Den%20Haag/Lange%20Voorhout/1');
 * // { operation: 'exact', form: 'nl/v1', elements: { city: 'Den Haag', street: 'Lange Voorhout', houseNumber: '1' } }
 * ```
 */
export function parseServicePath(path: string): ServiceRoute | RouteProblem {
  const match = PREFIXES.find(([prefix]) => path.startsWith(prefix));
  if (match === undefined) return 'unknown-route';
  const [prefix, operation] = match;
  const elements = decodeAll(path.slice(prefix.length).split('/'));
  if (elements === undefined) return 'bad-encoding';
  if (operation === 'exact-nl' || operation === 'exact-rest') {
    return exactRoute(operation === 'exact-nl' ? 'nl/v1' : 'rest', elements);
  }
  if (operation === 'be-house-number') {
    const [municipalityNisCode, streetId, postcode, language, validation, houseNumber] = elements;
    if (elements.length !== 6 || houseNumber === undefined || houseNumber === '') return 'unknown-route';
    return {
      operation,
      elements: {
        municipalityNisCode: municipalityNisCode ?? '',
        streetId: streetId ?? '',
        postcode: postcode ?? '',
        language: language ?? '',
        validation: validation ?? '',
        houseNumber,
      },
    };
  }
  const [cityId, streetId, postcode, validation, houseNumber] = elements;
  if (elements.length !== 5 || houseNumber === undefined || houseNumber === '') return 'unknown-route';
  return {
    operation,
    elements: { cityId: cityId ?? '', streetId: streetId ?? '', postcode: postcode ?? '', validation: validation ?? '', houseNumber },
  };
}
