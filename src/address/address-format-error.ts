/**
 * What {@link AddressFormatError} refuses: `country`, the address's country, or `from`, the option, is not an
 * ISO 3166-1 alpha-2 code (two letters A to Z, in either case, once trimmed). Switch on it; never match the message.
 */
export type AddressFormatErrorKind = 'country' | 'from';

/** The longest text of the refused value the message quotes: a longer one ends in an ellipsis. */
const MAX_QUOTED = 40;

/** A value as a message names it: a text quoted (its control characters escaped, cut short), anything else by its type. */
function quoted(value: unknown): string {
  if (typeof value !== 'string') return value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean' ? String(value) : `a ${typeof value}`;
  const shown = value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED - 1).replace(/[\uD800-\uDBFF]$/u, '')}…` : value;
  return JSON.stringify(shown);
}

/**
 * What `formatAddress` throws for a country it cannot write a label for: one that is not two letters (`USA`, `1`, a
 * flag emoji, `''`). The refused value is {@link AddressFormatError.value}, and quoted in the message.
 *
 * @example
 * ```ts
 * try {
 *   formatAddress(order.address, { from: 'NL' });
 * } catch (error) {
 *   if (error instanceof AddressFormatError && error.kind === 'country') flagOrder(order, error.value);
 * }
 * ```
 */
export class AddressFormatError extends Error {
  /** `'AddressFormatError'`, also on an error from another copy of the package, where `instanceof` says no. */
  override readonly name = 'AddressFormatError';

  constructor(
    /** Which value is refused: the address's `country` or the option `from`. */
    readonly kind: AddressFormatErrorKind,
    /** The value as it was given. */
    readonly value: unknown,
  ) {
    super(`formatAddress: ${kind === 'country' ? "the address's country" : 'from'} ${quoted(value)} is not a two-letter country code (ISO 3166-1 alpha-2)`);
  }
}
