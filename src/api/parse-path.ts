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

/** The decoded path element of a postal-area autocomplete request (either country). */
export type PostalAreaRouteElements = { postalArea: string };

/** The decoded path elements of a Belgian street autocomplete request; `postcode` may be empty. */
export type BelgianStreetRouteElements = { municipalityNisCode: string; postcode: string; streetName: string };

/** The decoded path elements of a German street autocomplete request; `postcode` may be empty. */
export type GermanStreetRouteElements = { cityId: string; postcode: string; streetName: string };

/** The decoded path elements of a Dutch postcode lookup. */
export type PostcodeRouteElements = {
  postcode: string;
  houseNumber: string;
  /** Absent when the path left the element out (or left it empty). */
  houseNumberAddition?: string;
};

/** One of the operations of the service, as a request path names it. */
export type ServiceRoute =
  | { operation: 'exact'; form: ExactPathForm; elements: ExactRouteElements }
  | { operation: 'be-house-number'; elements: BelgianRouteElements }
  | { operation: 'de-house-number'; elements: GermanRouteElements }
  | { operation: 'be-postal-area' | 'de-postal-area'; elements: PostalAreaRouteElements }
  | { operation: 'be-street'; elements: BelgianStreetRouteElements }
  | { operation: 'de-street'; elements: GermanStreetRouteElements }
  | { operation: 'postcode'; elements: PostcodeRouteElements };

/** Why a path names no operation. */
export type RouteProblem =
  /** The path is not one of the operations (or has the wrong number of elements). */
  | 'unknown-route'
  /** A matchExact or postcode-lookup path without its house number. */
  | 'missing-house-number'
  /** An element is not valid percent-encoded UTF-8. */
  | 'bad-encoding';

type Operation = ServiceRoute['operation'];

/** Each operation's path prefix and element names, in path order. */
const P = SERVICE_PATH_PREFIXES;
const PREFIXES: Record<Exclude<Operation, 'exact'>, string> = {
  'be-house-number': P.BE,
  'de-house-number': P.DE,
  'be-postal-area': P.postalArea.BE,
  'de-postal-area': P.postalArea.DE,
  'be-street': P.street.BE,
  'de-street': P.street.DE,
  postcode: P.postcode,
};
const NAMES: Record<Operation, readonly string[]> = {
  exact: ['city', 'street', 'houseNumber', 'houseNumberAddition'],
  'be-house-number': ['municipalityNisCode', 'streetId', 'postcode', 'language', 'validation', 'houseNumber'],
  'de-house-number': ['cityId', 'streetId', 'postcode', 'validation', 'houseNumber'],
  'be-postal-area': ['postalArea'],
  'de-postal-area': ['postalArea'],
  'be-street': ['municipalityNisCode', 'postcode', 'streetName'],
  'de-street': ['cityId', 'postcode', 'streetName'],
  postcode: ['postcode', 'houseNumber', 'houseNumberAddition'],
};
/** The operations whose path ends in a house number and an optional addition: how many elements come before them. */
const BEFORE_HOUSE_NUMBER: Partial<Record<Operation, number>> = { exact: 2, postcode: 1 };
const OPERATIONS: [prefix: string, operation: Operation, form?: ExactPathForm][] = [
  [P.exact['nl/v1'], 'exact', 'nl/v1'],
  [P.exact.rest, 'exact', 'rest'],
  ...Object.entries(PREFIXES).map(([operation, prefix]) => [prefix, operation as Operation] as [string, Operation]),
];

/** The path prefix of a route's operation (and exact form). */
export function routePrefix(route: ServiceRoute): string {
  return route.operation === 'exact' ? P.exact[route.form] : PREFIXES[route.operation];
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
  const [prefix, operation, form] = match;
  const names = NAMES[operation];
  const beforeHouseNumber = BEFORE_HOUSE_NUMBER[operation];
  let values: string[];
  try {
    values = path.slice(prefix.length).split('/').map((element) => decodeURIComponent(element));
  } catch {
    return 'bad-encoding';
  }
  if (values.length > names.length || values.length < (beforeHouseNumber ?? names.length)) return 'unknown-route';
  const elements = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  if (elements['houseNumber'] === '') return beforeHouseNumber === undefined ? 'unknown-route' : 'missing-house-number';
  if (elements['houseNumberAddition'] === '') delete elements['houseNumberAddition'];
  // The names come from the table above, which matches the element interfaces name for name.
  return { operation, ...(form === undefined ? {} : { form }), elements } as unknown as ServiceRoute;
}
