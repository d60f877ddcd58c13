/** Every way a call to the address service can fail. Switch on it; never match the message. */
export type AddressApiErrorKind =
  /** 409: the city name is not unique; see {@link AddressApiError.candidates}. */
  | 'city-not-unique'
  /** 404 whose `exceptionId` names the service's address-not-found: the combination does not exist. */
  | 'not-found'
  /** 400, another 4xx, or refused before sending because a parameter breaks the service's limits. */
  | 'invalid-input'
  /** 401: wrong or missing key or secret. */
  | 'unauthorized'
  /** 403: the account has no access. */
  | 'forbidden'
  /** 429: too many requests; see {@link AddressApiError.retryAfterMs}. */
  | 'rate-limited'
  /** 5xx, or any other 404 (a retired or misrouted endpoint, a gateway's page): an outage. */
  | 'server'
  /** The whole request took longer than the client's `timeoutMs`. */
  | 'timeout'
  /** No answer: the connection failed or dropped. */
  | 'network'
  /** An answer that is not what the service promises (HTML, truncated JSON, a wrong field type). */
  | 'invalid-response';

/** The longest text an error keeps (its message, the service's `exception`): a longer one ends in an ellipsis. */
const MAX_ERROR_TEXT = 1000;

/** A text cut to {@link MAX_ERROR_TEXT} characters with an ellipsis, never inside a surrogate pair. */
const capText = (text: unknown): unknown =>
  typeof text === 'string' && text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT - 1).replace(/[\uD800-\uDBFF]$/u, '')}…` : text;

export interface AddressApiErrorDetails {
  /** HTTP status, when there was a response. */
  status?: number | undefined;
  /** The service's `exceptionId`, when the body had one. */
  exceptionId?: string | undefined;
  /** The service's own human-readable text, when the body had one (at most 1000 characters). */
  exception?: string | undefined;
  /** City names with a municipality suffix that resolve a `city-not-unique` conflict. */
  candidates?: string[] | undefined;
  /** How long the service asks to wait before the next request (from `Retry-After`). */
  retryAfterMs?: number | undefined;
  /** The underlying failure (a `TypeError` from `fetch`, a JSON `SyntaxError`, ...). */
  cause?: unknown;
}

/**
 * The one error type of the address client.
 *
 * @example
 * ```ts
 * try {
 *   await client.matchExact({ city: 'Hengelo', street: 'Kerkstraat', houseNumber: 1 });
 * } catch (error) {
 *   if (isAddressApiError(error) && error.kind === 'city-not-unique') showCityPicker(error.candidates);
 * }
 * ```
 */
export class AddressApiError extends Error {
  override readonly name = 'AddressApiError';
  declare readonly kind: AddressApiErrorKind;
  declare readonly status?: number;
  declare readonly exceptionId?: string;
  declare readonly exception?: string;
  /** Set for `city-not-unique` (possibly empty when the text could not be parsed); absent otherwise. */
  declare readonly candidates?: string[];
  declare readonly retryAfterMs?: number;

  constructor(kind: AddressApiErrorKind, message: string, { cause, ...details }: AddressApiErrorDetails = {}) {
    super(capText(message) as string, cause === undefined ? undefined : { cause });
    for (const [key, value] of Object.entries({ kind, ...details })) if (value !== undefined) (this as Record<string, unknown>)[key] = capText(value);
  }
}

/**
 * Tells whether a value is an {@link AddressApiError}, also one made in another realm (an iframe, a second copy).
 * @example
 * ```ts
 * if (isAddressApiError(error) && error.kind === 'not-found') showNotFound();
 * ```
 */
export function isAddressApiError(value: unknown): value is AddressApiError {
  return (
    value instanceof AddressApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'AddressApiError' &&
      typeof (value as { kind?: unknown }).kind === 'string')
  );
}
