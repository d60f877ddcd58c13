import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseNumberPartsText } from '../../src/api/house-number-parts.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { anyParts } from '../api/support/house-number-parts-arbitrary.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { postedDutch, SIGNING_KEY, signingClient } from '../support/signed-addresses.ts';
import { postedChains, type PostedChain } from './support/chained-addresses.ts';

/*
 * Issue 38, point 4: carrier-ready parts. The proxy signs each validated house number with the canonical text of its
 * parts, from the service's own fields; the form posts that text as `houseNumberParts`; `verifyAddress` hands the
 * parts back trusted, and refuses any other text. A Dutch address's parts are its confirmed number and addition.
 */

const verify = (fields: Record<string, string>, names?: Record<string, string>) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, ...(names === undefined ? {} : { names }) });

const EUROPALAAN = 824;
const EUGEN_BRACHT_STR = 1817;
const { client } = signingClient();

/** The chain a form posts for one validated house number, typed as a person writes it. */
async function chain(streetId: number, typed: string, houseNumber = typed): Promise<PostedChain> {
  const found = (await postedChains(client, streetId, typed)).find((posted) => posted.houseNumber === houseNumber);
  if (found === undefined) throw new Error(`${houseNumber} is a validated house number of street ${streetId}`);
  return found;
}

describe('a house number’s parts, signed by the proxy and handed back by verifyAddress', () => {
  it.each([
    ['36 bus 1', { number: 36, box: '1' }, 'number=36&box=1'],
    ['1/30', { number: 1, bis: '30' }, 'number=1&bis=30'],
    ['2BIS', { number: 2, bis: 'BIS' }, 'number=2&bis=BIS'],
    ['12A', { number: 12, bis: 'A' }, 'number=12&bis=A'],
    ['5', { number: 5 }, 'number=5'],
  ])('Belgium, Europalaan %s', async (houseNumber, parts, text) => {
    const posted = await chain(EUROPALAAN, houseNumber);
    expect(posted.houseNumberParts).toBe(text);
    expect(await verify(posted)).toEqual({
      ok: true,
      address: {
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber,
        houseNumberParts: parts,
      },
    });
  });

  it('Belgium, a bis number and a box (Liège, 6/3 bte 0101)', async () => {
    const posted = await chain(5410, '6/3 bte 0101');
    expect(await verify(posted)).toMatchObject({
      ok: true,
      address: { houseNumber: '6/3 bte 0101', houseNumberParts: { number: 6, bis: '3', box: '0101' } },
    });
  });

  it.each([
    ['36-2', { number: 36, addition: '2' }, '01217'],
    ['1A', { number: 1, addition: 'A' }, '01219'],
    ['12', { number: 12 }, '01219'],
  ])('Germany, Eugen-Bracht-Str. %s', async (houseNumber, parts, postcode) => {
    const posted = await chain(EUGEN_BRACHT_STR, houseNumber);
    expect(await verify(posted)).toEqual({
      ok: true,
      address: {
        country: 'DE',
        postcode,
        city: 'Dresden',
        street: 'Eugen-Bracht-Str.',
        houseNumber,
        houseNumberParts: parts,
      },
    });
  });

  it('the Netherlands: the confirmed number and addition are the parts (no field of their own is read)', async () => {
    const julianastraat = postedDutch(await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
    expect(await verify(julianastraat)).toMatchObject({
      ok: true,
      address: { houseNumber: '30', houseNumberAddition: '', houseNumberParts: { number: 30 } },
    });
    const lasondersingel = postedDutch(
      await client.lookupPostcode({ postcode: '7514BP', houseNumber: 129, houseNumberAddition: 'A' }),
    );
    expect(await verify(lasondersingel)).toMatchObject({
      ok: true,
      address: { houseNumberAddition: 'A', houseNumberParts: { number: 129, addition: 'A' } },
    });
    // A PO box: the service answers number 0; the box asked for is the number.
    const box = postedDutch(await client.lookupPostcode({ postcode: '3500AA', houseNumber: 123 }), 123);
    expect(await verify(box)).toMatchObject({
      ok: true,
      address: { street: 'Postbus', houseNumber: '123', houseNumberParts: { number: 123 } },
    });
    // A parts field posted beside a Dutch address is not the Dutch address's: it is ignored.
    expect(await verify({ ...julianastraat, houseNumberParts: 'number=31' })).toMatchObject({
      ok: true,
      address: { houseNumberParts: { number: 30 } },
    });
  });

  it('reads the parts under their renamed field, like every key', async () => {
    const { houseNumberParts, ...posted } = await chain(EUROPALAAN, '36 bus 1');
    expect(
      await verify({ ...posted, carrierParts: houseNumberParts }, { houseNumberParts: 'carrierParts' }),
    ).toMatchObject({
      ok: true,
      address: { houseNumberParts: { number: 36, box: '1' } },
    });
    expect(await verify({ ...posted, carrierParts: houseNumberParts })).toEqual({ ok: false, reason: 'tampered' });
    await expect(verify(posted, { houseNumberParts: 'houseNumber' })).rejects.toThrow(/both read one field/u);
  });
});

describe('any other parts text is refused as tampered', () => {
  let chains: PostedChain[];
  beforeAll(async () => {
    chains = await Promise.all([
      chain(EUROPALAAN, '36 bus 1'),
      chain(EUROPALAAN, '1/30'),
      chain(EUROPALAAN, '2BIS'),
      chain(EUGEN_BRACHT_STR, '36-2'),
    ]);
  });

  it('the canonical text of any other parts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...chains), anyParts, async (posted, parts) => {
        const text = houseNumberPartsText(parts);
        fc.pre(text !== posted.houseNumberParts);
        expect(await verify({ ...posted, houseNumberParts: text })).toEqual({ ok: false, reason: 'tampered' });
      }),
      { numRuns: 300 },
    );
  });

  it('the text changed anywhere, written another way, or left out', async () => {
    const edits = fc.oneof(
      fc.tuple(fc.nat(), fc.string({ unit: 'binary', maxLength: 3 })).map(
        ([at, put]) =>
          (text: string) =>
            text.slice(0, at % (text.length + 1)) + put + text.slice(at % (text.length + 1)),
      ),
      fc.nat().map((at) => (text: string) => text.slice(0, at % text.length) + text.slice((at % text.length) + 1)),
      fc.constantFrom(
        (text: string) => text.toUpperCase(),
        (text: string) => text.split('&').reverse().join('&'),
        (text: string) => `${text}&`,
        (text: string) => text.replace(/=(\w)/gu, (_, c: string) => `=%${c.charCodeAt(0).toString(16).toUpperCase()}`),
        () => '',
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...chains), edits, async (posted, edit) => {
        const changed = edit(posted.houseNumberParts);
        fc.pre(changed !== posted.houseNumberParts);
        expect(await verify({ ...posted, houseNumberParts: changed })).toEqual({ ok: false, reason: 'tampered' });
      }),
      { numRuns: 300 },
    );
  });

  it('another chain’s parts, with its own number and postcode kept', async () => {
    const [busOne, slash] = chains;
    if (busOne === undefined || slash === undefined) throw new Error('two Europalaan chains');
    expect(await verify({ ...busOne, houseNumberParts: slash.houseNumberParts })).toEqual({
      ok: false,
      reason: 'tampered',
    });
    const { houseNumberParts: _p, ...without } = busOne;
    expect(await verify(without)).toEqual({ ok: false, reason: 'tampered' });
  });
});

describe('what the proxy does not sign: a number no request could name', () => {
  const suggestion = { houseNumber: '12', bisNumber: null, boxNumber: null, postcode: 2610, status: 'validated' };

  it('a Belgian or German suggestion whose number is not a whole number from 1 to 99999, or whose parts are not texts', async () => {
    const numbers: unknown[] = [12, 0, -12, 100000, 12.5, '12', null, 2 ** 53];
    const belgian = proxyHarness({ signingKey: SIGNING_KEY }, () =>
      Promise.resolve(
        Response.json([
          ...numbers.map((number) => ({ ...suggestion, number })),
          { ...suggestion, number: 12, boxNumber: 1 },
        ]),
      ),
    );
    const houses = (await (
      await belgian.call('/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/12')
    ).json()) as Record<string, unknown>[];
    expect(houses.map((house) => 'addressToken' in house)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const german = proxyHarness({ signingKey: SIGNING_KEY }, () =>
      Promise.resolve(
        Response.json([
          { houseNumber: '36-2', number: 36, addition: '2', postcode: '01217', status: 'validated' },
          { houseNumber: '36-2', number: 36, addition: 2, postcode: '01217', status: 'validated' },
        ]),
      ),
    );
    const german36 = (await (
      await german.call('/api/address/de/v1/autocomplete/house-number//1817/01219/none/36')
    ).json()) as Record<string, unknown>[];
    expect(german36.map((house) => 'addressToken' in house)).toEqual([true, false]);
  });

  it('a Dutch address whose house number is 0 (and not a PO box)', async () => {
    const dutch = {
      street: 'Julianastraat',
      houseNumber: 0,
      houseNumberAddition: '',
      postcode: '2012ES',
      city: 'Haarlem',
      addressType: 'building',
    };
    const zero = proxyHarness({ signingKey: SIGNING_KEY }, () => Promise.resolve(Response.json(dutch)));
    expect(await (await zero.call('/api/address/nl/v1/addresses/postcode/2012ES/30')).json()).not.toHaveProperty(
      'addressToken',
    );
  });
});
