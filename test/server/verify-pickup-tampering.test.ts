import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAddress } from '../../src/server/index.ts';
import { createAddressClient } from '../../src/api/client.ts';
import { houseNumberPartsText, suggestionParts } from '../../src/api/house-number-parts.ts';
import { chainedToken } from '../../src/api/posted-names.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { postedDutch, SIGNING_KEY, signingClient } from '../support/signed-addresses.ts';
import { postedChains, type PostedChain } from './support/chained-addresses.ts';
import { postedPickup, signedArea } from './support/signed-pickup.ts';

/*
 * Issue 53, point 3 (decision 5): a postal area's token vouches for a pickup's postcode and town and for nothing
 * else, and a pickup is vouched for by no other token.
 */
const OTHER_KEY = 'another-key-of-32-characters-or-more-000';
const verify = (fields: Record<string, string>, options: Partial<Parameters<typeof verifyAddress>[1]> = {}) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, germanPickup: true, ...options });
const TAMPERED = { ok: false, reason: 'tampered' };

let area: Awaited<ReturnType<typeof signedArea>>;
let german: PostedChain;
beforeAll(async () => {
  const { client } = signingClient();
  area = await signedArea(client);
  const [eugenBracht] = await postedChains(client, 1817, '36');
  if (eugenBracht === undefined) throw new Error('Eugen-Bracht-Str. 36 is validated');
  german = eugenBracht;
});

describe('verifyAddress: a postal area’s token verifies a pickup only', () => {
  it('refuses a street address posted with a postal area’s token, with deliveryTo address or none, as tampered', async () => {
    const { addressToken } = area;
    // The token itself is good: for the pickup it vouches for.
    expect(await verify(postedPickup(area, 'packstation'))).toMatchObject({ ok: true });
    const street = { ...german, country: 'DE', addressToken };
    expect(await verify({ ...street, deliveryTo: 'address', postNumber: '' })).toEqual(TAMPERED);
    expect(await verify(street)).toEqual(TAMPERED);
    // The pickup's own fields as a street address: the area's postcode and city, a Packstation word as a street name.
    const { deliveryTo: _kind, ...asStreet } = postedPickup(area, 'packstation');
    expect(await verify(asStreet)).toEqual(TAMPERED);
    expect(await verify({ ...asStreet, deliveryTo: 'address' })).toEqual(TAMPERED);
    // A deliveryTo that is no pickup kind is a street address, for which the area's token is no token.
    for (const deliveryTo of ['Packstation', 'PACKSTATION', 'locker', ' packstation']) {
      expect(await verify({ ...postedPickup(area, 'packstation'), deliveryTo })).toEqual(TAMPERED);
    }
  });

  it('refuses a pickup posted with a street’s token (a chain of street and house number) or a Dutch address’s, as tampered', async () => {
    // A street the service calls Packstation, with a number 123 on it: its chain covers every field a Packstation posts.
    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY }, (request) =>
      Promise.resolve(
        Response.json(
          request.url.includes('/street/')
            ? [{ streetId: 77, streetName: 'Packstation', postcode: '01219', cityName: 'Dresden' }]
            : [{ houseNumber: '123', number: 123, addition: null, postcode: '01219', status: 'validated' }],
        ),
      ),
    );
    const client = createAddressClient({
      baseUrl: 'https://shop.test/api/address',
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    const [street] = await client.autocompleteStreet({
      country: 'DE',
      cityId: 14612000,
      postcode: '01219',
      streetName: 'Packst',
    });
    const [house] = await client.autocompleteHouseNumber({
      country: 'DE',
      cityId: 14612000,
      streetId: 77,
      postcode: '01219',
      validation: 'strict',
      houseNumber: '123',
    });
    if (street === undefined || house === undefined) throw new Error('the stub answers one street and one number');
    const asStreet = {
      ...postedPickup(area, 'packstation'),
      houseNumberParts: houseNumberPartsText(suggestionParts(house)),
    };
    const streetToken = chainedToken(street.addressToken, house.addressToken);
    expect(await verify({ ...asStreet, deliveryTo: 'address', addressToken: streetToken })).toMatchObject({
      ok: true,
      address: { street: 'Packstation' },
    });
    expect(await verify({ ...asStreet, addressToken: streetToken })).toEqual(TAMPERED);
    const chained = {
      ...postedPickup(area, 'packstation'),
      postcode: german.postcode,
      city: german.city,
      addressToken: german.addressToken,
    };
    expect(await verify(chained)).toEqual(TAMPERED);
    const dutch = postedDutch(await signingClient().client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
    expect(
      await verify({
        ...postedPickup(area, 'postfiliale'),
        postcode: dutch.postcode,
        city: dutch.city,
        addressToken: dutch.addressToken,
      }),
    ).toEqual(TAMPERED);
    // The street address the chain vouches for still verifies, as a street address.
    expect(await verify({ ...german, deliveryTo: 'address', postNumber: '' })).toMatchObject({
      ok: true,
      address: { street: german.street },
    });
  });

  it('refuses a pickup posted under another country than Germany, or signed under another key, as tampered', async () => {
    for (const country of ['NL', 'BE', 'AT'])
      expect(await verify({ ...postedPickup(area, 'packstation'), country })).toEqual(TAMPERED);
    expect(await verify({ ...postedPickup(area, 'packstation'), country: ' de ' })).toMatchObject({ ok: true });
    expect(await verify(postedPickup(area, 'packstation'), { signingKey: OTHER_KEY })).toEqual(TAMPERED);
    expect(await verify(postedPickup(area, 'packstation'), { signingKey: [OTHER_KEY, SIGNING_KEY] })).toMatchObject({
      ok: true,
    });
  });

  it('holds a pickup to the rules of any token: none is unverified or no-token, too old expired, cut short malformed', async () => {
    const posted = postedPickup(area, 'packstation');
    const unchecked = { ...posted, addressStatus: 'unverified', addressToken: '' };
    expect(await verify(unchecked)).toEqual({ ok: false, reason: 'unverified' });
    expect(await verify({ ...unchecked, addressStatus: 'validated' })).toEqual({ ok: false, reason: 'no-token' });
    const signedAt = Date.now();
    expect(await verify(posted, { now: signedAt + 3500_000 })).toMatchObject({ ok: true });
    expect(await verify(posted, { now: signedAt + 3700_000 })).toEqual({ ok: false, reason: 'expired' });
    expect(await verify(posted, { maxAgeSeconds: 60, now: signedAt + 120_000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verify({ ...posted, addressToken: area.addressToken.slice(0, -1) })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses any change of a signed pickup’s postcode or city as tampered (property)', async () => {
    const posted = postedPickup(area, 'packstation');
    expect(await verify(posted)).toMatchObject({ ok: true });
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('01217', '01219 ', 'dresden', 'Dresden ', 'Dreѕden', 'Strehlen', 'Köln'),
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ postcode: text, city: text }, { requiredKeys: [] }), async (change) => {
        fc.pre(Object.entries(change).some(([key, value]) => value !== posted[key as 'postcode' | 'city']));
        expect(await verify({ ...posted, ...change })).toEqual(TAMPERED);
      }),
      { numRuns: 300 },
    );
  });
});
