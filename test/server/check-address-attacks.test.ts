import { describe, expect, it } from 'vitest';
import type { AddressCheckInput, ProxyErrorEvent } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { KEY, proxyHarness, SECRET } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * The findings of issue 50's review of `checkAddress`, each as it was found: what an anonymous caller or a
 * misbehaving upstream could do with the server's own checks.
 */

const reference = createReferenceAddressApi({ credentials: { key: KEY, secret: SECRET } });
const haarlem: AddressCheckInput = { country: 'NL', postcode: '2012ES', houseNumber: 30 };
const antwerp: AddressCheckInput = { country: 'BE', postcode: '2610', street: 'Europalaan', houseNumber: '36 bus 1' };
const cologne: AddressCheckInput = { country: 'DE', postcode: '50678', street: 'Severinstraße', houseNumber: '205' };
const fromClient = (client: string) => ({ headers: { 'x-client': client } });
const clientKey = (request: Request) => request.headers.get('x-client');

/** The reference API's answer to `request`, its JSON changed by `change` where the path matches `where`. */
function changed(where: RegExp, change: (answer: unknown) => unknown, init: ResponseInit = {}) {
  return async (request: Request): Promise<Response> => {
    const answer = await reference.fetch(request);
    if (!where.test(new URL(request.url).pathname) || answer.status !== 200) return answer;
    const body = JSON.stringify(change(await answer.json()));
    return new Response(body, {
      status: init.status ?? 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=60' },
    });
  };
}
const each = (change: (item: Record<string, unknown>) => Record<string, unknown>) => (answer: unknown) =>
  Array.isArray(answer)
    ? answer.map((item) => change(item as Record<string, unknown>))
    : change(answer as Record<string, unknown>);

describe('a check is charged to its caller (finding 1)', () => {
  const limits = {
    perClient: { requests: 10, perSeconds: 86400 },
    total: { requests: 30, perSeconds: 86400 },
    clientKey,
  };

  it('42 checks of an anonymous caller of an orders API spend its own budget, and a shopper’s lookups go on', async () => {
    const { proxy, call, calls } = proxyHarness({ signingKey: SIGNING_KEY, limits });
    const results = [];
    for (let i = 0; i < 42; i++)
      results.push(await proxy.checkAddress({ ...haarlem, houseNumber: 30 + (i % 3) }, { clientKey: '203.0.113.9' }));
    expect(results.filter((r) => !r.ok && r.reason === 'over-budget')).toHaveLength(32);
    expect(calls).toHaveLength(10);
    const shopper = await call('/api/address/nl/v1/addresses/postcode/2012ES/30', fromClient('198.51.100.7'));
    expect(shopper.status).toBe(200);
  });

  it('a check for a caller shares that caller’s budget with its lookups in the browser', async () => {
    const { proxy, call } = proxyHarness({
      signingKey: SIGNING_KEY,
      limits: { ...limits, perClient: { requests: 3, perSeconds: 60 } },
    });
    for (let i = 0; i < 2; i++)
      expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30', fromClient('shopper'))).status).toBe(200);
    expect((await proxy.checkAddress(haarlem, { clientKey: 'shopper' })).ok).toBe(true);
    await expect(proxy.checkAddress(haarlem, { clientKey: 'shopper' })).resolves.toEqual({
      ok: false,
      reason: 'over-budget',
    });
    expect((await proxy.checkAddress(haarlem, { clientKey: 'someone else' })).ok).toBe(true);
  });

  it('checks never spend total, the browsers’ share, with limits.checks unset or set', async () => {
    for (const checks of [undefined, { requests: 100, perSeconds: 60 }]) {
      const { proxy, call } = proxyHarness({
        signingKey: SIGNING_KEY,
        limits: { total: { requests: 3, perSeconds: 60 }, ...(checks === undefined ? {} : { checks }) },
      });
      for (let i = 0; i < 5; i++) expect((await proxy.checkAddress(haarlem)).ok).toBe(true);
      for (let i = 0; i < 3; i++)
        expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(200);
      expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(429);
    }
  });

  it('a clientKey without a per-client budget, or that is not a text, is a TypeError before anything is sent', async () => {
    const { proxy, calls } = proxyHarness({
      signingKey: SIGNING_KEY,
      limits: { total: { requests: 3, perSeconds: 60 } },
    });
    await expect(proxy.checkAddress(haarlem, { clientKey: 'caller' })).rejects.toThrow(
      /`clientKey` needs `limits.perClient`/u,
    );
    const withBudget = proxyHarness({ signingKey: SIGNING_KEY, limits });
    await expect(withBudget.proxy.checkAddress(haarlem, { clientKey: '' })).rejects.toThrow(TypeError);
    await expect(withBudget.proxy.checkAddress(haarlem, { clientKey: 7 as unknown as string })).rejects.toThrow(
      TypeError,
    );
    expect(calls.length + withBudget.calls.length).toBe(0);
  });
});

describe('no ok that no one signed (finding 2)', () => {
  const unavailable = { ok: false, reason: 'unavailable' };

  it.each([201, 203, 206])('an upstream %i is a fault, never ok', async (status) => {
    const { proxy } = proxyHarness(
      { signingKey: SIGNING_KEY },
      changed(/./u, (answer) => answer, { status }),
    );
    await expect(proxy.checkAddress(haarlem)).resolves.toEqual(unavailable);
    await expect(proxy.checkAddress(antwerp)).resolves.toEqual(unavailable);
  });

  it.each([0, 123456])('a Dutch house number %i in the answer is a fault', async (houseNumber) => {
    const { proxy } = proxyHarness(
      { signingKey: SIGNING_KEY },
      changed(
        /postcode/u,
        each((a) => ({ ...a, houseNumber })),
      ),
    );
    await expect(proxy.checkAddress(haarlem)).resolves.toEqual(unavailable);
  });

  it('a Belgian number 0 in the answer is a fault', async () => {
    const { proxy } = proxyHarness(
      { signingKey: SIGNING_KEY },
      changed(
        /house-number/u,
        each((h) => ({ ...h, number: 0 })),
      ),
    );
    await expect(proxy.checkAddress(antwerp)).resolves.toEqual(unavailable);
  });

  it('an addressToken sent by the upstream is never the result’s token, and never reaches a browser', async () => {
    const events: ProxyErrorEvent[] = [];
    for (const [input, where] of [
      [haarlem, /postcode/u],
      [antwerp, /house-number/u],
      [cologne, /street/u],
    ] as const) {
      const forged = changed(
        where,
        each((item) => ({ ...item, addressToken: 'v3.forged' })),
      );
      const { proxy, call } = proxyHarness({ signingKey: SIGNING_KEY, onError: (event) => events.push(event) }, forged);
      await expect(proxy.checkAddress(input)).resolves.toEqual(unavailable);
      expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(
        where.source === 'postcode' ? 502 : 200,
      );
    }
    // Written with escaped letters, JSON reads the same name.
    const escaped = async (request: Request) => {
      const text = await (await reference.fetch(request)).text();
      return new Response(text.replace(/\}$/u, ',"address\\u0054oken":"v3.forged"}'), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const { call } = proxyHarness({ signingKey: SIGNING_KEY, onError: (event) => events.push(event) }, escaped);
    expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(502);
    expect(events.map((e) => e.reason)).toEqual([
      'holds-token',
      'holds-token',
      'holds-token',
      'holds-token',
      'holds-token',
    ]);
  });

  it('a German answer of Belgian shape is a fault, never an address in Belgium', async () => {
    const belgianShaped = changed(
      /\/de\/.*house-number/u,
      each((h) => ({ ...h, bisNumber: null, boxNumber: null })),
    );
    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY }, belgianShaped);
    await expect(proxy.checkAddress(cologne)).resolves.toEqual(unavailable);
  });

  it('the country of a result is the country asked, in any case', async () => {
    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY });
    const result = await proxy.checkAddress({ ...cologne, country: ' de ' });
    expect(result.ok && result.address.country).toBe('DE');
  });
});

describe('invalid-input costs nothing (finding 6)', () => {
  it.each([
    [
      'a German number with a long addition',
      { country: 'DE', postcode: '50678', street: 'Severinstraße', houseNumber: '205 Hinterhaus links' },
    ],
    ['an 81-character Belgian street', { country: 'BE', postcode: '2610', street: 'E'.repeat(81), houseNumber: '36' }],
    [
      'an 81-character German city',
      { country: 'DE', city: 'K'.repeat(81), street: 'Severinstraße', houseNumber: '205' },
    ],
    ['a Belgian postcode under 1000', { country: 'BE', postcode: '0999', street: 'Europalaan', houseNumber: '36' }],
    [
      'a Belgian house number of 61 characters',
      { country: 'BE', postcode: '2610', street: 'Europalaan', houseNumber: `36 bus ${'1'.repeat(54)}` },
    ],
    [
      'a street with a control character',
      { country: 'DE', postcode: '50678', street: 'Severin\u0007straße', houseNumber: '205' },
    ],
    [
      'a Dutch street of 81 characters, by city',
      { country: 'NL', city: 'Haarlem', street: 'J'.repeat(81), houseNumber: 30 },
    ],
    [
      'a Dutch addition of punctuation only',
      { country: 'NL', postcode: '2012ES', houseNumber: 30, houseNumberAddition: '--' },
    ],
  ] as [string, AddressCheckInput][])('%s', async (_name, input) => {
    const { proxy, calls } = proxyHarness({ signingKey: SIGNING_KEY });
    await expect(proxy.checkAddress(input)).resolves.toEqual({ ok: false, reason: 'invalid-input' });
    expect(calls).toHaveLength(0);
  });
});

describe('a Dutch postcode with another street or city (finding 8)', () => {
  it('is ambiguous with the postcode’s address as its candidate', async () => {
    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY });
    const candidates = ['Julianastraat 30, 2012ES Haarlem'];
    await expect(proxy.checkAddress({ ...haarlem, city: 'Amsterdam', street: 'Damrak' })).resolves.toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates,
    });
    await expect(proxy.checkAddress({ ...haarlem, city: 'Haarlem', street: 'Damrak' })).resolves.toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates,
    });
    await expect(proxy.checkAddress({ ...haarlem, city: 'Amsterdam' })).resolves.toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates,
    });
  });

  it('agrees in any case and spacing, with the short forms and an abbreviation', async () => {
    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY });
    for (const given of [
      { city: 'HAARLEM', street: ' julianastraat ' },
      { street: 'Julianastr.' },
      { street: 'Julianastraat 30' },
      { city: 'haarlem' },
    ]) {
      const { houseNumber, ...rest } = haarlem;
      const input = given.street?.includes('30') === true ? { ...rest, ...given } : { ...haarlem, ...given };
      expect((await proxy.checkAddress(input)).ok, JSON.stringify(given)).toBe(true);
      expect(houseNumber).toBe(30);
    }
  });
});

describe('the proxy’s time limit holds with a fetch that ignores its signal (finding 8)', () => {
  const never = () => new Promise<Response>(() => undefined);

  it('a check settles as unavailable, and a browser’s lookup as 504', async () => {
    const { proxy, call } = proxyHarness({ signingKey: SIGNING_KEY, timeoutMs: 50 }, never);
    const started = performance.now();
    await expect(proxy.checkAddress(haarlem)).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(504);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a body that never ends and ignores its cancel gives way too', async () => {
    const endless = () =>
      Promise.resolve(
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"street":')) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    const { call } = proxyHarness({ signingKey: SIGNING_KEY, timeoutMs: 50 }, endless);
    expect((await call('/api/address/nl/v1/addresses/postcode/2012ES/30')).status).toBe(504);
  });

  it('a browser’s abort answers at once too', async () => {
    const { call } = proxyHarness({ signingKey: SIGNING_KEY, timeoutMs: 60_000 }, never);
    const controller = new AbortController();
    const answer = call('/api/address/nl/v1/addresses/postcode/2012ES/30', { signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 20);
    expect((await answer).status).toBe(499);
  });
});
