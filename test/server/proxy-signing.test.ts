import { describe, expect, it } from 'vitest';
import { createAddressProxy } from '../../src/server/index.ts';
import { everythingIn, KEY, proxyHarness, SECRET, UPSTREAM } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

const TOKEN = /^v3\.(n\.[\da-z]+|[bcde]\.[\da-z]+\.\d+)\.[\w-]{16}$/u;
type Item = Record<string, unknown>;
const json = async (response: Response): Promise<unknown> => JSON.parse(await response.text()) as unknown;
const withoutTokens = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'addressToken' ? undefined : v))) as unknown;

describe('the proxy signs what the service confirmed (signingKey)', () => {
  const signing = proxyHarness({ signingKey: SIGNING_KEY });
  const plain = proxyHarness();

  it.each([
    ['an exact lookup', '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30'],
    ['an exact lookup in the rest form', '/api/address/rest/addresses/exact/Enschede/Lasondersingel/129/A'],
    ['a postcode lookup', '/api/address/nl/v1/addresses/postcode/2012ES/30'],
  ])('%s: the address gets a token, and nothing else of the answer changes', async (_what, path) => {
    const signed = (await json(await signing.call(path))) as Item;
    const unsigned = (await json(await plain.call(path))) as Item;
    expect(signed.addressToken).toMatch(TOKEN);
    expect(unsigned).not.toHaveProperty('addressToken');
    expect(withoutTokens(signed)).toEqual(unsigned);
  });

  it('a street answer: every street gets one; a house-number answer: every validated number, no unknown or incomplete one', async () => {
    const streets = (await json(await signing.call('/api/address/be/v1/autocomplete/street/11002//Europ'))) as Item[];
    expect(streets.length).toBeGreaterThan(0);
    for (const street of streets)
      expect(street.addressToken).toMatch(
        new RegExp(`^v3\\.b\\.[\\da-z]+\\.${String(street.streetId)}\\.[\\w-]{16}$`, 'u'),
      );
    const houses = (await json(
      await signing.call('/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36'),
    )) as Item[];
    const statuses = new Set(houses.map((h) => h.status));
    expect(statuses).toContain('validated');
    expect(statuses.size).toBeGreaterThan(1);
    for (const house of houses) {
      if (house.status === 'validated') expect(house.addressToken).toMatch(/^v3\.c\.[\da-z]+\.824\.[\w-]{16}$/u);
      else expect(house).not.toHaveProperty('addressToken');
    }
    const unknown = (await json(
      await signing.call('/api/address/de/v1/autocomplete/house-number//1817/01219/none/9999'),
    )) as Item[];
    expect(unknown.map((h) => [h.status, 'addressToken' in h])).toEqual([['unknown', false]]);
  });

  it('signs no postal area, error, HEAD or addition that does not exist, and a PO box with the box number asked for', async () => {
    const areas = (await json(await signing.call('/api/address/be/v1/autocomplete/postal-area/Wilr'))) as Item[];
    expect(areas.some((a) => 'addressToken' in a)).toBe(false);
    for (const path of [
      '/api/address/nl/v1/addresses/exact/Hengelo/Kerkstraat/1',
      '/api/address/nl/v1/addresses/postcode/2012ES/9999',
    ]) {
      expect(await everythingIn(await signing.call(path))).not.toContain('addressToken');
    }
    const head = await signing.call('/api/address/nl/v1/addresses/postcode/2012ES/30', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const noSuchAddition = (await json(
      await signing.call('/api/address/nl/v1/addresses/postcode/2012ES/30/Z'),
    )) as Item;
    expect(noSuchAddition.houseNumberAddition).toBeNull();
    expect(noSuchAddition).not.toHaveProperty('addressToken');
  });

  it('relays a JSON-typed answer that is not JSON as it came, unsigned', async () => {
    const odd = proxyHarness({ signingKey: SIGNING_KEY }, () =>
      Promise.resolve(new Response('{"street":', { headers: { 'Content-Type': 'application/json' } })),
    );
    const answer = await odd.call('/api/address/nl/v1/addresses/postcode/2012ES/30');
    expect([answer.status, await answer.text()]).toEqual([200, '{"street":']);
  });

  it('still withholds an answer that holds the secret, and no token holds the secret or the signing key', async () => {
    const leaky = proxyHarness({ signingKey: SIGNING_KEY }, () =>
      Promise.resolve(
        Response.json([{ streetId: 1, streetName: `x ${SECRET}`, postcode: 2610, municipalityName: 'Antwerpen' }]),
      ),
    );
    expect((await leaky.call('/api/address/be/v1/autocomplete/street/11002//Europ')).status).toBe(502);
    const text = await everythingIn(await signing.call('/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
    for (const hidden of [SECRET, SIGNING_KEY, btoa(SIGNING_KEY), btoa(`${KEY}:${SECRET}`)])
      expect(text).not.toContain(hidden);
  });
});

describe('the signingKey option, checked when the proxy is created', () => {
  const create =
    (signingKey: unknown, secret = SECRET) =>
    () =>
      createAddressProxy({ upstream: UPSTREAM, key: KEY, secret, signingKey: signingKey as string });
  it.each([
    ['a short key', 'too-short-a-key', /at least|shorter than 32 characters/u],
    ['an empty list', [], /empty list/u],
    ['a number', 12345, /must be a string/u],
    ['a list with a short key', [SIGNING_KEY, 'short'], /shorter than 32/u],
  ])('%s throws a TypeError that says what to fix', (_what, value, message) => {
    expect(create(value)).toThrow(TypeError);
    expect(create(value)).toThrow(message);
  });
  it('refuses the service’s own secret as the signing key, without naming it', () => {
    const secret = 'a-service-secret-of-thirty-two-characters';
    expect(create(secret, secret)).toThrow(/the service's key or secret/u);
    expect(create(secret, secret)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(secret) as unknown }) as Error,
    );
  });
  it('takes a key or a list of them', () => {
    expect(create(SIGNING_KEY)).not.toThrow();
    expect(create([SIGNING_KEY, 'an-older-key-of-32-characters-or-more-xx'])).not.toThrow();
  });
});
