import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressApiError, isAddressApiError } from '../../src/api/errors.ts';

describe('AddressApiError', () => {
  it('carries its kind, message and the details given, and a cause as the standard cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new AddressApiError('rate-limited', 'rate-limited (HTTP 429)', {
      status: 429,
      exceptionId: 'Throttled',
      retryAfterMs: 2000,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AddressApiError',
      kind: 'rate-limited',
      message: 'rate-limited (HTTP 429)',
      status: 429,
      exceptionId: 'Throttled',
      retryAfterMs: 2000,
    });
    expect(error.cause).toBe(cause);
  });

  it('has only the details that are there, so "in" tells whether there was a response', () => {
    const error = new AddressApiError('network', 'network', { status: undefined, exception: undefined });
    for (const key of ['status', 'exception', 'exceptionId', 'candidates', 'retryAfterMs', 'cause'])
      expect(key in error).toBe(false);
    expect('candidates' in new AddressApiError('city-not-unique', 'x', { candidates: [] })).toBe(true);
  });

  it('caps its message and the exception at 1000 characters with an ellipsis, never inside a surrogate pair', () => {
    const error = new AddressApiError('server', 'x'.repeat(5000), { exception: 'y'.repeat(1000) });
    expect(error.message).toBe(`${'x'.repeat(999)}…`);
    expect(error.exception).toBe('y'.repeat(1000));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 990, maxLength: 1200 }), (text) => {
        const { message } = new AddressApiError('server', text);
        expect(message.isWellFormed()).toBe(true);
        expect(message.length).toBeLessThanOrEqual(1000);
        expect(message === text || (message.endsWith('…') && text.startsWith(message.slice(0, -1)))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('isAddressApiError', () => {
  it('knows an AddressApiError, also one of another copy of the package, by its name and kind', () => {
    expect(isAddressApiError(new AddressApiError('timeout', 'timeout'))).toBe(true);
    expect(isAddressApiError(Object.assign(new Error('x'), { name: 'AddressApiError', kind: 'not-found' }))).toBe(true);
    expect(isAddressApiError({ name: 'AddressApiError', kind: 'server' })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      new Error('x'),
      { name: 'AddressApiError' },
      { name: 'AddressApiError', kind: 404 },
      { name: 'TypeError', kind: 'server' },
      null,
      undefined,
      'AddressApiError',
    ]) {
      expect(isAddressApiError(value)).toBe(false);
    }
  });
});
