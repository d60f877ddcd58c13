import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostNumber, postNumberCheckDigitHolds } from '../../src/address/dhl-post-number.ts';

/** The rule of issue 53 written out again, digit by digit, for the property below to compare with. */
function expectedCheckDigit(postNumber: string): number {
  const padded = postNumber.padStart(10, '0');
  let sum = 0;
  for (let position = 0; position < 9; position += 1) sum += (position % 2 === 0 ? 4 : 9) * Number(padded[position]);
  return (10 - (sum % 10)) % 10;
}

describe('the Postnummer: DHL’s format', () => {
  it.each(['123456', '12345678', '1234567890', '0000000000'])('takes %j, 6 to 10 digits', (text) => {
    expect(isPostNumber(text)).toBe(true);
  });

  it.each([
    '',
    '12345',
    '12345678901',
    '1234 5678',
    ' 12345678',
    '12345678 ',
    '1234567a',
    '١٢٣٤٥٦٧٨',
    '+123456',
    '-123456',
  ])('refuses %j', (text) => {
    expect(isPostNumber(text)).toBe(false);
  });
});

describe('the Postnummer: the check digit of the open-source shop modules', () => {
  it('fails DHL’s own placeholder 7654321: padded 0007654321, the weighted sum 183 asks for 7, not 1', () => {
    // 4·0 + 9·0 + 4·0 + 9·7 + 4·6 + 9·5 + 4·4 + 9·3 + 4·2 = 183; (10 - 3) mod 10 = 7.
    expect(isPostNumber('7654321')).toBe(true);
    expect(postNumberCheckDigitHolds('7654321')).toBe(false);
    expect(postNumberCheckDigitHolds('7654327')).toBe(true);
  });

  it('weights 4 on positions 0, 2, 4, 6, 8 and 9 on 1, 3, 5, 7 of the number padded to ten digits', () => {
    // 0123456789 → 4·0 + 9·1 + 4·2 + 9·3 + 4·4 + 9·5 + 4·6 + 9·7 + 4·8 = 224; (10 - 4) mod 10 = 6.
    expect(postNumberCheckDigitHolds('123456786')).toBe(true);
    expect(postNumberCheckDigitHolds('123456789')).toBe(false);
    // 1234567890 → 4·1 + 9·2 + 4·3 + 9·4 + 4·5 + 9·6 + 4·7 + 9·8 + 4·9 = 280; (10 - 0) mod 10 = 0.
    expect(postNumberCheckDigitHolds('1234567890')).toBe(true);
    // Swapping the weights (9 first) would ask 1234567890 for 5: 9·1 + 4·2 + … + 9·9 = 305.
    expect(postNumberCheckDigitHolds('1234567895')).toBe(false);
  });

  it('is false for a text that is not a Postnummer, whatever its digits', () => {
    expect(postNumberCheckDigitHolds('00000')).toBe(false);
    expect(postNumberCheckDigitHolds('000000')).toBe(true);
    expect(postNumberCheckDigitHolds('12345678901')).toBe(false);
    expect(postNumberCheckDigitHolds('1234 5678')).toBe(false);
  });

  const postNumber = fc.stringMatching(/^[0-9]{6,10}$/u);

  it('holds for exactly one last digit of any Postnummer, the rule’s', () => {
    fc.assert(
      fc.property(postNumber, (text) => {
        const holding = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((last) =>
          postNumberCheckDigitHolds(`${text.slice(0, -1)}${last}`),
        );
        expect(holding).toEqual([String(expectedCheckDigit(text))]);
        expect(postNumberCheckDigitHolds(text)).toBe(Number(text.at(-1)) === expectedCheckDigit(text));
      }),
      { numRuns: 500 },
    );
  });

  it('reads leading zeros as the padding: 0 before a Postnummer of fewer than ten digits changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,9}$/u), (text) => {
        expect(postNumberCheckDigitHolds(`0${text}`)).toBe(postNumberCheckDigitHolds(text));
      }),
    );
  });

  it('catches a change of one digit, except by 5 on a digit weighted 4 (4·5 is 0 mod 10: the rule’s own blind spot)', () => {
    fc.assert(
      fc.property(postNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (text, at, shift) => {
        // A Postnummer that holds, one of its digits changed.
        const holding = `${text.slice(0, -1)}${expectedCheckDigit(text)}`;
        const position = at % holding.length;
        const changed = `${holding.slice(0, position)}${(Number(holding[position]) + shift) % 10}${holding.slice(position + 1)}`;
        // Its position once padded to ten digits: even ones (0, 2, …, 8) weigh 4, the last is the check digit.
        const padded = position + 10 - holding.length;
        const blind = shift === 5 && padded < 9 && padded % 2 === 0;
        expect(postNumberCheckDigitHolds(holding)).toBe(true);
        expect(postNumberCheckDigitHolds(changed)).toBe(blind);
      }),
      { numRuns: 1000 },
    );
  });
});
