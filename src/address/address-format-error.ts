/** Which value {@link AddressFormatError} refuses as not a two-letter country code: the address's `country` or `from`. */
export type AddressFormatErrorKind = 'country' | 'from';

const MAX_QUOTED = 40;

function quoted(value: unknown): string {
  if (typeof value !== 'string')
    return value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `a ${typeof value}`;
  const shown =
    value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED - 1).replace(/[\uD800-\uDBFF]$/u, '')}…` : value;
  return JSON.stringify(shown);
}

/**
 * What `formatAddress` throws for a country that is not two letters (`USA`, `1`, `''`); switch on `kind`, not the message.
 * @example
 * ```ts
 * if (error instanceof AddressFormatError && error.kind === 'country') flagOrder(order, error.value);
 * ```
 */
export class AddressFormatError extends Error {
  /** Set so a check by name works across copies of the package, where `instanceof` fails. */
  override readonly name = 'AddressFormatError';

  constructor(
    readonly kind: AddressFormatErrorKind,
    readonly value: unknown,
  ) {
    super(
      `formatAddress: ${kind === 'country' ? "the address's country" : 'from'} ${quoted(value)} is not a two-letter country code (ISO 3166-1 alpha-2)`,
    );
  }
}
