import { describe, expect, it } from 'vitest';
import { CheckBookError } from '../../src/cli/check-book-error.ts';

describe('CheckBookError', () => {
  it('is an Error that tells its kind, for the exit code, and its message', () => {
    const error = new CheckBookError('columns', 'No column "postcode": the book has name, street.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CheckBookError');
    expect(error.kind).toBe('columns');
    expect(error.message).toBe('No column "postcode": the book has name, street.');
    expect(String(error)).toBe('CheckBookError: No column "postcode": the book has name, street.');
  });

  it('keeps the failure it was made from as its cause', () => {
    const cause = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    const error = new CheckBookError('input', 'Cannot read book.csv: no such file.', { cause });
    expect(error.kind).toBe('input');
    expect(error.cause).toBe(cause);
    expect(new CheckBookError('output', 'x').cause).toBeUndefined();
  });
});
