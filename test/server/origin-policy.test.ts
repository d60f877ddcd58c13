import { describe, expect, it } from 'vitest';
import { decideOrigin, preflightHeaders } from '../../src/server/origin-policy.ts';

const SHOP = 'https://shop.example';
const request = (headers: Record<string, string>) =>
  new Request(`${SHOP}/api/address/nl/v1/addresses/postcode/2012ES/30`, { headers });
const decide = (headers: Record<string, string>, allowed: string[] = []) => decideOrigin(request(headers), allowed);

describe('decideOrigin', () => {
  it('lets same-origin and server-to-server requests through, without CORS headers', () => {
    const through = { allowed: true, corsHeaders: {} };
    expect(decide({})).toEqual(through);
    expect(decide({ 'Sec-Fetch-Site': 'same-origin', Origin: SHOP })).toEqual(through);
    expect(decide({ 'Sec-Fetch-Site': 'none' })).toEqual(through);
    expect(decide({ Origin: SHOP })).toEqual(through);
  });

  it('gives an allowed origin CORS headers for that origin alone', () => {
    const other = 'https://checkout.example';
    for (const site of ['cross-site', 'same-site']) {
      expect(decide({ 'Sec-Fetch-Site': site, Origin: other }, [other, 'https://else.example'])).toEqual({
        allowed: true,
        corsHeaders: {
          'Access-Control-Allow-Origin': other,
          'Access-Control-Expose-Headers': 'Retry-After',
          Vary: 'Origin',
        },
      });
    }
  });

  it('refuses a cross-origin request from an origin not listed, and says which', () => {
    expect(decide({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, [SHOP])).toEqual({
      allowed: false,
      origin: 'https://evil.example',
    });
    // A sibling subdomain is same-site, not same-origin: it needs a place on the list as well.
    expect(decide({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.shop.example' }, [SHOP])).toMatchObject({
      allowed: false,
    });
    expect(decide({ 'Sec-Fetch-Site': 'cross-site' }, [SHOP])).toEqual({ allowed: false, origin: null });
    expect(decide({ 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }, [SHOP])).toEqual({
      allowed: false,
      origin: 'null',
    });
  });

  it('reads an Origin other than the request’s own as cross-origin where the browser sends no Sec-Fetch-Site', () => {
    expect(decide({ Origin: 'https://evil.example' }, [SHOP])).toEqual({
      allowed: false,
      origin: 'https://evil.example',
    });
    expect(decide({ Origin: 'http://shop.example' })).toMatchObject({ allowed: false });
    expect(decide({ Origin: 'https://checkout.example' }, ['https://checkout.example'])).toMatchObject({
      allowed: true,
    });
  });
});

describe('preflightHeaders', () => {
  it('adds the methods and request headers the proxy takes, cached ten minutes, to the origin’s CORS headers', () => {
    const cors = { 'Access-Control-Allow-Origin': SHOP, Vary: 'Origin' };
    expect(preflightHeaders(cors)).toEqual({
      ...cors,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'Accept, Accept-Language, X-CSRF-Token, X-Requested-With',
      'Access-Control-Max-Age': '600',
    });
  });
});
