import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isServicePostcode } from '../../src/api/service-postcode.ts';
import { belgianPostcode, dutchPostcode, germanPostcode } from '../../src/api/param-rules.ts';
import { normalizeDutchPostcode } from '../../src/api/dutch-postcode.ts';
import { carryOver } from '../../src/components/address-entry/carry-over.ts';

describe('isServicePostcode', () => {
  it('takes each country’s form, spaces around it aside', () => {
    expect(isServicePostcode('NL', ' 2012 es ')).toBe(true);
    expect(isServicePostcode('BE', '2610')).toBe(true);
    expect(isServicePostcode('DE', ' 01219 ')).toBe(true);
    for (const [country, text] of [
      ['NL', '0123AB'],
      ['NL', '1234SA'],
      ['BE', '0123'],
      ['BE', '12345'],
      ['DE', '1234'],
      ['DE', '1234a'],
    ] as const) {
      expect(isServicePostcode(country, text), `${country} ${text}`).toBe(false);
    }
  });
});

/** Postcode-like texts: well-formed ones of each country, near misses, and anything. */
const postcodeText = fc.oneof(
  fc.stringMatching(/^ ?[0-9]{4} ?[A-Za-z]{2} ?$/u),
  fc.stringMatching(/^ ?[0-9]{4,5} ?$/u),
  fc.string({ maxLength: 8 }),
);

describe('the client, the proxy and a country switch agree on a service postcode (issue 59: each rule once)', () => {
  it('keeps a postcode across a switch exactly when the client would send it for that country', () => {
    const value = {
      country: 'FR',
      postcode: '',
      city: '',
      street: '',
      houseNumber: '',
      houseNumberAddition: '',
      status: '' as const,
    };
    fc.assert(
      fc.property(fc.constantFrom('NL' as const, 'BE' as const, 'DE' as const), postcodeText, (to, postcode) => {
        const kept = carryOver({ ...value, postcode }, to).postcode !== '';
        const trimmed = postcode.trim();
        const sent =
          to === 'NL'
            ? dutchPostcode(normalizeDutchPostcode(trimmed)) === undefined
            : to === 'BE'
              ? /^\d+$/u.test(trimmed) && belgianPostcode(Number(trimmed)) === undefined && !trimmed.startsWith('0')
              : germanPostcode(trimmed) === undefined;
        expect(kept).toBe(sent);
        expect(kept).toBe(isServicePostcode(to, postcode));
      }),
      { numRuns: 2000 },
    );
  });
});
