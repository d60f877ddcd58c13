/** What went wrong, for the exit code: `columns` (a usage mistake), `input` (the book) or `output`. */
export type CheckBookErrorKind = 'columns' | 'input' | 'output';

/** A mistake in what `checkBook` was given (a missing file, an unknown column): told with its message, no stack. */
export class CheckBookError extends Error {
  override readonly name = 'CheckBookError';

  constructor(
    readonly kind: CheckBookErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
