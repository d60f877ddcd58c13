import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDutchPostcode } from '../../src/address/dutch-postcode-text.ts';

describe('formatDutchPostcode', () => {
  it.each([
    ['2012ES', '2012 ES'],
    ['2012 ES', '2012 ES'],
    ['2012   es', '2012 es'],
    ['2012\tES', '2012 ES'],
  ])('writes %j as %j', (text, written) => {
    expect(formatDutchPostcode(text)).toBe(written);
  });

  it.each(['', '2012', '2012E', '2012ESX', '12345', ' 2012ES', '2012ES ', 'B-2610', '20I2ES'])(
    'gives %j back as it is',
    (text) => {
      expect(formatDutchPostcode(text)).toBe(text);
    },
  );

  it('writes every postcode of four digits and two letters with one space, and changes nothing else', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4}$/u),
        fc.stringMatching(/^[A-Za-z]{2}$/u),
        fc.stringMatching(/^\s{0,3}$/u),
        (digits, letters, space) => {
          expect(formatDutchPostcode(`${digits}${space}${letters}`)).toBe(`${digits} ${letters}`);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const written = formatDutchPostcode(text);
        expect(written === text || written.replace(' ', '') === text.replace(/\s/gu, '')).toBe(true);
      }),
    );
  });
});
