import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/address/format-address.ts';
import { createAddressClient } from '../../src/api/client.ts';
import { verifyAddress, type AddressCheckInput } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { postedPickup, signedArea } from './support/signed-pickup.ts';

/*
 * Pickups opt in on the server too. A shop that never ships with DHL could otherwise be sent a pickup by any script:
 * one postal-area lookup through the shop's own proxy gives a signed area, and a post with `deliveryTo=packstation`,
 * any station and the Postnummer `000000` would verify, for an hour, for every order.
 */

/** A signing proxy as a shop's server has it, and a client that asks it as the browser does. */
function shop() {
  const harness = proxyHarness({ signingKey: SIGNING_KEY });
  const client = createAddressClient({
    baseUrl: 'https://shop.test/api/address',
    fetch: (input, init) => harness.proxy(new Request(input, init)),
  });
  return { ...harness, client };
}

let area: Awaited<ReturnType<typeof signedArea>>;
beforeAll(async () => {
  // The attack's one lookup: Munich's postal area through the shop's own proxy.
  area = await signedArea(shop().client, '80539');
});

describe('verifyAddress: a DHL pickup only with germanPickup', () => {
  it('refuses any pickup a script makes of a signed postal area, unless the shop switched pickups on', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('packstation' as const, 'postfiliale' as const),
        fc.integer({ min: 100, max: 999 }),
        fc.stringMatching(/^[0-9]{6,10}$/u),
        async (kind, station, postNumber) => {
          const posted = postedPickup(area, kind, String(station), postNumber);
          expect(await verifyAddress(posted, { signingKey: SIGNING_KEY })).toEqual({
            ok: false,
            reason: 'pickup-not-accepted',
          });
          expect(await verifyAddress(posted, { signingKey: SIGNING_KEY, germanPickup: false })).toEqual({
            ok: false,
            reason: 'pickup-not-accepted',
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('verifies the same post for a shop that ships to pickups', async () => {
    const posted = postedPickup(area, 'packstation', '123', '000000');
    expect(await verifyAddress(posted, { signingKey: SIGNING_KEY, germanPickup: true })).toMatchObject({
      ok: true,
      address: { country: 'DE', postcode: '80539', pickup: { kind: 'packstation', number: 123, postNumber: '000000' } },
    });
  });

  it('says pickup-not-accepted before anything about the token, and still unverified first', async () => {
    const posted = postedPickup(area, 'packstation');
    expect(await verifyAddress({ ...posted, addressToken: '' }, { signingKey: SIGNING_KEY })).toEqual({
      ok: false,
      reason: 'pickup-not-accepted',
    });
    expect(await verifyAddress({ ...posted, addressToken: 'made-up' }, { signingKey: SIGNING_KEY })).toEqual({
      ok: false,
      reason: 'pickup-not-accepted',
    });
    expect(await verifyAddress({ ...posted, addressStatus: 'unverified' }, { signingKey: SIGNING_KEY })).toEqual({
      ok: false,
      reason: 'unverified',
    });
  });

  it('leaves a street address as it was, with or without germanPickup', async () => {
    const { client } = shop();
    const address = await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 });
    const posted = {
      country: 'NL',
      postcode: address.postcode,
      city: address.city,
      street: address.street,
      houseNumber: String(address.houseNumber),
      houseNumberAddition: address.houseNumberAddition ?? '',
      addressStatus: 'validated',
      addressToken: address.addressToken ?? '',
    };
    expect(await verifyAddress(posted, { signingKey: SIGNING_KEY })).toMatchObject({ ok: true });
    expect(await verifyAddress({ ...posted, deliveryTo: 'address' }, { signingKey: SIGNING_KEY })).toMatchObject({
      ok: true,
    });
  });

  it('throws a TypeError for a germanPickup that is not true or false (a setting read as text)', async () => {
    const options = { signingKey: SIGNING_KEY, germanPickup: 'true' as unknown as boolean };
    await expect(verifyAddress(postedPickup(area, 'packstation'), options)).rejects.toThrow(
      /germanPickup.*true or false/u,
    );
  });

  it('gives a verified Packstation a label with the Postnummer where DHL wants it, as the docs’ order example prints it', async () => {
    const verified = await verifyAddress(postedPickup(area, 'packstation', '123', '12345678'), {
      signingKey: SIGNING_KEY,
      germanPickup: true,
    });
    if (!verified.ok) throw new Error(verified.reason);
    expect(formatAddress(verified.address, { from: 'NL' }).split('\n')).toEqual([
      '12345678',
      'Packstation 123',
      '80539 München',
      'GERMANY',
    ]);
  });
});

describe('checkAddress: a DHL pickup only with germanPickup', () => {
  const pickups: [string, AddressCheckInput][] = [
    [
      'a Packstation in the street line',
      { country: 'DE', postcode: '50678', city: 'Köln', street: 'Packstation 123', postNumber: '12345678' },
    ],
    [
      'a Postfiliale by deliveryTo',
      { country: 'de', postcode: '01219', street: 'Postfiliale', houseNumber: '456', deliveryTo: 'postfiliale' },
    ],
    [
      'a Packstation out of range',
      { country: 'DE', postcode: '50678', street: 'Packstation 99', postNumber: '12345678' },
    ],
  ];

  it.each(pickups)(
    'answers %s with pickup-not-accepted and no lookup, unless the check allows pickups',
    async (_name, input) => {
      const { proxy, calls } = shop();
      await expect(proxy.checkAddress(input)).resolves.toEqual({ ok: false, reason: 'pickup-not-accepted' });
      await expect(proxy.checkAddress(input, { germanPickup: false })).resolves.toEqual({
        ok: false,
        reason: 'pickup-not-accepted',
      });
      expect(calls).toHaveLength(0);
      const allowed = await proxy.checkAddress(input, { germanPickup: true });
      expect(allowed.ok || allowed.reason === 'invalid-input').toBe(true);
    },
  );

  it('checks a street address as before without germanPickup', async () => {
    const { proxy } = shop();
    await expect(
      proxy.checkAddress({ country: 'DE', postcode: '50678', city: 'Köln', street: 'Severinstraße 205' }),
    ).resolves.toMatchObject({ ok: true });
  });
});
