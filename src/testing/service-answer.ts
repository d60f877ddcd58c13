import type { ServiceErrorBody } from '../api/types.ts';

/** What the model answers, before it becomes a `Response`. */
export interface ServiceAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * The service's vendor prefix, written as the specification writes it: the neutral word `Service`. Clients
 * must match the part after it (and the status), never the prefix.
 */
const VENDOR = 'Service';

/** An error answer in the service's `{exception, exceptionId}` shape. */
export function serviceError(status: number, exceptionId: string, exception: string): ServiceAnswer {
  const body: ServiceErrorBody = { exception, exceptionId: `${VENDOR}_${exceptionId}` };
  return { status, body };
}

/** The error answers the model gives, by name. */
export const errors = {
  notFound: () => serviceError(404, 'Service_PostcodeAddress_AddressNotFoundException', 'Combination does not exist.'),
  invalidHouseNumber: () =>
    serviceError(400, 'Controller_Address_InvalidHouseNumberException', 'Invalid house number.'),
  houseNumberTooLarge: () =>
    serviceError(400, 'Controller_Address_HouseNumberTooLargeException', 'House number too large.'),
  noHouseNumber: () =>
    serviceError(400, 'Controller_Address_NoHouseNumberSpecifiedException', 'No house number specified.'),
  invalidParameter: (name: string) =>
    serviceError(400, 'React_Controller_Action_InvalidParameterException', `Invalid value for parameter \`${name}\`.`),
  userNotCorrect: (key: string) =>
    serviceError(
      401,
      'Controller_Plugin_HttpBasicAuthentication_NotAuthorizedException',
      `User \`${key}\` not correct.`,
    ),
  passwordNotCorrect: () =>
    serviceError(401, 'Controller_Plugin_HttpBasicAuthentication_PasswordNotCorrectException', 'Password not correct.'),
  unknownRoute: () => serviceError(404, 'React_Controller_RouteNotFoundException', 'Unknown operation.'),
  methodNotAllowed: () =>
    serviceError(405, 'React_Controller_MethodNotAllowedException', 'Only GET requests are supported.'),
  postcodeTooShort: () => serviceError(400, 'Controller_Address_PostcodeTooShortException', 'Postcode too short.'),
  postcodeTooLong: () => serviceError(400, 'Controller_Address_PostcodeTooLongException', 'Postcode too long.'),
  noPostcode: () => serviceError(400, 'Controller_Address_NoPostcodeSpecifiedException', 'No postcode specified.'),
  invalidPostcode: () => serviceError(400, 'Controller_Address_InvalidPostcodeException', 'Invalid postcode.'),
  negativeHouseNumber: () =>
    serviceError(400, 'Controller_Address_NegativeHouseNumberException', 'House number is negative.'),
  houseNumberNotInteger: () =>
    serviceError(400, 'Controller_Address_HouseNumberIsNotAnIntegerException', 'House number is not an integer.'),
  cityNotUnique: (city: string, candidates: string[]) =>
    serviceError(
      409,
      'Service_PostcodeAddress_CityNotUniqueException',
      `City name "${city}" is not unique, use one of: ${candidates.join(', ')}.`,
    ),
};

/**
 * How long an answer may be kept, by operation, as the model has it: an address looked up (the registry changes
 * rarely, and a shop may ask again at the order) for a day, suggestions for what was typed for an hour; errors never.
 */
export const CACHE_CONTROL = { lookup: 'private, max-age=86400', suggestions: 'private, max-age=3600' } as const;

/** Turns an answer into a `Response` with the service's content type and cache header. */
export function toResponse(answer: ServiceAnswer, cacheControl: string = CACHE_CONTROL.lookup): Response {
  const ok = answer.status >= 200 && answer.status < 300;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': ok ? cacheControl : 'no-store',
      ...answer.headers,
    },
  });
}
