/**
 * What went wrong, for the exit code: `columns` (a column named that the book does not have, or none found: a usage
 * mistake), `input` (the book cannot be read, or is not CSV), `output` (the output file cannot be written, or is not
 * one this command wrote for this book).
 */
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
