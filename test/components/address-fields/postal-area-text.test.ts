import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postalAreaPlace, postalAreaText } from '../../../src/address.ts';
import { postalAreaQueryText } from '../../../src/address/postal-area-text.ts';
import type { BelgianPostalArea, GermanPostalArea } from '../../../src/types.ts';

const name = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,20}$/u);
const belgian = fc.record<BelgianPostalArea>({
  municipalityName: name,
  municipalityNisCode: fc.integer({ min: 10000, max: 99999 }),
  postcode: fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: null }),
  matchedName: fc.option(name, { nil: null }),
});
const german = fc.record<GermanPostalArea>({
  cityId: fc.integer({ min: 1, max: 99999999 }),
  cityName: name,
  postcode: fc.option(fc.stringMatching(/^\d{5}$/u), { nil: null }),
  matchedName: fc.option(name, { nil: null }),
});

describe('postal-area text', () => {
  it('reads <postcode> <place>, the place being the matched name, else the official one', () => {
    expect(
      postalAreaText({
        municipalityName: 'Antwerpen',
        municipalityNisCode: 11002,
        postcode: 2610,
        matchedName: 'Wilrijk',
      }),
    ).toBe('2610 Wilrijk');
    expect(postalAreaText({ cityId: 14612000, cityName: 'Dresden', postcode: null, matchedName: null })).toBe(
      'Dresden',
    );
  });

  it('asks for an area with a postcode by that postcode, so its option is found again by its own text', () => {
    fc.assert(
      fc.property(fc.oneof(belgian, german), (area) => {
        const text = postalAreaText(area);
        expect(text.endsWith(postalAreaPlace(area))).toBe(true);
        if (area.postcode === null || area.postcode === undefined) return;
        expect(postalAreaQueryText(text)).toBe(String(area.postcode));
      }),
    );
  });

  it('asks for any text that does not start with a postcode and a place as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{4,5}\s+\S/u.test(text));
        expect(postalAreaQueryText(text)).toBe(text);
      }),
    );
  });
});
