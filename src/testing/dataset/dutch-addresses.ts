import { buildDutchStreet, range, type DutchStreetSpec } from './build-dutch-street.ts';
import type { DutchAddressRecord } from './types.ts';

/** The documented answer for Haarlem, Julianastraat 30, exactly as the vendor publishes it. */
const julianastraat30: DutchAddressRecord = {
  street: 'Julianastraat',
  streetNen: 'Julianastraat',
  houseNumber: 30,
  houseNumberAddition: '',
  postcode: '2012ES',
  city: 'Haarlem',
  cityShort: 'Haarlem',
  municipality: 'Haarlem',
  municipalityShort: 'Haarlem',
  province: 'Noord-Holland',
  rdX: 103242,
  rdY: 487716,
  latitude: 52.37487801,
  longitude: 4.62714526,
  bagNumberDesignationId: '0392200000029398',
  bagAddressableObjectId: '0392010000029398',
  addressType: 'building',
  purposes: ['office'],
  surfaceArea: 643,
  source: 'documented',
};

/** Lasondersingel 129, Enschede: documented with additions `""` (assembly, 6700 m²) and `A` (residency, 119 m²). */
const lasondersingel129: DutchAddressRecord[] = buildDutchStreet({
  city: 'Enschede', municipality: 'Enschede', province: 'Overijssel', municipalityCode: '0153',
  street: 'Lasondersingel', postcode: '7514BP', numbers: [[129, ['', 'A']]],
  rd: [258230, 472150], position: [52.22563, 6.89512], source: 'documented',
}).map((record) =>
  record.houseNumberAddition === ''
    ? { ...record, purposes: ['assembly'], surfaceArea: 6700 }
    : { ...record, purposes: ['residency'], surfaceArea: 119 },
);

const streets: DutchStreetSpec[] = [
  // Noord-Holland
  { city: 'Haarlem', municipality: 'Haarlem', province: 'Noord-Holland', municipalityCode: '0392',
    street: 'Julianastraat', postcode: '2012ES', numbers: [24, 26, 28, 32, 34], rd: [103200, 487690], position: [52.37465, 4.62652] },
  { city: 'Haarlem', municipality: 'Haarlem', province: 'Noord-Holland', municipalityCode: '0392',
    street: 'Grote Houtstraat', postcode: '2011SN', numbers: [[70, ['', 'A', 'B']], 72, 74, [76, ['', 'RD']]], rd: [103610, 488050], position: [52.37860, 4.63350] },
  // Amsterdam 1011AE 36: documented to have exactly one addition, B; the street name is the model's.
  { city: 'Amsterdam', municipality: 'Amsterdam', province: 'Noord-Holland', municipalityCode: '0363',
    street: 'Oudezijds Kolk', postcode: '1011AE', numbers: [[36, ['B']]], rd: [121930, 487890], position: [52.37615, 4.90090] },
  { city: 'Amsterdam', municipality: 'Amsterdam', province: 'Noord-Holland', municipalityCode: '0363',
    street: 'Keizersgracht', postcode: '1015CJ', numbers: [[174, ['', '1', '2']], [176, ['', 'H']], 178, 180], rd: [120950, 487720], position: [52.37550, 4.88540] },
  { city: 'Amsterdam', municipality: 'Amsterdam', province: 'Noord-Holland', municipalityCode: '0363',
    street: 'Prinsengracht', postcode: '1016HL', numbers: [[333, ['', 'A']]], rd: [120690, 486900], position: [52.36800, 4.88150],
    addressType: 'house boat site', purposes: [] },
  { city: 'Bergen', municipality: 'Bergen (NH.)', province: 'Noord-Holland', municipalityCode: '0373',
    street: 'Dorpsstraat', postcode: '1861KT', numbers: [2, 4, 6], rd: [107950, 520350], position: [52.66920, 4.70080] },
  { city: 'Bergen', municipality: 'Bergen (NH.)', province: 'Noord-Holland', municipalityCode: '0373',
    street: 'Breelaan', postcode: '1861GC', numbers: [1, 3, 5, 7], rd: [107700, 520100], position: [52.66700, 4.69700] },
  // Zuid-Holland
  { city: "'s-Gravenhage", municipality: "'s-Gravenhage", province: 'Zuid-Holland', municipalityCode: '0518',
    street: 'Lange Voorhout', postcode: '2514EA', numbers: [[1, ['', 'A']], 3, 5, 7, 9], rd: [81400, 455700], position: [52.08300, 4.31300] },
  { city: "'s-Gravenhage", municipality: "'s-Gravenhage", province: 'Zuid-Holland', municipalityCode: '0518',
    street: 'Laan van Nieuw Oost-Indië', postcode: '2593BL', numbers: [[123, ['', 'A', 'B']], 125, 127],
    rd: [83100, 455600], position: [52.08250, 4.33800] },
  { city: 'Zoetermeer', municipality: 'Zoetermeer', province: 'Zuid-Holland', municipalityCode: '0637',
    street: 'César Franckrode', postcode: '2717BA', numbers: [1, 3, 5, 7], rd: [94100, 452000], position: [52.05100, 4.50600], source: 'documented' },
  { city: 'Rijswijk', municipality: 'Rijswijk', province: 'Zuid-Holland', municipalityCode: '0603',
    street: 'Molenstraat', postcode: '2282GA', numbers: [10, 12, 14], rd: [82800, 452600], position: [52.03600, 4.32400] },
  { city: 'Rijswijk', municipality: 'Rijswijk', province: 'Zuid-Holland', municipalityCode: '0603',
    street: 'Herenstraat', postcode: '2282BV', numbers: range(20, 28, 2), rd: [82600, 452400], position: [52.03450, 4.32100] },
  { city: 'Rotterdam', municipality: 'Rotterdam', province: 'Zuid-Holland', municipalityCode: '0599',
    street: 'Coolsingel', postcode: '3011AD', numbers: [40, 42, [44, ['', 'A', 'B', 'C']], 46], rd: [92600, 437900], position: [51.92250, 4.47920], purposes: ['office'] },
  { city: 'Leiden', municipality: 'Leiden', province: 'Zuid-Holland', municipalityCode: '0546',
    street: 'Breestraat', postcode: '2311CS', numbers: range(100, 110, 2), rd: [93500, 463700], position: [52.15800, 4.48900], purposes: ['shopping', 'residency'] },
  // Utrecht (and the PO boxes below)
  { city: 'Utrecht', municipality: 'Utrecht', province: 'Utrecht', municipalityCode: '0344',
    street: 'Oudegracht', postcode: '3511AP', numbers: [[158, ['', 'BS']], 160, 162, [164, ['', 'A']]], rd: [136500, 455800], position: [52.08900, 5.11900] },
  { city: 'Amersfoort', municipality: 'Amersfoort', province: 'Utrecht', municipalityCode: '0307',
    street: 'Langestraat', postcode: '3811AJ', numbers: range(1, 9, 2), rd: [155300, 463100], position: [52.15600, 5.38800] },
  // Gelderland
  { city: 'Hengelo', municipality: 'Bronckhorst', province: 'Gelderland', municipalityCode: '1876',
    street: 'Kerkstraat', postcode: '7255BA', numbers: [1, 3, 5], rd: [215200, 454500], position: [52.05800, 6.31000] },
  { city: 'Hengelo', municipality: 'Bronckhorst', province: 'Gelderland', municipalityCode: '1876',
    street: 'Spalstraat', postcode: '7255AC', numbers: [2, 4, 6, 8], rd: [215100, 454700], position: [52.05950, 6.30900] },
  { city: 'Arnhem', municipality: 'Arnhem', province: 'Gelderland', municipalityCode: '0202',
    street: 'Jansbinnensingel', postcode: '6811AL', numbers: range(2, 12, 2), rd: [190800, 444300], position: [51.98300, 5.90800] },
  { city: 'Nijmegen', municipality: 'Nijmegen', province: 'Gelderland', municipalityCode: '0268',
    street: 'Bloemerstraat', postcode: '6511EH', numbers: [[10, ['', '1', '2', '3']], 12, 14], rd: [187300, 428600], position: [51.84500, 5.86100] },
  // Overijssel
  { city: 'Enschede', municipality: 'Enschede', province: 'Overijssel', municipalityCode: '0153',
    street: 'Lasondersingel', postcode: '7514BP', numbers: [125, 127, 131, 133], rd: [258200, 472100], position: [52.22520, 6.89470] },
  { city: 'Hengelo', municipality: 'Hengelo', province: 'Overijssel', municipalityCode: '0164',
    street: 'Kerkstraat', postcode: '7551AS', numbers: [1, 3, 5, 7], rd: [250200, 476300], position: [52.26500, 6.79300] },
  { city: 'Hengelo', municipality: 'Hengelo', province: 'Overijssel', municipalityCode: '0164',
    street: 'Enschedesestraat', postcode: '7551EH', numbers: range(10, 18, 2), rd: [250500, 476100], position: [52.26350, 6.79700] },
  { city: 'Zwolle', municipality: 'Zwolle', province: 'Overijssel', municipalityCode: '0193',
    street: 'Diezerstraat', postcode: '8011RH', numbers: range(1, 9, 2), rd: [203100, 503000], position: [52.51400, 6.09300], purposes: ['shopping'] },
  // Noord-Brabant
  { city: "'s-Hertogenbosch", municipality: "'s-Hertogenbosch", province: 'Noord-Brabant', municipalityCode: '0796',
    street: 'Hinthamerstraat', postcode: '5211MG', numbers: [[70, ['', 'A']], 72, 74, 76], rd: [149800, 411200], position: [51.68800, 5.30900] },
  { city: 'Eindhoven', municipality: 'Eindhoven', province: 'Noord-Brabant', municipalityCode: '0772',
    street: 'Stratumseind', postcode: '5611EN', numbers: range(20, 30, 2), rd: [161700, 383200], position: [51.43800, 5.48100], purposes: ['assembly'] },
  { city: 'Rijswijk', municipality: 'Altena', province: 'Noord-Brabant', municipalityCode: '1959',
    street: 'Molenstraat', postcode: '4264AK', numbers: [10, 12], rd: [126400, 421300], position: [51.79400, 5.02800] },
  { city: 'Rijswijk', municipality: 'Altena', province: 'Noord-Brabant', municipalityCode: '1959',
    street: 'Rijswijkse Dijk', postcode: '4264AR', numbers: [1, 2, 3], rd: [126300, 421500], position: [51.79550, 5.02650] },
  // Limburg
  { city: 'Bergen', municipality: 'Bergen (L.)', province: 'Limburg', municipalityCode: '0893',
    street: 'Dorpsstraat', postcode: '5854AG', numbers: [2, 4, 8], rd: [201700, 407700], position: [51.59900, 6.04300] },
  { city: 'Maastricht', municipality: 'Maastricht', province: 'Limburg', municipalityCode: '0935',
    street: 'Vrijthof', postcode: '6211LD', numbers: [[1, ['', 'A']], 2, 3, 4, 5], rd: [176200, 318000], position: [50.84900, 5.68800] },
  // Groningen, Friesland, Drenthe
  { city: 'Groningen', municipality: 'Groningen', province: 'Groningen', municipalityCode: '0014',
    street: 'Herestraat', postcode: '9711LB', numbers: [[1, ['', 'a']], 3, 5, 7, 9], rd: [233600, 581900], position: [53.21600, 6.56700] },
  { city: 'Leeuwarden', municipality: 'Leeuwarden', province: 'Friesland', municipalityCode: '0080',
    street: 'Nieuwestad', postcode: '8911CX', numbers: range(50, 58, 2), rd: [182500, 579200], position: [53.20100, 5.79600] },
  { city: 'Assen', municipality: 'Assen', province: 'Drenthe', municipalityCode: '0106',
    street: 'Brink', postcode: '9401HS', numbers: range(1, 9, 2), rd: [233800, 557100], position: [52.99300, 6.56200] },
  // Flevoland
  { city: 'Almere', municipality: 'Almere', province: 'Flevoland', municipalityCode: '0034',
    street: 'Grote Markt', postcode: '1315JG', numbers: [[10, ['', '1', '2']], 12, 14], rd: [146700, 486700], position: [52.37100, 5.22200] },
  { city: 'Lelystad', municipality: 'Lelystad', province: 'Flevoland', municipalityCode: '0995',
    street: 'Stationsplein', postcode: '8232VT', numbers: [1, 2, 3], rd: [160000, 502800], position: [52.50900, 5.47500], purposes: ['office'] },
  // Zeeland
  { city: 'Middelburg', municipality: 'Middelburg', province: 'Zeeland', municipalityCode: '0687',
    street: 'Lange Delft', postcode: '4331AM', numbers: range(1, 11, 2), rd: [31500, 391800], position: [51.49900, 3.61300] },
  { city: 'Vlissingen', municipality: 'Vlissingen', province: 'Zeeland', municipalityCode: '0718',
    street: 'Boulevard de Ruyter', postcode: '4381KA', numbers: [1, 2, 3], rd: [30300, 385200], position: [51.44000, 3.57200] },
  { city: 'Dishoek', municipality: 'Veere', province: 'Zeeland', municipalityCode: '0717',
    street: 'Dishoek', postcode: '4371NS', numbers: [[2, ['', 'S1', 'S2', 'S3']]], rd: [27700, 386400], position: [51.47000, 3.52500],
    addressType: 'mobile home site', purposes: [] },
];

/** PO boxes of Utrecht: `Postbus` with any number in the range; the answer's house number is 0. */
const utrechtPostbus: DutchAddressRecord = {
  street: 'Postbus',
  streetNen: 'Postbus',
  houseNumber: 0,
  houseNumberAddition: '',
  postcode: '3500AA',
  city: 'Utrecht',
  cityShort: 'Utrecht',
  municipality: 'Utrecht',
  municipalityShort: 'Utrecht',
  province: 'Utrecht',
  rdX: null,
  rdY: null,
  latitude: null,
  longitude: null,
  bagNumberDesignationId: null,
  bagAddressableObjectId: null,
  addressType: 'PO box',
  purposes: null,
  surfaceArea: null,
  poBoxRange: { from: 1, to: 999 },
  source: 'invented',
};

/** The Dutch addresses of the reference dataset. */
export const dutchAddresses: DutchAddressRecord[] = [
  julianastraat30,
  ...lasondersingel129,
  ...streets.flatMap(buildDutchStreet),
  utrechtPostbus,
  { ...utrechtPostbus, postcode: '3500AB', poBoxRange: { from: 1000, to: 1999 } },
];
