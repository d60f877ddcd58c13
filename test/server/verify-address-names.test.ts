import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAddress, type VerifiedNames } from '../../src/server/index.ts';
import { postedDutch, SIGNING_KEY, signingClient, type PostedAddress } from '../support/signed-addresses.ts';

/*
 * Issue 41, point 4: the `names` of verifyAddress. An `undefined` name (`process.env.X` with X unset) is the default
 * name, never a field called "undefined"; a name that cannot be a field, a key verifyAddress does not know and two keys
 * reading one field throw a TypeError that says what to fix.
 */

const verify = (fields: Parameters<typeof verifyAddress>[0], names: unknown) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, names: names as VerifiedNames });
const asForm = (posted: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(posted)) form.set(name, value);
  return form;
};

/** Haarlem, Julianastraat 30: a Dutch address without an addition, as the lookup posts it through a signing proxy. */
let julianastraat: PostedAddress;
beforeAll(async () => {
  const { client } = signingClient();
  julianastraat = postedDutch(await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
  expect(julianastraat).toMatchObject({ houseNumberAddition: '', addressStatus: 'validated' });
});

describe('an undefined name is the default name', () => {
  it('an addition posted beside an address confirmed without one is not ok (the reproduction)', async () => {
    const forged = { ...julianastraat, houseNumberAddition: 'B' };
    for (const fields of [asForm(forged), new URLSearchParams(forged), forged]) {
      expect(await verify(fields, { houseNumberAddition: undefined })).toEqual({ ok: false, reason: 'tampered' });
    }
    // As a shop writes it (the type takes it): a setting from an environment variable that is not set.
    const names: VerifiedNames = { houseNumberAddition: process.env['RAE_TEST_UNSET_ADDITION_FIELD'] };
    expect(names.houseNumberAddition).toBeUndefined();
    expect(await verifyAddress(asForm(forged), { signingKey: SIGNING_KEY, names })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('the address as confirmed still verifies, with any key left undefined', async () => {
    const names = {
      postcode: undefined,
      city: undefined,
      street: undefined,
      houseNumber: undefined,
      houseNumberAddition: undefined,
      houseNumberParts: undefined,
      status: undefined,
      token: undefined,
    };
    expect(await verify(asForm(julianastraat), names)).toMatchObject({
      ok: true,
      address: { country: 'NL', houseNumberAddition: '' },
    });
  });

  it('an undefined key beside renamed ones reads the default field, the renamed ones theirs', async () => {
    const { houseNumberAddition, addressToken, ...rest } = julianastraat;
    const posted = { ...rest, toevoeging: houseNumberAddition, proof: addressToken };
    expect(await verify(posted, { houseNumberAddition: 'toevoeging', token: 'proof', city: undefined })).toMatchObject({
      ok: true,
    });
    expect(
      await verify(
        { ...posted, toevoeging: 'B' },
        { houseNumberAddition: 'toevoeging', token: 'proof', city: undefined },
      ),
    ).toEqual({ ok: false, reason: 'tampered' });
    // The default city field is read: a changed city there is noticed.
    expect(
      await verify(
        { ...posted, city: 'Amsterdam' },
        { token: 'proof', houseNumberAddition: 'toevoeging', city: undefined },
      ),
    ).toEqual({ ok: false, reason: 'tampered' });
  });
});

describe('names that cannot be right throw a TypeError that says what to fix', () => {
  it.each([
    ['a text', 'houseNumberAddition', /`names` must be an object/u],
    ['null', null, /`names` must be an object/u],
    ['a list', ['city'], /`names` must be an object/u],
    ['a Map', new Map([['city', 'town']]), /`names` must be an object/u],
  ])('names that are %s', async (_name, names, message) => {
    await expect(verify(julianastraat, names)).rejects.toThrow(TypeError);
    await expect(verify(julianastraat, names)).rejects.toThrow(message);
  });

  it.each([
    ['an empty text', { houseNumberAddition: '' }, /`names\.houseNumberAddition` must be a field name/u],
    ['null', { city: null }, /`names\.city` must be a field name.*got null/u],
    ['a number', { houseNumber: 7 }, /`names\.houseNumber` must be a field name.*got a number/u],
    ['true', { token: true }, /`names\.token` must be a field name.*"addressToken"/u],
  ])('a name that is %s, naming its key', async (_name, names, message) => {
    await expect(verify(julianastraat, names)).rejects.toThrow(TypeError);
    await expect(verify(julianastraat, names)).rejects.toThrow(message);
  });

  it('an unknown key (a typo, another component’s key), listing the known keys', async () => {
    for (const names of [{ houseNumberAdition: 'toevoeging' }, { zip: 'postcode' }, { addressToken: 'proof' }]) {
      const [key] = Object.keys(names);
      await expect(verify(julianastraat, names)).rejects.toThrow(TypeError);
      await expect(verify(julianastraat, names)).rejects.toThrow(`\`names\` has no key "${key ?? ''}"`);
      await expect(verify(julianastraat, names)).rejects.toThrow(
        'postcode, city, street, houseNumber, houseNumberAddition, houseNumberParts, status, token',
      );
    }
  });

  it('knows the DHL pickup keys of issue 53, postNumber and deliveryTo: renamed, they read no other key’s field', async () => {
    expect(await verify(julianastraat, { postNumber: 'dhlPostNumber', deliveryTo: 'dhlDeliveryTo' })).toMatchObject({
      ok: true,
    });
    await expect(verify(julianastraat, { postNumber: 'street' })).rejects.toThrow(
      /`names\.street` and `names\.postNumber` both read one field/u,
    );
    await expect(verify(julianastraat, { city: 'deliveryTo' })).rejects.toThrow(
      /`names\.city` and `names\.deliveryTo` both read one field/u,
    );
  });

  it('two keys reading one field, given or by default (swapped ones are two fields)', async () => {
    await expect(verify(julianastraat, { city: 'place', street: 'place' })).rejects.toThrow(
      /`names\.city` and `names\.street` both read one field/u,
    );
    // `street` is left out, so it reads "street": the city may not read it too.
    await expect(verify(julianastraat, { city: 'street' })).rejects.toThrow(
      /`names\.city` and `names\.street` both read one field/u,
    );
    await expect(verify(julianastraat, { status: 'addressToken' })).rejects.toThrow(
      /`names\.status` and `names\.token` both read one field/u,
    );
    await expect(verify(julianastraat, { city: 'street' })).rejects.toThrow(TypeError);
    // Swapped names are still two fields, and are read as such.
    const { city, street, ...rest } = julianastraat;
    expect(await verify({ ...rest, city: street, street: city }, { city: 'street', street: 'city' })).toMatchObject({
      ok: true,
    });
  });
});
