import { describe, expect, it } from 'vitest';
import {
  NOSNIFF,
  proxyError,
  refusalStatus,
  upstreamErrorBody,
  type ProxyRefusal,
} from '../../src/server/proxy-errors.ts';

const REFUSALS: [ProxyRefusal, number][] = [
  ['origin', 403],
  ['method', 405],
  ['unknown-route', 404],
  ['missing-house-number', 400],
  ['bad-encoding', 400],
  ['aborted', 499],
  ['upstream-timeout', 504],
  ['upstream-unreachable', 502],
  ['upstream-refused-credentials', 502],
  ['upstream-answer-withheld', 502],
  ['limit-exceeded', 429],
  ['limit-store-unavailable', 503],
];

describe('upstreamErrorBody', () => {
  it('says what the status means, in the service’s error shape', () => {
    expect(upstreamErrorBody(429)).toEqual({
      exception: 'The address service is busy (HTTP 429): try again later.',
      exceptionId: 'Proxy_UpstreamErrorException',
    });
    expect(upstreamErrorBody(404)).toEqual({
      exception: 'The address service did not find this operation (HTTP 404).',
      exceptionId: 'Proxy_UpstreamErrorException',
    });
    expect(upstreamErrorBody(503)).toEqual({
      exception: 'The address service is unavailable (HTTP 503): try again later.',
      exceptionId: 'Proxy_UpstreamErrorException',
    });
    expect(upstreamErrorBody(500).exception).toContain('HTTP 500');
  });
});

describe('refusalStatus', () => {
  it.each(REFUSALS)('answers %s with %i', (refusal, status) => {
    expect(refusalStatus(refusal)).toBe(status);
  });
});

describe('proxyError', () => {
  it.each(REFUSALS)(
    'answers %s with its status and a JSON body of the service’s shape, never kept, never sniffed',
    async (refusal, status) => {
      const response = proxyError(refusal, { Vary: 'Origin' });
      expect(response.status).toBe(status);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/u);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Vary')).toBe('Origin');
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['exception', 'exceptionId']);
      expect(body.exceptionId).toMatch(/^Proxy_[A-Za-z]+Exception$/u);
      expect(body.exception).toMatch(/\.$/u);
    },
  );

  it('names the parameter of an invalid-parameter refusal, and the base path of a request outside it', async () => {
    const invalid = proxyError('invalid-parameter', {}, 'houseNumber');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      exception: 'Invalid value for `houseNumber`.',
      exceptionId: 'Proxy_InvalidParameterException',
    });
    const outside = proxyError('outside-base-path', {}, '/api/address');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({
      exception: 'Not an address request: this proxy answers only paths under /api/address/.',
      exceptionId: 'Proxy_OutsideBasePathException',
    });
  });

  it('keeps the caller’s headers, but never lets them make the answer cacheable or sniffable', () => {
    const response = proxyError('limit-exceeded', {
      'Retry-After': '30',
      'Cache-Control': 'max-age=600',
      'X-Content-Type-Options': 'sniff',
    });
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe(NOSNIFF['X-Content-Type-Options']);
  });
});
