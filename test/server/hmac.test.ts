import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64url,
  hmacSha256,
  MAC_BYTES,
  MAC_CHARS,
  nodeCrypto,
  sameMac,
  webCryptoMac,
  type NodeCrypto,
} from '../../src/server/hmac.ts';

const node = nodeCrypto();
/** `node:crypto` as a Node before 20.12 has it: no one-shot `hash`, so `createHmac` per MAC. */
const withoutHash: NodeCrypto | null = node === undefined ? null : { createHmac: node.createHmac.bind(node) };
/** A runtime whose `hash` gives other bytes: the MAC must not take it. */
const otherBytes = (_algorithm: string, _data: Uint8Array, encoding: string) =>
  encoding === 'latin1' ? '\0'.repeat(32) : 'A'.repeat(43);
const wrongHash: NodeCrypto | null =
  node === undefined ? null : { createHmac: node.createHmac.bind(node), hash: otherBytes };

describe('the MAC of the address tokens', () => {
  it('is the same HMAC-SHA-256 through node:crypto (its one-shot hash, or createHmac) as through Web Crypto, for any text and key', async () => {
    expect(node?.hash).toBeTypeOf('function');
    await fc.assert(
      fc.asyncProperty(
        // Keys past SHA-256's 64-byte block are hashed first; texts of any length and script (the buffer grows).
        fc.string({ minLength: 32, maxLength: 200, unit: 'grapheme' }),
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc.string({ unit: 'grapheme', minLength: 300, maxLength: 3000 }),
        ),
        async (key, text) => {
          const web = await webCryptoMac(key)(text);
          expect(web).toHaveLength(MAC_CHARS);
          expect(hmacSha256(key, node ?? null)(text)).toBe(web);
          expect(hmacSha256(key, withoutHash)(text)).toBe(web);
          expect(hmacSha256(key, wrongHash)(text)).toBe(web);
          expect(web).toBe(
            createHmac('sha256', key).update(text, 'utf8').digest().subarray(0, MAC_BYTES).toString('base64url'),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same MAC for each text however many came before, longer or shorter (one buffer per key)', () => {
    const mac = hmacSha256('k'.repeat(40));
    const texts = ['short', 'ü'.repeat(500), '', 'x'.repeat(5000), '€ and more', 'short'];
    const once = texts.map((text) => hmacSha256('k'.repeat(40))(text));
    expect(texts.map((text) => mac(text))).toEqual(once);
    expect(once[0]).toBe(once[5]);
  });

  it('takes Web Crypto where the runtime has no node:crypto, and gives RFC 4231’s test vector, truncated to 96 bits', async () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?"; a token carries the first 96 bits.
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'.slice(0, 2 * MAC_BYTES);
    const hex = (b64: string) =>
      Array.from(atob(b64.replace(/-/gu, '+').replace(/_/gu, '/')))
        .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
        .join('');
    const web = hmacSha256('Jefe', null)('what do ya want for nothing?');
    expect(typeof web).not.toBe('string');
    expect(hex(await web)).toBe(expected);
    expect(hex(await hmacSha256('Jefe')('what do ya want for nothing?'))).toBe(expected);
    expect(hex(await hmacSha256('Jefe', withoutHash)('what do ya want for nothing?'))).toBe(expected);
  });

  it('is 96 bits, 16 base64url characters with no bit left over', () => {
    expect([MAC_BYTES, MAC_CHARS]).toEqual([12, 16]);
    expect(hmacSha256('k'.repeat(40))('any text')).toMatch(/^[\w-]{16}$/u);
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
