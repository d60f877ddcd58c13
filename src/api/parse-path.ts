import { SERVICE_PATH_PREFIXES, type ExactPathForm } from './paths.ts';

/** The decoded path elements of a matchExact request; numbers stay text for the receiver to check. */
export type ExactRouteElements = {
  city: string;
  street: string;
  houseNumber: string;
  /** Absent when the path left the element out (or left it empty). */
  houseNumberAddition?: string;
};

/** The decoded path elements of a Belgian autocomplete request. */
export type BelgianRouteElements = {
  municipalityNisCode: string;
  streetId: string;
  postcode: string;
  language: string;
  validation: string;
  houseNumber: string;
};

/** The decoded path elements of a German autocomplete request. */
export type GermanRouteElements = {
  cityId: string;
  streetId: string;
  postcode: string;
  validation: string;
  houseNumber: string;
};

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

type Operation = ServiceRoute['operation'];

/** Each operation's path prefix, exact form and element names, in path order. */
const EXACT_NAMES = ['city', 'street', 'houseNumber', 'houseNumberAddition'];
const OPERATIONS: [prefix: string, operation: Operation, names: readonly string[], form?: ExactPathForm][] = [
  [SERVICE_PATH_PREFIXES.exact['nl/v1'], 'exact', EXACT_NAMES, 'nl/v1'],
  [SERVICE_PATH_PREFIXES.exact.rest, 'exact', EXACT_NAMES, 'rest'],
  [SERVICE_PATH_PREFIXES.BE, 'be-house-number', ['municipalityNisCode', 'streetId', 'postcode', 'language', 'validation', 'houseNumber']],
  [SERVICE_PATH_PREFIXES.DE, 'de-house-number', ['cityId', 'streetId', 'postcode', 'validation', 'houseNumber']],
];

/** The path prefix of a route's operation (and exact form). */
export function routePrefix(route: ServiceRoute): string {
  return route.operation === 'exact' ? SERVICE_PATH_PREFIXES.exact[route.form] : SERVICE_PATH_PREFIXES[route.operation === 'be-house-number' ? 'BE' : 'DE'];
}

/**
 * Finds the operation a raw (still percent-encoded) path names, and decodes each path element on its own,
 * so an encoded `/` (`%2F`) stays inside its element. The elements come in path order; a matchExact path may
 * leave out its addition (or leave it empty), which then is absent.
 *
 * @example
 * ```ts
 * parseServicePath('/nl/v1/addresses/exact/Den%20Haag/Lange%20Voorhout/1');
 * // { operation: 'exact', form: 'nl/v1', elements: { city: 'Den Haag', street: 'Lange Voorhout', houseNumber: '1' } }
 * ```
 */
export function parseServicePath(path: string): ServiceRoute | RouteProblem {
  const match = OPERATIONS.find(([prefix]) => path.startsWith(prefix));
  if (match === undefined) return 'unknown-route';
  const [prefix, operation, names, form] = match;
  let values: string[];
  try {
    values = path.slice(prefix.length).split('/').map((element) => decodeURIComponent(element));
  } catch {
    return 'bad-encoding';
  }
  const exact = operation === 'exact';
  if (values.length > names.length || values.length < (exact ? 2 : names.length)) return 'unknown-route';
  const elements = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  if (elements['houseNumber'] === '') return exact ? 'missing-house-number' : 'unknown-route';
  if (elements['houseNumberAddition'] === '') delete elements['houseNumberAddition'];
  // The names come from the table above, which matches the element interfaces name for name.
  return { operation, ...(exact ? { form } : {}), elements } as unknown as ServiceRoute;
}
