import type { ConfirmedAddress } from '../../src/address/confirmed-address.ts';
import type { AddressCheckFailureReason, AddressCheckInput } from '../../src/resolve/address-check.ts';

/**
 * One address as people write it, and what the one resolver makes of it over the reference API: the confirmed
 * address (in part) or why not, and the paid lookups it takes (without a cache).
 */
export interface ResolveCase {
  name: string;
  input: AddressCheckInput;
  expected:
    | { ok: true; address: Partial<ConfirmedAddress> }
    | { ok: false; reason: AddressCheckFailureReason; candidates?: string[] };
  lookups: number;
}

const boxes = Array.from({ length: 12 }, (_, i) => `36 bus ${String(i + 1)}`);

/**
 * The shared table of the resolver: `resolveAddress` (test/resolve), `proxy.checkAddress` (test/server) and the browser's
 * fill of `AddressFields` (test/components) all answer it.
 */
export const RESOLVE_CASES: readonly ResolveCase[] = [
  {
    name: 'a Dutch postcode in any spacing and case, with the number',
    input: { country: 'nl', postcode: '2012 es', houseNumber: '30' },
    expected: {
      ok: true,
      address: {
        country: 'NL',
        postcode: '2012ES',
        city: 'Haarlem',
        street: 'Julianastraat',
        houseNumber: '30',
        houseNumberAddition: '',
        houseNumberParts: { number: 30 },
      },
    },
    lookups: 1,
  },
  {
    name: 'a Dutch street line with the number in it, the city in lower case',
    input: { country: 'NL', city: 'haarlem', street: 'Julianastraat 30' },
    expected: { ok: true, address: { postcode: '2012ES', street: 'Julianastraat', houseNumber: '30' } },
    lookups: 1,
  },
  {
    name: 'a Dutch number with its addition in one text',
    input: { country: 'NL', postcode: '7514BP', houseNumber: '129-a' },
    expected: {
      ok: true,
      address: {
        street: 'Lasondersingel',
        houseNumber: '129',
        houseNumberAddition: 'A',
        houseNumberParts: { number: 129, addition: 'A' },
      },
    },
    lookups: 1,
  },
  {
    name: 'a Dutch street line whose addition has letters and digits',
    input: { country: 'NL', postcode: '4371NS', street: 'Dishoek 2 S1' },
    expected: {
      ok: true,
      address: {
        street: 'Dishoek',
        houseNumber: '2',
        houseNumberAddition: 'S1',
        houseNumberParts: { number: 2, addition: 'S1' },
      },
    },
    lookups: 1,
  },
  {
    name: 'a Dutch addition the building does not have',
    input: { country: 'NL', postcode: '2011SN', houseNumber: 70, houseNumberAddition: 'C' },
    expected: { ok: false, reason: 'incomplete', candidates: ['', 'A', 'B'] },
    lookups: 1,
  },
  {
    name: 'a Dutch city name that is not unique (the 409)',
    input: { country: 'NL', city: 'Hengelo', street: 'Kerkstraat', houseNumber: 1 },
    expected: { ok: false, reason: 'ambiguous', candidates: ['Hengelo gem. Bronckhorst', 'Hengelo gem. Hengelo'] },
    lookups: 1,
  },
  {
    name: 'a Dutch address that does not exist',
    input: { country: 'NL', postcode: '2012ES', houseNumber: 9999 },
    expected: { ok: false, reason: 'not-found' },
    lookups: 1,
  },
  {
    name: 'a Dutch address without a number, refused unasked',
    input: { country: 'NL', city: 'Haarlem', street: 'Julianastraat' },
    expected: { ok: false, reason: 'invalid-input' },
    lookups: 0,
  },
  {
    name: 'a Belgian street line with its box',
    input: { country: 'BE', postcode: '2610', street: 'Europalaan 36 bus 1' },
    expected: {
      ok: true,
      address: {
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '36 bus 1',
        houseNumberParts: { number: 36, box: '1' },
      },
    },
    lookups: 3,
  },
  {
    name: 'a Belgian building with boxes, the box missing',
    input: { country: 'be', postcode: '2610', city: 'Wilrijk', street: 'europalaan', houseNumber: '36' },
    expected: { ok: false, reason: 'incomplete', candidates: boxes },
    lookups: 3,
  },
  {
    name: 'a Belgian box written in capitals, the whole municipality for a place',
    input: { country: 'BE', city: 'Antwerpen', street: 'Europalaan', houseNumber: '36 BUS 2' },
    expected: {
      ok: true,
      address: {
        postcode: '2610',
        city: 'Antwerpen',
        houseNumber: '36 bus 2',
        houseNumberParts: { number: 36, box: '2' },
      },
    },
    lookups: 3,
  },
  {
    name: 'a Belgian box in a field of its own',
    input: { country: 'BE', postcode: '2610', street: 'Europalaan', houseNumber: '36', houseNumberAddition: '3' },
    expected: { ok: true, address: { houseNumber: '36 bus 3', houseNumberParts: { number: 36, box: '3' } } },
    lookups: 3,
  },
  {
    name: 'a Belgian postcode as written abroad',
    input: { country: 'BE', postcode: 'B-2610', street: 'Europalaan', houseNumber: '12' },
    expected: {
      ok: true,
      address: { postcode: '2610', street: 'Europalaan', houseNumber: '12', houseNumberParts: { number: 12 } },
    },
    lookups: 3,
  },
  {
    name: 'a Belgian street that runs through two postcodes, its number saying which',
    input: { country: 'BE', city: 'antwerpen', street: 'Boomsesteenweg 200' },
    expected: {
      ok: true,
      address: { postcode: '2020', city: 'Antwerpen', street: 'Boomsesteenweg', houseNumber: '200' },
    },
    lookups: 3,
  },
  {
    name: 'a German street written out (Strasse for Str.) with its number, a city alone',
    input: { country: 'DE', city: 'Köln', street: 'Severinstrasse 205' },
    expected: {
      ok: true,
      address: {
        country: 'DE',
        postcode: '50678',
        city: 'Köln',
        street: 'Severinstr.',
        houseNumber: '205',
        houseNumberParts: { number: 205 },
      },
    },
    lookups: 3,
  },
  {
    name: 'a German city misspelled beside its postcode',
    input: { country: 'DE', postcode: '50678', city: 'Koeln', street: 'Severinstraße', houseNumber: '205' },
    expected: { ok: true, address: { postcode: '50678', city: 'Köln', street: 'Severinstr.' } },
    lookups: 3,
  },
  {
    name: 'a German number addition in a field of its own',
    input: {
      country: 'DE',
      postcode: '01069',
      city: 'Dresden',
      street: 'Prager Str.',
      houseNumber: '2',
      houseNumberAddition: '3',
    },
    expected: {
      ok: true,
      address: { street: 'Prager Str.', houseNumber: '2-3', houseNumberParts: { number: 2, addition: '3' } },
    },
    lookups: 3,
  },
  {
    name: 'a German postcode of two places, and no place',
    input: { country: 'DE', postcode: '01465', street: 'Dresdner Str.', houseNumber: '7' },
    expected: { ok: false, reason: 'ambiguous', candidates: ['01465 Langebrück', '01465 Liegau-Augustusbad'] },
    lookups: 1,
  },
  {
    name: 'a German street that is not there',
    input: { country: 'DE', postcode: '50678', street: 'Nirgendwostraße', houseNumber: '1' },
    expected: { ok: false, reason: 'not-found' },
    lookups: 2,
  },
  {
    name: 'a country the service does not cover, refused unasked',
    input: { country: 'FR', postcode: '75001', city: 'Paris', street: 'Rue de Rivoli', houseNumber: '1' },
    expected: { ok: false, reason: 'invalid-input' },
    lookups: 0,
  },
];
