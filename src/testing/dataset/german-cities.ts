import type { GermanCityRecord } from './types.ts';

/**
 * The German postal areas of the reference dataset: real cities, postcodes and district names (city ids are the
 * model's). Every postcode here has streets with house numbers (see `german-streets.ts`).
 */
export const germanCities: GermanCityRecord[] = [
  {
    // Documented: Dresden has many postcodes starting 01; Eugen-Bracht-Str. lies in 01219.
    cityId: 14612000,
    names: ['Dresden'],
    cityAddition: null,
    source: 'documented',
    postcodes: [
      { postcode: '01067', names: ['Innere Altstadt'] },
      { postcode: '01069', names: ['Seevorstadt'] },
      { postcode: '01097', names: ['Innere Neustadt'] },
      { postcode: '01217', names: ['Zschertnitz', 'Räcknitz'] },
      { postcode: '01219', names: ['Strehlen'] },
      // Shared with Radeberg (below): one postcode, two postal areas (the model's case of an ambiguous postcode).
      { postcode: '01465', names: ['Langebrück'] },
    ],
  },
  {
    cityId: 14625200,
    names: ['Radeberg'],
    cityAddition: null,
    source: 'invented',
    postcodes: [{ postcode: '01465', names: ['Liegau-Augustusbad'] }],
  },
  {
    // A merged municipality whose villages each kept their Dorfstraße under one postcode (ids the model's).
    cityId: 14628020,
    names: ['Bannewitz'],
    cityAddition: null,
    source: 'invented',
    postcodes: [{ postcode: '01728', names: ['Bannewitz'] }],
  },
  {
    cityId: 5315000,
    names: ['Köln', 'Koeln', 'Cologne'],
    cityAddition: null,
    source: 'invented',
    postcodes: [
      { postcode: '50667', names: ['Altstadt-Nord'] },
      { postcode: '50672', names: ['Neustadt-Nord'] },
      { postcode: '50676', names: ['Altstadt-Süd'] },
      { postcode: '50678', names: ['Neustadt-Süd'] },
    ],
  },
  {
    cityId: 11000000,
    names: ['Berlin'],
    cityAddition: null,
    source: 'invented',
    postcodes: [{ postcode: '10117', names: ['Mitte'] }],
  },
  {
    cityId: 9162000,
    names: ['München', 'Muenchen', 'Munich'],
    cityAddition: null,
    source: 'invented',
    postcodes: [{ postcode: '80539', names: ['Altstadt-Lehel'] }],
  },
];
