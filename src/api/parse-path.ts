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

const P = SERVICE_PATH_PREFIXES;
const EXACT = 'city street houseNumber houseNumberAddition';
/**
 * Each operation: its path prefix, its element names in path order (one text, split at spaces), and the form of a
 * matchExact path. A path whose names end in `houseNumberAddition` may leave out its addition, and is
 * `missing-house-number` without its house number.
 */
const ROUTES: [prefix: string, operation: Operation, names: string, form?: ExactPathForm][] = [
  [P.exact['nl/v1'], 'exact', EXACT, 'nl/v1'],
  [P.exact.rest, 'exact', EXACT, 'rest'],
  [P.BE, 'be-house-number', 'municipalityNisCode streetId postcode language validation houseNumber'],
  [P.DE, 'de-house-number', 'cityId streetId postcode validation houseNumber'],
  [P.postalArea.BE, 'be-postal-area', 'postalArea'],
  [P.postalArea.DE, 'de-postal-area', 'postalArea'],
  [P.street.BE, 'be-street', 'municipalityNisCode postcode streetName'],
  [P.street.DE, 'de-street', 'cityId postcode streetName'],
  [P.postcode, 'postcode', 'postcode houseNumber houseNumberAddition'],
];

/** The path prefix of a route's operation (and exact form). */
export function routePrefix(route: ServiceRoute): string {
  const form = route.operation === 'exact' ? route.form : undefined;
  // Every operation (and exact form) has its line in the table.
  return ROUTES.find(([, operation, , f]) => operation === route.operation && f === form)?.[0] ?? '';
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
  const match = ROUTES.find(([prefix]) => path.startsWith(prefix));
  if (match === undefined) return 'unknown-route';
  const [prefix, operation, spaced, form] = match;
  const names = spaced.split(' ');
  let values: string[];
  try {
    values = path.slice(prefix.length).split('/').map((element) => decodeURIComponent(element));
  } catch {
    return 'bad-encoding';
  }
  // A path whose names end in the addition may leave out the addition, and its house number (to be told so).
  const optionalTail = names.at(-1) === 'houseNumberAddition' ? 2 : 0;
  if (values.length > names.length || values.length < names.length - optionalTail) return 'unknown-route';
  const elements: Record<string, string> = {};
  for (const [i, name] of names.entries()) elements[name] = values[i] ?? '';
  if (elements['houseNumber'] === '') return optionalTail === 0 ? 'unknown-route' : 'missing-house-number';
  // An absent or empty addition is left out.
  if (!elements['houseNumberAddition']) delete elements['houseNumberAddition'];
  // The names come from the table above, which matches the element interfaces name for name.
  return (form === undefined ? { operation, elements } : { operation, form, elements }) as unknown as ServiceRoute;
}
