import { describe, expect, it } from 'vitest';
import { hmacSha256 } from '../../src/server/hmac.ts';
import { proxySigningKey, signingKeys } from '../../src/server/signing-keys.ts';

const KEY = 'k3y-for-signing-addresses-0123456789abcdef';
const OLD_KEY = 'an-older-key-still-verifying-0123456789';

describe('signingKeys', () => {
  it('takes a key of 32 characters or more, or a list of them, the signing one first', () => {
    expect(signingKeys(KEY, 'verifyAddress')).toEqual([KEY]);
    expect(signingKeys([KEY, OLD_KEY], 'verifyAddress')).toEqual([KEY, OLD_KEY]);
    expect(signingKeys('x'.repeat(32), 'verifyAddress')).toEqual(['x'.repeat(32)]);
  });

  it.each([
    ['an empty list', [], /`signingKey` is an empty list: give at least the key that signs/u],
    ['a number', 42, /`signingKey` must be a string \(or a list of strings\)/u],
    ['a list holding undefined (an unset variable)', [KEY, undefined], /must be a string/u],
    [
      'a key of 31 characters',
      'x'.repeat(31),
      /holds a key shorter than 32 characters: make one with `openssl rand -base64 32`/u,
    ],
    ['a short key among long ones', [KEY, 'short'], /shorter than 32 characters/u],
    // 16 emoji are 32 UTF-16 units but 16 characters.
    ['16 emoji', '🔑'.repeat(16), /shorter than 32 characters/u],
  ])('refuses %s with a TypeError from the caller', (_what, option, message) => {
    expect(() => signingKeys(option, 'createAddressProxy')).toThrow(TypeError);
    expect(() => signingKeys(option, 'createAddressProxy')).toThrow(/^createAddressProxy: /u);
    expect(() => signingKeys(option, 'verifyAddress')).toThrow(/^verifyAddress: /u);
    expect(() => signingKeys(option, 'verifyAddress')).toThrow(message);
  });

  it('never puts a key into its message', () => {
    const almost = 'almost-long-enough-secret-key12';
    expect(() => signingKeys([KEY, almost], 'verifyAddress')).toThrow(
      expect.objectContaining({ message: expect.not.stringMatching(/almost|k3y/u) as unknown }) as Error,
    );
  });
});

describe('proxySigningKey', () => {
  it('signs nothing without a signingKey', () => {
    expect(proxySigningKey({ key: 'shop-key', secret: 'Sup3r-S3cret-Value' })).toBeUndefined();
  });

  it('signs with the first key of a list', async () => {
    const mac = proxySigningKey({ signingKey: [KEY, OLD_KEY] });
    expect(mac).toBeTypeOf('function');
    expect(await mac?.('some text')).toBe(await hmacSha256(KEY)('some text'));
    expect(await mac?.('some text')).not.toBe(await hmacSha256(OLD_KEY)('some text'));
  });

  it('refuses a signing key that is the service’s key or secret, a copy-paste slip', () => {
    const same = 'the-account-secret-of-32-characters!';
    expect(() => proxySigningKey({ key: 'shop-key', secret: same, signingKey: same })).toThrow(
      /`signingKey` is the service's key or secret/u,
    );
    expect(() => proxySigningKey({ key: same, secret: 'Sup3r-S3cret-Value', signingKey: [same] })).toThrow(TypeError);
  });

  it('checks the option as signingKeys does, for createAddressProxy', () => {
    expect(() => proxySigningKey({ signingKey: 'short' })).toThrow(
      /^createAddressProxy: `signingKey` holds a key shorter than 32 characters/u,
    );
  });
});
