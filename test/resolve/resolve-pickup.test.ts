import { describe, expect, it } from 'vitest';
import type { AddressCheckInput } from '../../src/resolve/address-check.ts';
import { readPickupInput } from '../../src/resolve/read-check-input.ts';
import { resolveAddress } from '../../src/resolve/resolve-address.ts';
import { signingClient } from '../support/signed-addresses.ts';

/** The paths the service was asked, without the proxy's upstream base. */
const pathsOf = (calls: readonly Request[]): string[] =>
  calls.map((call) => decodeURIComponent(new URL(call.url).pathname.replace(/^\/base/u, '')));

/** A German pickup's address as the check confirms it: DHL's layout, the station's postcode and town as the service has them. */
const pickupAddress = (
  kind: 'packstation' | 'postfiliale',
  number: number,
  postcode: string,
  city: string,
  postNumber?: string,
) => ({
  country: 'DE',
  postcode,
  city,
  street: kind === 'packstation' ? 'Packstation' : 'Postfiliale',
  houseNumber: String(number),
  houseNumberParts: { number },
  status: 'validated',
  pickup: { kind, number, ...(postNumber === undefined ? {} : { postNumber }) },
});

describe('resolveAddress: a German DHL pickup is its postal area, in one lookup', () => {
  it.each<[string, AddressCheckInput, ReturnType<typeof pickupAddress>]>([
    [
      'a Packstation in the street line, its Postnummer beside it',
      { country: 'de', postcode: '50678', city: 'Koeln', street: 'Packstation 123', postNumber: '12345678' },
      pickupAddress('packstation', 123, '50678', 'Köln', '12345678'),
    ],
    [
      'a Packstation as the shop modules write it: the word as the street, the number as the house number',
      { country: 'DE', postcode: 'D-50678', street: 'PACKSTATION', houseNumber: 999, postNumber: 7654321 },
      pickupAddress('packstation', 999, '50678', 'Köln', '7654321'), // The check digit fails: no refusal.
    ],
    [
      'a Postfiliale without a Postnummer',
      { country: 'DE', postcode: '01219', city: 'Dresden', street: 'Postfiliale Nr. 456' },
      pickupAddress('postfiliale', 456, '01219', 'Dresden'),
    ],
    [
      'a Postfiliale with a Postnummer, posted as the form posts it',
      {
        country: 'DE',
        postcode: '01465',
        city: 'Radeberg',
        street: 'Postfiliale',
        houseNumber: '401',
        postNumber: '123456',
        deliveryTo: 'postfiliale',
      },
      pickupAddress('postfiliale', 401, '01465', 'Radeberg', '123456'),
    ],
    [
      'a Packstation posted as the form posts it',
      {
        country: 'DE',
        postcode: '50678',
        street: 'Packstation',
        houseNumber: '100',
        postNumber: '1234567890',
        deliveryTo: 'Packstation',
      },
      pickupAddress('packstation', 100, '50678', 'Köln', '1234567890'),
    ],
  ])('%s', async (_name, input, address) => {
    const { client, calls } = signingClient();
    // The token is the postal area's, which the signing proxy writes (issue 53, point 3).
    await expect(resolveAddress(client, input)).resolves.toEqual({
      ok: true,
      address,
      token: expect.stringMatching(/^v3\.a\./u) as unknown,
    });
    expect(pathsOf(calls)).toEqual([`/de/v1/autocomplete/postal-area/${address.postcode}`]);
  });
});

describe('resolveAddress: a pickup that cannot be asked about costs nothing', () => {
  it.each<[string, AddressCheckInput]>([
    [
      'a Packstation number under 100',
      { country: 'DE', postcode: '50678', street: 'Packstation 42', postNumber: '12345678' },
    ],
    [
      'a Packstation number over 999',
      { country: 'DE', postcode: '50678', street: 'Packstation 1000', postNumber: '12345678' },
    ],
    ['a Postfiliale number under 401', { country: 'DE', postcode: '50678', street: 'Postfiliale 400' }],
    ['a Packstation without a Postnummer', { country: 'DE', postcode: '50678', street: 'Packstation 123' }],
    [
      'a Packstation with a blank Postnummer',
      { country: 'DE', postcode: '50678', street: 'Packstation', houseNumber: '123', postNumber: '   ' },
    ],
    [
      'a Postnummer of five digits',
      { country: 'DE', postcode: '50678', street: 'Packstation 123', postNumber: '12345' },
    ],
    [
      'a Postnummer of eleven digits',
      { country: 'DE', postcode: '50678', street: 'Postfiliale 456', postNumber: '12345678901' },
    ],
    [
      'a Postnummer with a space',
      { country: 'DE', postcode: '50678', street: 'Packstation 123', postNumber: '1234 5678' },
    ],
    [
      'a Postnummer with a letter',
      { country: 'DE', postcode: '50678', street: 'Packstation 123', postNumber: 'A1234567' },
    ],
    ['a pickup without a postcode', { country: 'DE', city: 'Köln', street: 'Packstation 123', postNumber: '12345678' }],
    [
      'an addition beside a station',
      { country: 'DE', postcode: '50678', street: 'Packstation 123', houseNumberAddition: 'a', postNumber: '12345678' },
    ],
    [
      'deliveryTo packstation with a street',
      {
        country: 'DE',
        postcode: '50678',
        street: 'Severinstr.',
        houseNumber: '205',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      },
    ],
    [
      'deliveryTo packstation with a Postfiliale',
      { country: 'DE', postcode: '50678', street: 'Postfiliale', houseNumber: '456', deliveryTo: 'packstation' },
    ],
    ['deliveryTo of no kind', { country: 'DE', postcode: '50678', street: 'Severinstr. 205', deliveryTo: 'locker' }],
    [
      'deliveryTo packstation outside Germany',
      {
        country: 'NL',
        postcode: '2012ES',
        street: 'Packstation',
        houseNumber: '123',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      },
    ],
  ])('%s', async (_name, input) => {
    const { client, calls } = signingClient();
    await expect(resolveAddress(client, input)).resolves.toEqual({ ok: false, reason: 'invalid-input' });
    expect(calls).toHaveLength(0);
  });
});

describe('resolveAddress: what stays a street', () => {
  it.each<[string, AddressCheckInput, string]>([
    [
      'a Dutch "Packstation 123"',
      { country: 'NL', city: 'Haarlem', street: 'Packstation 123' },
      '/nl/v1/addresses/exact/Haarlem/Packstation/123',
    ],
    [
      'a Belgian "Packstation 123"',
      { country: 'BE', postcode: '2610', street: 'Packstation 123', postNumber: '12345678' },
      '/be/v1/autocomplete/street/',
    ],
    [
      'a German "Paketstation 5"',
      { country: 'DE', postcode: '50678', street: 'Paketstation 5', postNumber: '12345678' },
      '/de/v1/autocomplete/street/',
    ],
    [
      'a German "Filiale 456"',
      { country: 'DE', postcode: '50678', street: 'Filiale 456' },
      '/de/v1/autocomplete/street/',
    ],
    [
      'a German "Packstation 123" with deliveryTo address',
      { country: 'DE', postcode: '50678', street: 'Packstation 123', deliveryTo: 'address' },
      '/de/v1/autocomplete/street/',
    ],
  ])('%s', async (_name, input, asked) => {
    expect(readPickupInput(input)).toBeNull();
    const { client, calls } = signingClient();
    const result = await resolveAddress(client, input);
    expect(result.ok).toBe(false);
    expect(pathsOf(calls).some((path) => path.startsWith(asked))).toBe(true);
  });

  it('ignores a Postnummer beside a street address', () => {
    expect(
      readPickupInput({ country: 'DE', postcode: '50678', street: 'Severinstr. 205', postNumber: 'not one' }),
    ).toBeNull();
  });
});
