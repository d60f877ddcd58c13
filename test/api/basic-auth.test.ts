import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../src/api/basic-auth.ts';

describe('basicAuthorization', () => {
  it('encodes key and secret as Basic auth', () => {
    expect(basicAuthorization({ key: 'Aladdin', secret: 'open sesame' })).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it('encodes text outside Latin-1 as UTF-8 before Base64', () => {
    expect(basicAuthorization({ key: 'test', secret: '123£' })).toBe('Basic dGVzdDoxMjPCow==');
    expect(basicAuthorization({ key: 'Ключ', secret: '🔑' })).toBe(
      `Basic ${Buffer.from('Ключ:🔑', 'utf8').toString('base64')}`,
    );
  });

  it('decodes back to key, colon and secret, whatever their text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (key, secret) => {
        const value = basicAuthorization({ key, secret });
        expect(value.startsWith('Basic ')).toBe(true);
        expect(Buffer.from(value.slice('Basic '.length), 'base64').toString('utf8')).toBe(`${key}:${secret}`);
      }),
    );
  });
});
