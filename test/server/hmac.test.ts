import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64url, hmacSha256, nodeCrypto, sameMac, webCryptoMac } from '../../src/server/hmac.ts';

describe('the MAC of the address tokens', () => {
  it('is the same HMAC-SHA-256 through node:crypto (Node’s fast path) as through Web Crypto, for any text and key', async () => {
    const node = nodeCrypto();
    expect(node).toBeDefined();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 32, maxLength: 80, unit: 'grapheme' }), fc.string({ unit: 'grapheme', maxLength: 300 }), async (key, text) => {
        expect(hmacSha256(key, node ?? null)(text)).toBe(await webCryptoMac(key)(text));
      }),
      { numRuns: 200 },
    );
  });

  it('takes Web Crypto where the runtime has no node:crypto, and gives RFC 4231’s test vector, truncated to 128 bits', async () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?"; a token carries the first 128 bits.
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'.slice(0, 32);
    const hex = (b64: string) => Array.from(atob(b64.replace(/-/gu, '+').replace(/_/gu, '/'))).map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    const web = hmacSha256('Jefe', null)('what do ya want for nothing?');
    expect(typeof web).not.toBe('string');
    expect(hex(await web)).toBe(expected);
    expect(hex(await hmacSha256('Jefe')('what do ya want for nothing?'))).toBe(expected);
  });

  it('writes base64url without padding, and compares MACs by every character', () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64url(new Uint8Array([1]))).toBe('AQ');
    expect(sameMac('abc', 'abc')).toBe(true);
    expect(sameMac('abc', 'abd')).toBe(false);
    expect(sameMac('abc', 'ab')).toBe(false);
    expect(sameMac('', '')).toBe(true);
  });
});
