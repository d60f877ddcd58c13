import { emptyParam, OPERATIONS } from './operations.ts';
import type { ExactPathForm } from './paths.ts';

/** The decoded path elements of a matchExact request; numbers stay text for the receiver to check. */
export type ExactRouteElements = {
  city: string;
  street: string;
  houseNumber: string;
  houseNumberAddition?: string;
};

export type BelgianRouteElements = {
  municipalityNisCode: string;
  streetId: string;
  postcode: string;
  language: string;
  validation: string;
  houseNumber: string;
};

export type GermanRouteElements = {
  cityId: string;
  streetId: string;
  postcode: string;
  validation: string;
  houseNumber: string;
};

export type PostalAreaRouteElements = { postalArea: string };

/** The decoded path elements of a street autocomplete request; `postcode` may be empty. */
export type BelgianStreetRouteElements = { municipalityNisCode: string; postcode: string; streetName: string };

export type GermanStreetRouteElements = { cityId: string; postcode: string; streetName: string };

export type PostcodeRouteElements = {
  postcode: string;
  houseNumber: string;
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
export type RouteProblem = 'unknown-route' | 'missing-house-number' | 'bad-encoding';

/** Each operation with its parameters' names in path order and the one that may be empty: worked out once. */
const SHAPES = Object.entries(OPERATIONS).map(([key, op]) => ({
  key,
  op,
  names: Object.keys(op.params),
  empty: emptyParam(op),
}));

/**
 * Finds the operation a raw path names, and decodes each element on its own (`%2F` stays inside it). With `merged`,
 * an element a router took away by merging `//` into `/` (Next.js, nginx) is put back, empty.
 */
export function parseServicePath(path: string, { merged = false } = {}): ServiceRoute | RouteProblem {
  const found = SHAPES.find(({ op }) => path.startsWith(op.prefix));
  if (found === undefined) return 'unknown-route';
  const { key, op, names, empty } = found;
  let values: string[];
  try {
    values = path
      .slice(op.prefix.length)
      .split('/')
      .map((element) => decodeURIComponent(element));
  } catch {
    return 'bad-encoding';
  }
  if (merged && empty !== -1 && values.length === names.length - 1) values.splice(empty, 0, '');
  // A path whose names end in the addition may leave out the addition, and its house number (to be told so).
  const optionalTail = names.at(-1) === 'houseNumberAddition' ? 2 : 0;
  if (values.length > names.length || values.length < names.length - optionalTail) return 'unknown-route';
  const elements: Record<string, string> = {};
  for (const [i, name] of names.entries()) elements[name] = values[i] ?? '';
  if (elements['houseNumber'] === '') return optionalTail === 0 ? 'unknown-route' : 'missing-house-number';
  if (!elements['houseNumberAddition']) delete elements['houseNumberAddition'];
  return (key === 'nl/v1' || key === 'rest'
    ? { operation: 'exact', form: key, elements }
    : { operation: key, elements }) as unknown as ServiceRoute;
}
