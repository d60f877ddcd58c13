/** Every way a call to the address service can fail. Switch on it; never match the message. */
export type AddressApiErrorKind =
  | 'city-not-unique'
  | 'not-found'
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'invalid-response';

// The longest text an error keeps (message, `exception`); a longer one is cut, never inside a surrogate pair.
const MAX_ERROR_TEXT = 1000;

const capText = (text: unknown): unknown =>
  typeof text === 'string' && text.length > MAX_ERROR_TEXT
    ? `${text.slice(0, MAX_ERROR_TEXT - 1).replace(/[\uD800-\uDBFF]$/u, '')}…`
    : text;

export interface AddressApiErrorDetails {
  status?: number | undefined;
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

/** The one error type of the address client; test for it with {@link isAddressApiError}. */
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
    for (const [key, value] of Object.entries({ kind, ...details }))
      if (value !== undefined) (this as Record<string, unknown>)[key] = capText(value);
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
