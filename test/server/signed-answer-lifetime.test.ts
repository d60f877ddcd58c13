import { describe, expect, it } from 'vitest';
import { houseNumberPartsText, suggestionParts } from '../../src/api/house-number-parts.ts';
import { chainedToken } from '../../src/api/posted-names.ts';
import type { BelgianHouseNumberSuggestion } from '../../src/api/types.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { proxyHarness, type ServiceOptions } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * A signed answer never outlives its token: the browser is told to ask again (`no-cache` with an ETag the proxy
 * judges by its own clock), the proxy gives a signed answer again only while its tokens are young, and a lookup made
 * again later is verified then. The clocks of the proxy and of `verifyAddress` are moved through their options.
 */
const DUTCH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const STREET = '/api/address/be/v1/autocomplete/street/11002/2610/Europalaan';
const HOUSE = '/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36';
const HOUR = 3600_000;

/** A signing proxy over the reference API whose clock the test moves. */
function signingProxy(options: Partial<ServiceOptions> = {}) {
  const clock = { ms: Date.UTC(2026, 10, 25, 12) };
  const harness = proxyHarness({ signingKey: SIGNING_KEY, now: () => clock.ms, ...options });
  return { ...harness, clock };
}

type Dutch = {
  postcode: string;
  city: string;
  street: string;
  houseNumber: number;
  houseNumberAddition: string;
  addressToken: string;
};
const posted = (address: Dutch) => ({
  postcode: address.postcode,
  city: address.city,
  street: address.street,
  houseNumber: String(address.houseNumber),
  houseNumberAddition: address.houseNumberAddition,
  addressStatus: 'validated',
  addressToken: address.addressToken,
});

describe('a signed answer never outlives its token', () => {
  it('tells the browser to ask again (no-cache, an ETag), never the service’s max-age of a day', async () => {
    const { call } = signingProxy();
    const answer = await call(DUTCH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(answer.headers.get('ETag')).toMatch(/^"\d+\.[\w-]+"$/u);
    expect(answer.headers.get('Age')).toBeNull();
    // An answer with nothing to sign keeps the service's own freshness.
    const area = await call('/api/address/be/v1/autocomplete/postal-area/2610');
    expect(area.headers.get('Cache-Control')).toMatch(/max-age=\d+/u);
    expect(area.headers.get('ETag')).toBeNull();
  });

  it('answers 304 while the tokens are young (nothing sent upstream), a fresh answer after, verified two hours on', async () => {
    const { call, calls, clock } = signingProxy();
    const first = await call(DUTCH);
    const etag = first.headers.get('ETag') ?? '';
    clock.ms += 299_000;
    const young = await call(DUTCH, { headers: { 'If-None-Match': etag } });
    expect(young.status).toBe(304);
    expect(await young.text()).toBe('');
    expect(young.headers.get('ETag')).toBe(etag);
    expect(calls).toHaveLength(1);
    // The browser's copy is kept while its token has at least nine tenths of its hour left: it verifies then.
    expect(
      await verifyAddress(posted((await first.json()) as Dutch), { signingKey: SIGNING_KEY, now: clock.ms + 3300_000 }),
    ).toMatchObject({ ok: true });

    clock.ms += 2 * HOUR;
    const later = await call(DUTCH, { headers: { 'If-None-Match': etag } });
    expect(later.status).toBe(200);
    expect(calls).toHaveLength(2);
    const verified = await verifyAddress(posted((await later.json()) as Dutch), {
      signingKey: SIGNING_KEY,
      now: clock.ms,
    });
    expect(verified).toMatchObject({ ok: true, address: { street: 'Julianastraat', houseNumber: '30' } });
  });

  it('gives the whole answer to an ETag it did not write: another key’s, past its time, further ahead than it writes, or a list', async () => {
    const { call, clock } = signingProxy();
    const etag = (await call(DUTCH)).headers.get('ETag') ?? '';
    const [, until = '', tag = ''] = /^"(\d+)\.(.+)"$/u.exec(etag) ?? [];
    const pushedOn = `"${Number(until) + 3600}.${tag}"`;
    const otherKey =
      (await signingProxy({ signingKey: `${SIGNING_KEY}-rotated` }).call(DUTCH)).headers.get('ETag') ?? '';
    for (const forged of [
      pushedOn,
      otherKey,
      '*',
      `"${until}.AAAAAAAAAAAAAAAA"`,
      `${etag}, "1.x"`,
      `"${until}.${tag}x"`,
    ]) {
      expect((await call(DUTCH, { headers: { 'If-None-Match': forged } })).status, forged).toBe(200);
    }
    clock.ms = (Number(until) + 1) * 1000;
    expect((await call(DUTCH, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('answers an ETag sent for another path with a 304 that carries nothing: a browser sends one only for its own copy', async () => {
    const { call, calls } = signingProxy();
    const etag = (await call(DUTCH)).headers.get('ETag') ?? '';
    const moved = await call('/api/address/nl/v1/addresses/postcode/2012ES/32', { headers: { 'If-None-Match': etag } });
    expect(moved.status).toBe(304);
    expect(await moved.text()).toBe('');
    expect(calls).toHaveLength(1);
  });

  it('keeps a Belgian street’s token long enough to choose a house number and order', async () => {
    const { call, clock } = signingProxy();
    const started = clock.ms;
    const first = await call(STREET);
    const streetEtag = first.headers.get('ETag') ?? '';
    const streets = (await first.json()) as {
      streetId: number;
      streetName: string;
      municipalityName: string;
      addressToken: string;
    }[];
    // The street list is given again (304) for at most five minutes; a shopper who comes back then has 55 to order.
    clock.ms += 299_000;
    expect((await call(STREET, { headers: { 'If-None-Match': streetEtag } })).status).toBe(304);
    const houses = (await (await call(HOUSE)).json()) as (BelgianHouseNumberSuggestion & { addressToken: string })[];
    const [street] = streets;
    const house = houses.find((h) => h.houseNumber === '36 bus 1');
    if (street === undefined || house === undefined) throw new Error('the reference API has Europalaan 36 bus 1');
    const form = {
      postcode: String(house.postcode),
      city: street.municipalityName,
      street: street.streetName,
      houseNumber: house.houseNumber,
      houseNumberParts: houseNumberPartsText(suggestionParts(house)),
      addressStatus: house.status,
      addressToken: chainedToken(street.addressToken, house.addressToken),
    };
    expect(await verifyAddress(form, { signingKey: SIGNING_KEY, now: clock.ms + 55 * 60_000 })).toMatchObject({
      ok: true,
    });
    expect(await verifyAddress(form, { signingKey: SIGNING_KEY, now: started + 3601_000 })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    // Past the five minutes the street list is signed anew.
    clock.ms += 2000;
    expect((await call(STREET, { headers: { 'If-None-Match': streetEtag } })).status).toBe(200);
  });

  it('takes the token’s life from tokenMaxAgeSeconds: a tenth of it, at most five minutes, is reused', async () => {
    const { call, clock } = signingProxy({ tokenMaxAgeSeconds: 600 });
    const etag = (await call(DUTCH)).headers.get('ETag') ?? '';
    clock.ms += 60_000;
    expect((await call(DUTCH, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    clock.ms += 1000;
    expect((await call(DUTCH, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    for (const tokenMaxAgeSeconds of [0, -1, 1.5, Number.NaN, '3600']) {
      expect(() => proxyHarness({ signingKey: SIGNING_KEY, tokenMaxAgeSeconds: tokenMaxAgeSeconds as number })).toThrow(
        /tokenMaxAgeSeconds/u,
      );
    }
    expect(() => proxyHarness({ now: 5 as unknown as () => number })).toThrow(/`now` must be a function/u);
  });

  it('never lets the browser keep a signed answer the service said not to keep', async () => {
    const noStore = () =>
      Promise.resolve(
        Response.json(
          {
            street: 'Julianastraat',
            houseNumber: 30,
            houseNumberAddition: '',
            postcode: '2012ES',
            city: 'Haarlem',
          },
          { headers: { 'Cache-Control': 'no-store' } },
        ),
      );
    const { call } = proxyHarness({ signingKey: SIGNING_KEY }, noStore);
    const answer = await call(DUTCH);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(answer.headers.get('ETag')).toBeNull();
  });
});
