import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../src/api/error-from-response.ts';

const response = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('errorFromResponse', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [400, 'invalid-input'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [405, 'invalid-input'],
    [409, 'city-not-unique'],
    [414, 'invalid-input'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
  ])('reads status %i as %s', (status, kind) => {
    expect(errorFromResponse(response(status), undefined)).toMatchObject({ kind, status });
  });

  it("reads a 404 as not-found only when its exceptionId ends in the service's AddressNotFoundException", () => {
    for (const exceptionId of [
      'PostcodeNl_Service_PostcodeAddress_AddressNotFoundException',
      'Service_AddressNotFoundException',
      'AddressNotFoundException',
    ]) {
      expect(errorFromResponse(response(404), { exception: 'Address not found', exceptionId })).toMatchObject({
        kind: 'not-found',
        exceptionId,
      });
    }
    for (const body of [
      undefined,
      '<html>Not Found</html>',
      { exceptionId: 'PostcodeNl_Controller_NotFoundException' },
      { exceptionId: 'AddressNotFoundExceptionX' },
      { exceptionId: 404 },
    ]) {
      expect(errorFromResponse(response(404), body)).toMatchObject({ kind: 'server', status: 404 });
    }
  });

  it("names the kind and status in its message, and the service's text after it", () => {
    expect(errorFromResponse(response(400), { exception: 'Invalid house number', exceptionId: 'X' })).toMatchObject({
      message: 'invalid-input (HTTP 400): Invalid house number',
      exception: 'Invalid house number',
      exceptionId: 'X',
    });
    const bare = errorFromResponse(response(502), null);
    expect(bare.message).toBe('server (HTTP 502)');
    expect('exception' in bare || 'exceptionId' in bare).toBe(false);
  });

  it('reads Retry-After as seconds or as a date from now, and nothing else', () => {
    vi.useFakeTimers({ now: Date.parse('2024-05-01T12:00:00Z') });
    expect(errorFromResponse(response(429, { 'Retry-After': '2' }), undefined).retryAfterMs).toBe(2000);
    expect(errorFromResponse(response(429, { 'Retry-After': ' 1.5 ' }), undefined).retryAfterMs).toBe(1500);
    expect(
      errorFromResponse(response(503, { 'Retry-After': 'Wed, 01 May 2024 12:02:00 GMT' }), undefined).retryAfterMs,
    ).toBe(120_000);
    expect(
      errorFromResponse(response(503, { 'Retry-After': 'Wed, 01 May 2024 11:00:00 GMT' }), undefined).retryAfterMs,
    ).toBe(0);
    for (const header of ['soon', '', ' '])
      expect('retryAfterMs' in errorFromResponse(response(429, { 'Retry-After': header }), undefined)).toBe(false);
    expect('retryAfterMs' in errorFromResponse(response(429), undefined)).toBe(false);
  });

  it('gives a 409 the candidate cities of its text, and no other kind candidates', () => {
    const text = 'City name "Hengelo" is not unique, use one of: Hengelo gem. Hengelo, Hengelo gem. Bronckhorst.';
    expect(errorFromResponse(response(409), { exception: text }, 'Hengelo').candidates).toEqual([
      'Hengelo gem. Hengelo',
      'Hengelo gem. Bronckhorst',
    ]);
    expect(errorFromResponse(response(409), undefined).candidates).toEqual([]);
    expect('candidates' in errorFromResponse(response(400), { exception: text })).toBe(false);
  });
});
