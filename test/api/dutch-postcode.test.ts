import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDutchPostcode, normalizeDutchPostcode } from '../../src/address.ts';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
/** A postcode as issued (four digits from 1000, two letters, never SA, SD or SS). */
const issued = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), letter, letter)
  .filter(([, a, b]) => !['SA', 'SD', 'SS'].includes(a + b))
  .map(([digits, a, b]) => `${digits}${a}${b}`);
/** The same postcode as a person might type it: spaces anywhere, letters in any case. */
const typedFrom = (postcode: string) =>
  fc
    .array(fc.tuple(fc.constantFrom('', ' ', '  ', '\u00a0'), fc.boolean()), {
      minLength: postcode.length + 1,
      maxLength: postcode.length + 1,
    })
    .map(
      (extras) =>
        postcode
          .split('')
          .map((char, i) => `${extras[i]?.[0] ?? ''}${extras[i]?.[1] === true ? char.toLowerCase() : char}`)
          .join('') + (extras[postcode.length]?.[0] ?? ''),
    );

describe('Dutch postcodes', () => {
  it('normalizes as the vendor plugins do', () => {
    expect(normalizeDutchPostcode('2012 es')).toBe('2012ES');
    expect(normalizeDutchPostcode(' 1011\u00a0ae ')).toBe('1011AE');
  });

  it('accepts every issued postcode however it is typed, and normalizes it to the issued form', () => {
    fc.assert(
      fc.property(
        issued.chain((postcode) => fc.tuple(fc.constant(postcode), typedFrom(postcode))),
        ([postcode, typed]) => {
          expect(isDutchPostcode(typed)).toBe(true);
          expect(normalizeDutchPostcode(typed)).toBe(postcode);
        },
      ),
    );
  });

  it('refuses the letter pairs never issued, a leading 0, and any other shape', () => {
    for (const text of [
      '2012SA',
      '2012sd',
      '2012 ss',
      '0123AB',
      '201ES',
      '20123ES',
      '2012E',
      '2012ESX',
      '2012É',
      'ABCD12',
      '',
      '2012-ES',
    ]) {
      expect(isDutchPostcode(text), text).toBe(false);
    }
  });

  it('refuses any text that is not four digits and two letters once normalized', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 10 }), (text) => {
        const normalized = normalizeDutchPostcode(text);
        const shaped = /^[1-9]\d{3}[A-Z]{2}$/u.test(normalized) && !/S[ADS]$/u.test(normalized);
        expect(isDutchPostcode(text)).toBe(shaped);
      }),
    );
  });
});
