/**
 * The streets the demo offers. Street and postal-area completion are outside the specification the package wraps,
 * so a shop would take these from its own street step; the demo lists a few. Europalaan (824) and
 * Eugen-Bracht-Str. (1817) are the vendor's documented ids and work against the real service; the others exist in
 * the reference dataset only.
 */
export interface DemoStreet {
  label: string;
  streetId: number;
  postcode: string;
  city: string;
}

export interface BelgianDemoStreet extends DemoStreet {
  country: 'BE';
  municipalityNisCode: number;
  language: 'nl' | 'fr' | 'de';
}

export interface GermanDemoStreet extends DemoStreet {
  country: 'DE';
  cityId: number;
}

export const belgianStreets: BelgianDemoStreet[] = [
  { country: 'BE', label: 'Europalaan, 2610 Antwerpen', streetId: 824, municipalityNisCode: 11002, postcode: '2610', city: 'Antwerpen', language: 'nl' },
  { country: 'BE', label: 'Boomsesteenweg, 2610 Antwerpen', streetId: 1207, municipalityNisCode: 11002, postcode: '2610', city: 'Antwerpen', language: 'nl' },
  { country: 'BE', label: 'Jan Van Rijswijcklaan, 2018 Antwerpen (1000 boxes at 100)', streetId: 7301, municipalityNisCode: 11002, postcode: '2018', city: 'Antwerpen', language: 'nl' },
  { country: 'BE', label: 'Rue de la Cathédrale, 4000 Liège', streetId: 5410, municipalityNisCode: 62063, postcode: '4000', city: 'Liège', language: 'fr' },
];

export const germanStreets: GermanDemoStreet[] = [
  { country: 'DE', label: 'Eugen-Bracht-Str., 01219 Dresden', streetId: 1817, cityId: 14612000, postcode: '01219', city: 'Dresden' },
  { country: 'DE', label: 'Teplitzer Str., 01219 Dresden', streetId: 1820, cityId: 14612000, postcode: '01219', city: 'Dresden' },
  { country: 'DE', label: 'Unter den Linden, 10117 Berlin', streetId: 2001, cityId: 11000000, postcode: '10117', city: 'Berlin' },
  { country: 'DE', label: 'Maximilianstraße, 80539 München', streetId: 3050, cityId: 9162000, postcode: '80539', city: 'München' },
];
