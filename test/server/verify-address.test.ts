import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseNumberPartsText } from '../../src/api/house-number-parts.ts';
import { verifyAddress } from '../../src/server/index.ts';
import {
  everyChainedAddress,
  everyDutchAddress,
  SIGNING_KEY,
  signingClient,
  type PostedAddress,
} from '../support/signed-addresses.ts';
import { everyChainWithParts, type PostedChain } from './support/chained-addresses.ts';

const OTHER_KEY = 'another-key-of-32-characters-or-more-000';
const verify = (
  fields: Parameters<typeof verifyAddress>[0],
  options: Partial<Parameters<typeof verifyAddress>[1]> = {},
) => verifyAddress(fields, { signingKey: SIGNING_KEY, ...options });
const asForm = (posted: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(posted)) form.set(name, value);
  return form;
};

let dutch: PostedAddress[];
let chained: PostedChain[];
/** The chains as a form from before token v3 posts them: without the house number's parts. */
let withoutParts: PostedAddress[];
beforeAll(async () => {
  const { client } = signingClient();
  [dutch, chained, withoutParts] = await Promise.all([
    everyDutchAddress(client),
    everyChainWithParts(client),
    everyChainedAddress(client),
  ]);
}, 60_000);
/** The parts a Dutch address's number and addition are. */
const dutchPartsOf = ({ houseNumber, houseNumberAddition }: PostedAddress) => ({
  number: Number(houseNumber),
  ...(houseNumberAddition === '' ? {} : { addition: houseNumberAddition }),
});

const julianastraat = () =>
  dutch.find((a) => a.street === 'Julianastraat' && a.houseNumber === '30' && a.houseNumberAddition === '');
const europalaan12 = () => chained.find((a) => a.street === 'Europalaan' && a.houseNumber === '12');

describe('every confirmed address of the reference dataset verifies', () => {
  it('each Dutch address, PO boxes included, as the lookups post it', async () => {
    expect(dutch.length).toBeGreaterThan(100);
    for (const posted of dutch) {
      expect(posted.addressToken).toMatch(/^v3\.n\.[\da-z]+\.[\w-]{16}$/u);
      const result = await verify(asForm(posted));
      const { addressStatus: _s, addressToken: _t, ...address } = posted;
      // The parts are the confirmed number and addition; a PO box's number is the box asked for.
      expect(result).toEqual({
        ok: true,
        address: { country: 'NL', ...address, houseNumberParts: dutchPartsOf(posted) },
      });
    }
  });

  it('each validated house number of every Belgian and German street, with its street (the chain of two answers)', async () => {
    expect(chained.length).toBeGreaterThan(3000);
    expect(new Set(chained.map((a) => a.addressToken.slice(3, 4)))).toEqual(new Set(['b', 'd']));
    for (const posted of chained) {
      const result = await verify(new URLSearchParams(posted));
      if (!result.ok) throw new Error(`${posted.street} ${posted.houseNumber}: ${result.reason}`);
      expect(result.address).toEqual({
        country: posted.addressToken.startsWith('v3.b.') ? 'BE' : 'DE',
        postcode: posted.postcode,
        city: posted.city,
        street: posted.street,
        houseNumber: posted.houseNumber,
        houseNumberParts: expect.any(Object) as unknown,
      });
      // The parts verifyAddress hands back are the ones the form posted, which the proxy signed.
      expect(houseNumberPartsText(result.address.houseNumberParts)).toBe(posted.houseNumberParts);
    }
  });

  it('a chain posted without its house number’s parts (a form from before token v3) is not trusted', async () => {
    expect(withoutParts).toHaveLength(chained.length);
    for (const posted of withoutParts) expect(await verify(posted)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('reads a plain record (a JSON body) and a form library’s renamed fields', async () => {
    const posted = europalaan12();
    if (posted === undefined) throw new Error('Europalaan 12 is in the dataset');
    const renamed = {
      zip: posted.postcode,
      town: posted.city,
      road: posted.street,
      no: posted.houseNumber,
      parts: posted.houseNumberParts,
      state: 'validated',
      proof: posted.addressToken,
    };
    const names = {
      postcode: 'zip',
      city: 'town',
      street: 'road',
      houseNumber: 'no',
      houseNumberParts: 'parts',
      status: 'state',
      token: 'proof',
    };
    expect(await verify(renamed, { names })).toMatchObject({
      ok: true,
      address: { country: 'BE', city: 'Antwerpen', postcode: '2610', houseNumberParts: { number: 12 } },
    });
    expect(await verify(renamed)).toEqual({ ok: false, reason: 'unverified' });
    expect(await verify({ ...posted, houseNumber: [posted.houseNumber] })).toMatchObject({ ok: true });
  });
});

describe('what is refused, and why', () => {
  it('an address posted without a token, and one the form calls unchecked even with a valid token', async () => {
    const posted = julianastraat();
    if (posted === undefined) throw new Error('Julianastraat 30 is in the dataset');
    expect(await verify(asForm({ ...posted, addressToken: '' }))).toEqual({ ok: false, reason: 'no-token' });
    const { addressToken: _t, ...without } = posted;
    expect(await verify(without)).toEqual({ ok: false, reason: 'no-token' });
    for (const status of ['unverified', 'unknown', '', 'Validated']) {
      expect(await verify({ ...posted, addressStatus: status })).toEqual({ ok: false, reason: 'unverified' });
    }
  });

  it('any one posted field changed: case, white space, a look-alike letter, or another real address’s value', async () => {
    const keys = ['postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition', 'houseNumberParts'] as const;
    /** Whether a key is one the address's token covers: the addition of a Dutch one, the parts of a chain. */
    const covers = (posted: PostedAddress | PostedChain, key: (typeof keys)[number]) =>
      key === 'houseNumberAddition'
        ? posted.addressToken.startsWith('v3.n.')
        : key === 'houseNumberParts'
          ? 'houseNumberParts' in posted
          : true;
    const field = (posted: PostedAddress | PostedChain, key: (typeof keys)[number]): string =>
      key === 'houseNumberParts' ? ('houseNumberParts' in posted ? posted.houseNumberParts : '') : posted[key];
    const lookAlikes: Record<string, string> = {
      a: 'а',
      e: 'е',
      o: 'о',
      p: 'р',
      c: 'с',
      i: 'і',
      '1': 'l',
      '0': 'O',
      A: 'Α',
      E: 'Ε',
    };
    const change = fc.oneof(
      fc.constant((text: string) => text.toUpperCase()),
      fc.constant((text: string) => text.toLowerCase()),
      fc.constant((text: string) => ` ${text}`),
      fc.constant((text: string) => `${text} `),
      fc.constant((text: string) => text.replace(/ /u, '  ')),
      fc.constant((text: string) => text.normalize('NFD')),
      fc.constant((text: string) => text.replace(/[aeopci10AE]/u, (c) => lookAlikes[c] ?? c)),
      fc.constant((text: string) => `${text}\u200b`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...dutch, ...chained),
        fc.constantFrom(...keys),
        change,
        async (posted, key, edit) => {
          const changed = edit(field(posted, key));
          fc.pre(changed !== field(posted, key) && covers(posted, key));
          expect(await verify({ ...posted, [key]: changed })).toEqual({ ok: false, reason: 'tampered' });
        },
      ),
      { numRuns: 400 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...dutch, ...chained),
        fc.constantFrom(...dutch, ...chained),
        fc.constantFrom(...keys),
        async (posted, other, key) => {
          fc.pre(field(other, key) !== field(posted, key) && covers(posted, key));
          expect(await verify({ ...posted, [key]: field(other, key) })).toEqual({ ok: false, reason: 'tampered' });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a token moved to another address, of the same country or another, or spliced from two chains', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...dutch, ...chained),
        fc.constantFrom(...dutch, ...chained),
        async (posted, other) => {
          const same = ['postcode', 'city', 'street', 'houseNumber'].every(
            (k) => posted[k as keyof PostedAddress] === other[k as keyof PostedAddress],
          );
          fc.pre(!same);
          expect(await verify({ ...posted, addressToken: other.addressToken })).toEqual({
            ok: false,
            reason: 'tampered',
          });
        },
      ),
      { numRuns: 300 },
    );
    const a = europalaan12();
    const b = chained.find((x) => x.street !== 'Europalaan' && x.addressToken.startsWith('v3.b.'));
    if (a === undefined || b === undefined) throw new Error('two Belgian streets are in the dataset');
    const [streetA] = a.addressToken.split('~');
    const [, houseB] = b.addressToken.split('~');
    // B's house number under A's street: each part is authentic, but not of one chain.
    const spliced = {
      ...a,
      houseNumber: b.houseNumber,
      postcode: b.postcode,
      houseNumberParts: b.houseNumberParts,
      addressToken: `${streetA ?? ''}~${houseB ?? ''}`,
    };
    expect(await verify(spliced)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('a token replayed after maxAgeSeconds, or from a clock far ahead', async () => {
    const posted = julianastraat();
    if (posted === undefined) throw new Error('Julianastraat 30 is in the dataset');
    const issuedAt = parseInt(posted.addressToken.split('.')[2] ?? '', 36) * 1000;
    expect(await verify(posted, { now: issuedAt + 3600_000 })).toMatchObject({ ok: true });
    expect(await verify(posted, { now: issuedAt + 3601_000 })).toEqual({ ok: false, reason: 'expired' });
    expect(await verify(posted, { now: new Date(issuedAt + 61_000), maxAgeSeconds: 60 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verify(posted, { now: issuedAt - 299_000 })).toMatchObject({ ok: true });
    expect(await verify(posted, { now: issuedAt - 301_000 })).toEqual({ ok: false, reason: 'expired' });
    // The time is signed: a token made younger is a forged one.
    const younger = posted.addressToken.replace(
      /^v3\.n\.([\da-z]+)\./u,
      (_, t: string) => `v3.n.${(parseInt(t, 36) + 100).toString(36)}.`,
    );
    expect(await verify({ ...posted, addressToken: younger }, { now: issuedAt + 3650_000 })).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('a token cut short, re-encoded or made up is malformed; one with a changed signature is tampered', async () => {
    const posted = europalaan12();
    if (posted === undefined) throw new Error('Europalaan 12 is in the dataset');
    const token = posted.addressToken;
    const malformed = [
      token.slice(0, -1),
      token.slice(0, token.indexOf('~')),
      token.slice(token.indexOf('~') + 1),
      `${token}~${token}`,
      encodeURIComponent(token).replace('~', '%7E'),
      btoa(token),
      token.replace(/-/gu, '+').replace(/_/gu, '/') + '=',
      token.replace('v3.', 'v1.'),
      token.replaceAll('v3.', 'v2.'),
      token.replace('v3.b.', 'v3.d.'),
      token.toUpperCase(),
      ` ${token}`,
      'validated',
      '{}',
    ];
    for (const text of malformed) {
      expect(await verify({ ...posted, addressToken: text }), text).toEqual({ ok: false, reason: 'malformed' });
    }
    await fc.assert(
      fc.asyncProperty(
        fc.nat(token.length - 1),
        fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_')),
        async (at, c) => {
          const edited = token.slice(0, at) + c + token.slice(at + 1);
          fc.pre(edited !== token);
          const result = await verify({ ...posted, addressToken: edited });
          expect(result.ok).toBe(false);
          expect(['tampered', 'malformed']).toContain(result.ok ? 'ok' : result.reason);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a token signed with another key is tampered; while the old key is listed, its tokens verify (rotation)', async () => {
    const { client } = signingClient({ signingKey: [OTHER_KEY, SIGNING_KEY] });
    const [fresh] = await everyDutchAddress(client);
    if (fresh === undefined) throw new Error('the dataset has Dutch addresses');
    expect(await verify(fresh)).toEqual({ ok: false, reason: 'tampered' });
    expect(await verify(fresh, { signingKey: [SIGNING_KEY, OTHER_KEY] })).toMatchObject({ ok: true });
    const old = julianastraat();
    if (old === undefined) throw new Error('Julianastraat 30 is in the dataset');
    expect(await verify(old, { signingKey: [OTHER_KEY, SIGNING_KEY] })).toMatchObject({ ok: true });
    expect(await verify(old, { signingKey: OTHER_KEY })).toEqual({ ok: false, reason: 'tampered' });
  });

  it('wrong options throw a TypeError that says what to fix, naming no key', async () => {
    await expect(verifyAddress({}, { signingKey: 'short' })).rejects.toThrow(
      /signingKey` holds a key shorter than 32 characters/u,
    );
    await expect(verifyAddress({}, { signingKey: [] })).rejects.toThrow(/empty list/u);
    await expect(verifyAddress({}, { signingKey: SIGNING_KEY, maxAgeSeconds: 0 })).rejects.toThrow(/maxAgeSeconds/u);
    await expect(verifyAddress({}, { signingKey: SIGNING_KEY, now: Number.NaN })).rejects.toThrow(/`now`/u);
  });
});
