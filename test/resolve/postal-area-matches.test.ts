import { describe, expect, it } from 'vitest';
import type { BelgianPostalArea, GermanPostalArea } from '../../src/api/types.ts';
import { postalAreaMatches } from '../../src/resolve/postal-area-matches.ts';

const antwerpen: BelgianPostalArea[] = [
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: null, matchedName: null },
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2000, matchedName: null },
  { municipalityName: 'Antwerpen', municipalityNisCode: 11002, postcode: 2610, matchedName: 'Wilrijk' },
];
const langebrueck: GermanPostalArea[] = [
  { cityId: 1, cityName: 'Dresden', postcode: '01465', matchedName: 'Langebrück' },
  { cityId: 2, cityName: 'Radeberg', postcode: '01465', matchedName: 'Liegau-Augustusbad' },
];
const koeln: GermanPostalArea[] = [{ cityId: 3, cityName: 'Köln', postcode: '50678', matchedName: null }];

describe('postalAreaMatches', () => {
  it('means the postal area by its postcode, its place, or both', () => {
    expect(postalAreaMatches('2610', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('2610 wilrijk', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('2610 Antwerpen', antwerpen)).toEqual([antwerpen[2]]);
    expect(postalAreaMatches('ANTWERPEN', antwerpen)).toEqual([antwerpen[0]]);
    expect(postalAreaMatches('  ', antwerpen)).toEqual([]);
  });

  it('lets a misspelled place go when its postcode has one area, never when it has several', () => {
    expect(postalAreaMatches('50678 Koeln', koeln)).toEqual(koeln);
    expect(postalAreaMatches('01465 Dresdn', langebrueck)).toEqual([]);
    expect(postalAreaMatches('01465', langebrueck)).toEqual(langebrueck);
    expect(postalAreaMatches('01465 Liegau-Augustusbad', langebrueck)).toEqual([langebrueck[1]]);
  });
});
