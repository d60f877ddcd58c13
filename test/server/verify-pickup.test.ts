import { beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/address/format-address.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { SIGNING_KEY, signingClient } from '../support/signed-addresses.ts';
import { postedPickup, signedArea } from './support/signed-pickup.ts';

/*
 * Issue 53, point 3 (decision 5): a DHL pickup is verified for what the service confirmed, its postal area (the
 * proxy's `de-area` token over postcode and city), with the station's number and the Postnummer checked by their form.
 */
const verify = (fields: Record<string, string> | FormData, names?: Record<string, string>) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, germanPickup: true, ...(names === undefined ? {} : { names }) });
const asForm = (posted: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(posted)) form.set(name, value);
  return form;
};

let area: Awaited<ReturnType<typeof signedArea>>;
beforeAll(async () => {
  area = await signedArea(signingClient().client);
});

describe('verifyAddress: a DHL pickup in a confirmed postal area (issue 53)', () => {
  it('trusts a Packstation: the station carried as street and house number, and the pickup beside', async () => {
    const posted = postedPickup(area, 'packstation');
    const address = {
      country: 'DE',
      postcode: '01219',
      city: 'Dresden',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: { number: 123 },
      pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
    };
    expect(await verify(posted)).toEqual({ ok: true, address });
    expect(await verify(asForm(posted))).toEqual({ ok: true, address });
  });

  it('trusts a Postfiliale with a Postnummer, and one without (its pickup then has none)', async () => {
    expect(await verify(postedPickup(area, 'postfiliale', '456', '1234567890'))).toEqual({
      ok: true,
      address: {
        country: 'DE',
        postcode: '01219',
        city: 'Dresden',
        street: 'Postfiliale',
        houseNumber: '456',
        houseNumberParts: { number: 456 },
        pickup: { kind: 'postfiliale', number: 456, postNumber: '1234567890' },
      },
    });
    const without = await verify(postedPickup(area, 'postfiliale', '401', ''));
    expect(without).toMatchObject({
      ok: true,
      address: { houseNumber: '401', pickup: { kind: 'postfiliale', number: 401 } },
    });
    expect(without.ok && without.address.pickup).not.toHaveProperty('postNumber');
  });

  it('takes every station number of the kind’s range, and a Postnummer whose check digit fails (a warning only)', async () => {
    for (const [kind, number] of [
      ['packstation', '100'],
      ['packstation', '999'],
      ['postfiliale', '401'],
      ['postfiliale', '999'],
    ] as const) {
      expect(await verify(postedPickup(area, kind, number))).toMatchObject({
        ok: true,
        address: { pickup: { kind, number: Number(number) } },
      });
    }
    for (const postNumber of ['7654321', '123456', '1234567890']) {
      expect(await verify(postedPickup(area, 'packstation', '123', postNumber))).toMatchObject({
        ok: true,
        address: { pickup: { postNumber } },
      });
    }
  });

  it('gives an address formatAddress writes as DHL’s label', async () => {
    const verified = await verify(postedPickup(area, 'packstation'));
    if (!verified.ok) throw new Error(verified.reason);
    expect(formatAddress(verified.address)).toBe('12345678\nPackstation 123\n01219 Dresden');
  });

  it('reads deliveryTo and postNumber under their renamed fields, like every key', async () => {
    const { deliveryTo, postNumber, ...rest } = postedPickup(area, 'packstation');
    const names = { deliveryTo: 'lieferung', postNumber: 'postnummer' };
    expect(await verify({ ...rest, lieferung: deliveryTo, postnummer: postNumber }, names)).toMatchObject({
      ok: true,
      address: { pickup: { postNumber } },
    });
  });
});

describe('verifyAddress: a pickup’s own fields not of DHL’s form are invalid-pickup, whatever the token', () => {
  it.each([
    ['the street not the kind’s word', { street: 'Postfiliale' }],
    ['the street in other case', { street: 'packstation' }],
    ['the street with a space', { street: 'Packstation ' }],
    ['the street empty', { street: '' }],
    ['a station number below the range', { houseNumber: '99' }],
    ['a station number above the range', { houseNumber: '1000' }],
    ['a station number with a leading zero', { houseNumber: '0123' }],
    ['a station number with a letter', { houseNumber: '123a' }],
    ['a station number with a space', { houseNumber: ' 123' }],
    ['a station number written as a decimal', { houseNumber: '123.0' }],
    ['a station number in exponent form', { houseNumber: '1e2' }],
    ['no station number', { houseNumber: '' }],
    ['no Postnummer', { postNumber: '' }],
    ['a Postnummer of five digits', { postNumber: '12345' }],
    ['a Postnummer of eleven digits', { postNumber: '12345678901' }],
    ['a Postnummer with a space', { postNumber: '1234 5678' }],
    ['a Postnummer with letters', { postNumber: '1234567a' }],
  ])('a Packstation with %s', async (_what, change) => {
    expect(await verify({ ...postedPickup(area, 'packstation'), ...change })).toEqual({
      ok: false,
      reason: 'invalid-pickup',
    });
  });

  it.each([
    ['the Packstation word', { street: 'Packstation' }],
    ['a station number a Packstation has but a Postfiliale not', { houseNumber: '400' }],
    ['a Postnummer of five digits', { postNumber: '12345' }],
  ])('a Postfiliale with %s', async (_what, change) => {
    expect(await verify({ ...postedPickup(area, 'postfiliale'), ...change })).toEqual({
      ok: false,
      reason: 'invalid-pickup',
    });
  });
});
