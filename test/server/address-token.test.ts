import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chainedToken } from '../../src/api/posted-names.ts';
import {
  isTokenRef,
  KIND_LETTERS,
  MAX_TOKEN_LENGTH,
  readToken,
  signedText,
  tokenPart,
  type TokenKind,
} from '../../src/server/address-token.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

const MB = 1024 * 1024;
const verify = (fields: Record<string, string>, now?: number) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, ...(now === undefined ? {} : { now }) });

/** The median of `runs` timings of `work`, in milliseconds. */
async function medianMs(work: () => Promise<unknown>, runs = 15): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
}

/** A street and a house number whose token is as long as a token gets: the largest street id a request can name, the latest time. */
const LONGEST = {
  streetId: 999_999_999_999_999,
  issuedAt: 36 ** 8 - 1,
  street: { streetName: 'Europalaan', postcode: 2610, municipalityName: 'Antwerpen' },
  house: { houseNumber: '12', number: 12, bisNumber: null, boxNumber: null, postcode: 2610, status: 'validated' },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a token longer than any the proxy writes is refused before it is read (issue 41)', () => {
  it('the longest token the proxy writes is MAX_TOKEN_LENGTH long, and verifies', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LONGEST.issuedAt * 1000);
    const { call } = proxyHarness({ signingKey: SIGNING_KEY }, (request) =>
      Promise.resolve(
        Response.json(
          request.url.includes('/street/') ? [{ streetId: LONGEST.streetId, ...LONGEST.street }] : [LONGEST.house],
        ),
      ),
    );
    const [street] = (await (await call('/api/address/be/v1/autocomplete/street/11002//Europ')).json()) as {
      addressToken: string;
    }[];
    const [house] = (await (
      await call(`/api/address/be/v1/autocomplete/house-number/11002/${LONGEST.streetId}/2610/nl/none/12`)
    ).json()) as { addressToken: string }[];
    const token = chainedToken(street?.addressToken, house?.addressToken);
    expect(token).toHaveLength(MAX_TOKEN_LENGTH);
    expect(readToken(token)).toHaveLength(2);
    const posted = {
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '12',
      houseNumberParts: 'number=12',
      addressStatus: 'validated',
      addressToken: token,
    };
    expect(await verify(posted, LONGEST.issuedAt * 1000)).toMatchObject({
      ok: true,
      address: { country: 'BE', houseNumber: '12', houseNumberParts: { number: 12 } },
    });
    expect(await verify({ ...posted, addressToken: `${token}0` }, LONGEST.issuedAt * 1000)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('a street whose id no request can name (16 digits, 0, negative, a fraction) gets no token', async () => {
    const ids = [1_000_000_000_000_000, 0, -5, 1.5, LONGEST.streetId];
    const { call } = proxyHarness({ signingKey: SIGNING_KEY }, () =>
      Promise.resolve(Response.json(ids.map((streetId) => ({ streetId, ...LONGEST.street })))),
    );
    const streets = (await (await call('/api/address/be/v1/autocomplete/street/11002//Europ')).json()) as {
      addressToken?: string;
    }[];
    expect(streets.map((street) => street.addressToken !== undefined)).toEqual([false, false, false, false, true]);
  });

  it('1 MB of `~`, or of parts that each look valid, is malformed in well under a millisecond', async () => {
    const part = 'v3.c.tp2lvm.824.oe6pGHfy05LpTOF6';
    const posted = {
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '12',
      houseNumberParts: 'number=12',
      addressStatus: 'validated',
    };
    for (const token of ['~'.repeat(MB), `${part}~`.repeat(Math.ceil(MB / (part.length + 1)))]) {
      expect(readToken(token)).toBeUndefined();
      expect(await verify({ ...posted, addressToken: token })).toEqual({ ok: false, reason: 'malformed' });
      // Splitting 1 MB of `~` took 115 ms a call; the length check takes microseconds (2 ms: room for a loaded machine).
      expect(await medianMs(() => verify({ ...posted, addressToken: token }))).toBeLessThan(2);
    }
  });
});

describe('the token format (v3)', () => {
  it('a Dutch part is `v3.n.<time in base 36>.<96-bit MAC>`, a chain two parts of one street, and the MAC covers each field of the part', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = 1_764_000_000;
    vi.setSystemTime(now * 1000);
    const { call } = proxyHarness({ signingKey: SIGNING_KEY });
    const dutch = (await (await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).json()) as Record<
      string,
      string | number
    >;
    expect(dutch.addressToken).toMatch(new RegExp(`^v3\\.n\\.${now.toString(36)}\\.[\\w-]{16}$`, 'u'));
    const [street] = (await (
      await call('/api/address/be/v1/autocomplete/street/11002/2610/Europalaan')
    ).json()) as Record<string, string>[];
    const [house] = (await (
      await call('/api/address/be/v1/autocomplete/house-number/11002/824/2610/nl/none/12')
    ).json()) as Record<string, string>[];
    const token = chainedToken(street?.addressToken, house?.addressToken);
    expect(token).toMatch(/^v3\.b\.t68n40\.824\.[\w-]{16}~v3\.c\.t68n40\.824\.[\w-]{16}$/u);
    const posted = {
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '12',
      houseNumberParts: 'number=12',
      addressStatus: 'validated',
      addressToken: token,
    };
    expect(await verify(posted, now * 1000)).toMatchObject({ ok: true });
    // Each field of a part changed so that it still reads: the MAC no longer holds.
    const edits = [
      token.replace(/\.t68n40\./u, '.t68n41.'), // a later time
      token.replaceAll('.824.', '.825.'), // another street, in both parts
      token.replace('v3.b.', 'v3.d.').replace('v3.c.', 'v3.e.'), // the same ids as a German chain
    ];
    for (const edited of edits) {
      expect(readToken(edited), edited).toHaveLength(2);
      expect(await verify({ ...posted, addressToken: edited }, now * 1000)).toEqual({ ok: false, reason: 'tampered' });
    }
  });

  it('a v1 token (the format before 96-bit MACs) is refused as malformed, even with a MAC that holds', async () => {
    const issuedAt = 1_764_000_000;
    const fields = ['2012ES', 'Haarlem', 'Julianastraat', '30', ''];
    const v1Mac = createHmac('sha256', SIGNING_KEY)
      .update(JSON.stringify(['v1', 'nl', issuedAt, '', ...fields]))
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    const posted = {
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      addressStatus: 'validated',
    };
    expect(await verify({ ...posted, addressToken: `v1.nl.${issuedAt}..${v1Mac}` }, issuedAt * 1000)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('a v2 token (a house-number MAC without the parts) is refused as malformed, even with MACs that hold', async () => {
    const issuedAt = 1_764_000_000;
    const time = issuedAt.toString(36);
    const v2Mac = (letter: string, ref: string, fields: string[]) =>
      createHmac('sha256', SIGNING_KEY)
        .update(JSON.stringify(['v2', letter, issuedAt, ref, ...fields]))
        .digest()
        .subarray(0, 12)
        .toString('base64url');
    const dutch = {
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      addressStatus: 'validated',
    };
    const dutchToken = `v2.n.${time}.${v2Mac('n', '', ['2012ES', 'Haarlem', 'Julianastraat', '30', ''])}`;
    expect(await verify({ ...dutch, addressToken: dutchToken }, issuedAt * 1000)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const chain = {
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '12',
      houseNumberParts: 'number=12',
      addressStatus: 'validated',
    };
    const street = `v2.b.${time}.824.${v2Mac('b', '824', ['Europalaan', 'Antwerpen'])}`;
    const house = `v2.c.${time}.824.${v2Mac('c', '824', ['12', '2610', 'validated'])}`;
    expect(await verify({ ...chain, addressToken: `${street}~${house}` }, issuedAt * 1000)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    // The same fields signed as v3 verify: only the version is refused.
    const v3 = createHmac('sha256', SIGNING_KEY)
      .update(JSON.stringify(['v3', 'n', issuedAt, '', '2012ES', 'Haarlem', 'Julianastraat', '30', '']))
      .digest();
    expect(
      await verify(
        { ...dutch, addressToken: `v3.n.${time}.${v3.subarray(0, 12).toString('base64url')}` },
        issuedAt * 1000,
      ),
    ).toMatchObject({ ok: true });
  });

  it('the MAC covers a JSON list of version, kind, time, street id and fields: exactly what JSON.stringify writes, whatever the texts hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('nl', 'be-street', 'be-house', 'de-street', 'de-house' as const),
        fc.oneof(fc.integer({ min: 0, max: 36 ** 8 }), fc.double()),
        fc.string({ unit: 'binary' }),
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.string({ unit: 'grapheme' }),
            fc.constantFrom('"', '\\', '\u0000', '\ud800', '\udc00x', '\u2028'),
          ),
          { maxLength: 5 },
        ),
        (kind, issuedAt, ref, fields) => {
          expect(signedText(kind, issuedAt, ref, fields)).toBe(
            JSON.stringify(['v3', KIND_LETTERS[kind], issuedAt, ref, ...fields]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses what the proxy never writes: a time or street id with a leading zero, an upper-case time, a Dutch part with a street id', () => {
    const mac = 'oe6pGHfy05LpTOF6';
    expect(readToken(`v3.n.t68n40.${mac}`)).toHaveLength(1);
    for (const token of [
      `v3.n.0t68n40.${mac}`,
      `v3.n.TP2LVK.${mac}`,
      `v3.n.t68n40.824.${mac}`,
      `v3.n.t68n40..${mac}`,
      `v3.b.t68n40.${mac}`,
    ]) {
      expect(readToken(token), token).toBeUndefined();
    }
    expect(readToken(`v3.b.t68n40.0824.${mac}~v3.c.t68n40.824.${mac}`)).toBeUndefined();
  });
});

describe('a posted postal-area token (issue 53)', () => {
  const MAC = 'A'.repeat(16);
  it('is read alone and without a street id; with one, or chained with another part, it is none the proxy writes', () => {
    expect(readToken(`v3.a.t5kz00.${MAC}`)).toEqual([
      { kind: 'de-area', issuedAt: parseInt('t5kz00', 36), ref: '', mac: MAC },
    ]);
    for (const token of [
      `v3.a.t5kz00.1817.${MAC}`,
      `v3.a.t5kz00.${MAC}~v3.e.t5kz00.1817.${MAC}`,
      `v3.d.t5kz00.1817.${MAC}~v3.a.t5kz00.${MAC}`,
      `v3.a.t5kz00.${MAC}~v3.a.t5kz00.${MAC}`,
    ]) {
      expect(readToken(token)).toBeUndefined();
    }
  });
});

describe('a token part, written and read', () => {
  const MAC = 'oe6pGHfy05LpTOF6';
  const mac = fc.stringMatching(/^[\w-]{16}$/u);
  const issuedAt = fc.integer({ min: 1, max: 36 ** 8 - 1 });
  const ref = fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }).map(String);

  it('writes the version, the kind’s letter, the time in base 36, the street id where the kind has one, and the MAC', () => {
    expect(tokenPart('nl', 1_764_000_000, '', MAC)).toBe(`v3.n.t68n40.${MAC}`);
    expect(tokenPart('de-area', 1_764_000_000, '', MAC)).toBe(`v3.a.t68n40.${MAC}`);
    expect(tokenPart('be-street', 1_764_000_000, '824', MAC)).toBe(`v3.b.t68n40.824.${MAC}`);
  });

  it('reads back every part and chain it writes', () => {
    const chain = (country: 'be' | 'de') =>
      fc.tuple(issuedAt, issuedAt, ref, mac, mac).map(([streetAt, houseAt, id, streetMac, houseMac]) => [
        { kind: `${country}-street` as TokenKind, issuedAt: streetAt, ref: id, mac: streetMac },
        { kind: `${country}-house` as TokenKind, issuedAt: houseAt, ref: id, mac: houseMac },
      ]);
    const alone = fc
      .tuple(fc.constantFrom<TokenKind>('nl', 'de-area'), issuedAt, mac)
      .map(([kind, at, m]) => [{ kind, issuedAt: at, ref: '', mac: m }]);
    fc.assert(
      fc.property(fc.oneof(alone, chain('be'), chain('de')), (parts) => {
        const token = parts.map((part) => tokenPart(part.kind, part.issuedAt, part.ref, part.mac)).join('~');
        expect(token.length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
        expect(readToken(token)).toEqual(parts);
      }),
    );
  });

  it('refuses parts in an order or pairing the proxy never writes', () => {
    const part = (kind: TokenKind, id = '824') => tokenPart(kind, 1_764_000_000, id, MAC);
    for (const token of [
      part('be-street'),
      part('de-house'),
      `${part('nl', '')}~${part('nl', '')}`,
      `${part('be-house')}~${part('be-street')}`,
      `${part('be-street')}~${part('de-house')}`,
      `${part('de-street')}~${part('de-house')}~${part('de-house')}`,
      `${part('nl', '')}~`,
      '',
    ]) {
      expect(readToken(token), token).toBeUndefined();
    }
  });

  it('takes as a street id a whole number from 1 of at most 15 digits, written as the proxy writes it', () => {
    expect(['1', '824', '999999999999999'].map(isTokenRef)).toEqual([true, true, true]);
    expect(['', '0', '0824', '-1', '1.5', '1e3', '1000000000000000', ' 824'].map(isTokenRef)).toEqual(
      Array(8).fill(false),
    );
  });
});
