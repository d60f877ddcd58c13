import type { BelgianMunicipalityRecord } from './types.ts';

/**
 * The Belgian postal areas of the reference dataset: real municipalities, NIS codes, postcodes and
 * sub-municipality names. Every postcode here has streets with house numbers (see `belgian-streets.ts`).
 */
export const belgianMunicipalities: BelgianMunicipalityRecord[] = [
  {
    // Documented: Antwerpen, NIS 11002, these twelve postcodes; Wilrijk is 2610.
    municipalityNisCode: 11002,
    names: ['Antwerpen', 'Anvers'],
    source: 'documented',
    postcodes: [
      { postcode: 2000, names: ['Antwerpen'] },
      { postcode: 2018, names: ['Antwerpen'] },
      { postcode: 2020, names: ['Antwerpen'] },
      { postcode: 2050, names: ['Antwerpen', 'Linkeroever'] },
      { postcode: 2060, names: ['Antwerpen'] },
      { postcode: 2100, names: ['Deurne'] },
      { postcode: 2140, names: ['Borgerhout'] },
      { postcode: 2170, names: ['Merksem'] },
      { postcode: 2180, names: ['Ekeren'] },
      { postcode: 2600, names: ['Berchem'] },
      { postcode: 2610, names: ['Wilrijk'] },
      { postcode: 2660, names: ['Hoboken'] },
    ],
  },
  {
    municipalityNisCode: 62063,
    names: ['Liège', 'Luik', 'Lüttich'],
    source: 'invented',
    postcodes: [{ postcode: 4000, names: ['Liège', 'Luik', 'Lüttich'] }],
  },
  {
    municipalityNisCode: 92094,
    names: ['Namur', 'Namen'],
    source: 'invented',
    postcodes: [{ postcode: 5000, names: ['Namur', 'Namen'] }],
  },
  {
    // The German-speaking community.
    municipalityNisCode: 63023,
    names: ['Eupen'],
    source: 'invented',
    postcodes: [{ postcode: 4700, names: ['Eupen'] }],
  },
];
