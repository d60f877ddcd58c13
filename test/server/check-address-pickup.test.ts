import { describe, expect, it } from 'vitest';
import type { AddressCheckInput } from '../../src/server/index.ts';
import { areaSigningChecker } from '../support/area-signing-checker.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

const PACKSTATION: AddressCheckInput = {
  country: 'DE',
  postcode: '50678',
  city: 'Köln',
  street: 'Packstation 123',
  postNumber: '12345678',
};
const POSTFILIALE: AddressCheckInput = {
  country: 'DE',
  postcode: '01219',
  street: 'Postfiliale',
  houseNumber: '456',
  deliveryTo: 'postfiliale',
};

describe('proxy.checkAddress: a DHL pickup', () => {
  it.each([
    ['a Packstation', PACKSTATION, '/base/de/v1/autocomplete/postal-area/50678'],
    ['a Postfiliale', POSTFILIALE, '/base/de/v1/autocomplete/postal-area/01219'],
  ])(
    '%s asks for its postal area only, and is ok with the token the proxy signed for that area',
    async (_name, input, path) => {
      const { proxy, calls } = proxyHarness({ signingKey: SIGNING_KEY });
      await expect(proxy.checkAddress(input, { germanPickup: true })).resolves.toMatchObject({
        ok: true,
        address: {
          country: 'DE',
          street: input.deliveryTo === 'postfiliale' ? 'Postfiliale' : 'Packstation',
          pickup: { kind: input.deliveryTo ?? 'packstation' },
        },
        token: expect.stringMatching(/^v3\.a\./u) as unknown,
      });
      expect(calls.map((call) => new URL(call.url).pathname)).toEqual([path]);
    },
  );

  it.each<[string, AddressCheckInput]>([
    ['a station out of range', { ...PACKSTATION, street: 'Packstation 99' }],
    ['a Packstation without a Postnummer', { ...PACKSTATION, postNumber: '' }],
    ['a malformed Postnummer', { ...PACKSTATION, postNumber: '12-34-56' }],
    ['a Postfiliale of a Packstation’s range', { ...POSTFILIALE, houseNumber: '123' }],
  ])('refuses %s as invalid-input, with no lookup', async (_name, input) => {
    const { proxy, calls } = proxyHarness({ signingKey: SIGNING_KEY });
    await expect(proxy.checkAddress(input, { germanPickup: true })).resolves.toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('checkAddress: a pickup whose postal area’s token verifies', () => {
  it('is ok, in DHL’s layout with `pickup`, its kind and Postnummer asked to verify as the form posts them', async () => {
    const { check, asked, paths } = areaSigningChecker(() => true);
    const address = {
      country: 'DE',
      postcode: '50678',
      city: 'Köln',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: { number: 123 },
      status: 'validated',
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    };
    await expect(check(PACKSTATION, { germanPickup: true })).resolves.toEqual({
      ok: true,
      address,
      token: 'area-token-50678',
    });
    expect(paths).toEqual(['/de/v1/autocomplete/postal-area/50678']);
    expect(asked).toEqual([
      {
        country: 'DE',
        postcode: '50678',
        city: 'Köln',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberAddition: '',
        houseNumberParts: 'number=123',
        addressStatus: 'validated',
        addressToken: 'area-token-50678',
        deliveryTo: 'packstation',
        postNumber: '12345678',
      },
    ]);
  });

  it('asks a Postfiliale without a Postnummer to verify with an empty one', async () => {
    const { check, asked } = areaSigningChecker(() => true);
    const result = await check(POSTFILIALE, { germanPickup: true });
    expect(result).toMatchObject({
      ok: true,
      address: { street: 'Postfiliale', houseNumber: '456', pickup: { kind: 'postfiliale', number: 456 } },
    });
    expect(asked[0]).toMatchObject({ deliveryTo: 'postfiliale', postNumber: '' });
  });

  it('is unavailable when the token does not verify', async () => {
    const { check } = areaSigningChecker(() => false);
    await expect(check(PACKSTATION, { germanPickup: true })).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});
