import { describe, expect, it, vi } from 'vitest';
import { createAddressProxy, type ProxyErrorEvent } from '../../src/server/index.ts';
import { KEY, proxyHarness, SECRET } from '../support/proxy-harness.ts';

const path = '/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30';
const LIMIT = 2 * 1024 * 1024;

/** A body that streams `chunk` until cancelled or `maxChunks` are out, counting what was pulled. */
function endlessBody(chunk = new Uint8Array(64 * 1024).fill(0x20), maxChunks = 10_000) {
  const seen = { pulled: 0, cancelled: false as boolean, reason: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= maxChunks * chunk.byteLength) controller.close();
        else {
          seen.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
      cancel(reason) {
        seen.cancelled = true;
        seen.reason = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

describe('createAddressProxy: answers without a body', () => {
  it.each([204, 205, 304])('relays a %i without a body instead of throwing', async (status) => {
    const { call } = proxyHarness({}, () =>
      Promise.resolve(new Response(null, { status, headers: { 'Cache-Control': 'max-age=60' } })),
    );
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(response.body).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('max-age=60');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('createAddressProxy: answers streamed against the 2 MB limit', () => {
  it('stops reading an endless answer just past the limit and cancels it', async () => {
    const { stream, seen } = endlessBody();
    const onError = vi.fn<(event: ProxyErrorEvent) => void>();
    const { call } = proxyHarness({ onError }, () =>
      Promise.resolve(new Response(stream, { headers: { 'Content-Type': 'application/json' } })),
    );
    const response = await call(path);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ exceptionId: 'Proxy_UpstreamAnswerWithheldException' });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(LIMIT + 64 * 1024);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'upstream-answer-withheld', reason: 'too-large' }),
    );
  });

  it('cancels an answer that declares a length past the limit without reading it', async () => {
    const { stream, seen } = endlessBody();
    const { call } = proxyHarness({}, () =>
      Promise.resolve(
        new Response(stream, {
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 2 ** 20) },
        }),
      ),
    );
    expect((await call(path)).status).toBe(502);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBe(0);
  });

  it('relays an answer just under the limit, counted in bytes not characters', async () => {
    const text = `{"x":"${'é'.repeat((LIMIT - 16) / 2)}"}`;
    const { call } = proxyHarness({}, () => Promise.resolve(Response.json(JSON.parse(text))));
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(text);
    const over = proxyHarness({}, () => Promise.resolve(Response.json({ x: 'é'.repeat(LIMIT / 2) })));
    expect((await over.call(path)).status).toBe(502);
  });
});

describe('createAddressProxy: only JSON relayed, with nosniff on every answer', () => {
  it('turns an upstream HTML page into a JSON error in the service shape', async () => {
    const onError = vi.fn<(event: ProxyErrorEvent) => void>();
    const { call } = proxyHarness({ onError }, () =>
      Promise.resolve(
        new Response('<html><script>alert(1)</script></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    const response = await call(path);
    expect(response.status).toBe(502);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/u);
    expect(await response.json()).toEqual({
      exception: expect.any(String) as unknown,
      exceptionId: 'Proxy_UpstreamAnswerWithheldException',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'not-json', upstreamStatus: 200 }));
    // A 404, 429 or 5xx page keeps its status instead, with the proxy's own body: test/server/relay-answer.test.ts.
  });

  it.each([
    ['no type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a JSON-looking type', { 'Content-Type': 'text/json-ish' }],
  ])('withholds a body with %s', async (_name, headers) => {
    const { call } = proxyHarness({}, () => Promise.resolve(new Response('{"street":"x"}', { headers })));
    expect((await call(path)).status).toBe(502);
  });

  it('relays application/problem+json and an empty error body', async () => {
    const problem = proxyHarness({}, () =>
      Promise.resolve(
        new Response('{"exception":"x","exceptionId":"y"}', {
          status: 503,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
      ),
    );
    expect((await problem.call(path)).status).toBe(503);
    const empty = proxyHarness({}, () =>
      Promise.resolve(new Response('', { status: 400, headers: { 'Content-Type': 'text/html' } })),
    );
    const response = await empty.call(path);
    expect([response.status, response.headers.get('Content-Type'), await response.text()]).toEqual([400, null, '']);
    // An empty body has no type, whatever the upstream declared (an empty 404, 429 or 5xx gets the proxy's own JSON body).
    const emptyJson = proxyHarness({}, () =>
      Promise.resolve(new Response('', { status: 400, headers: { 'Content-Type': 'application/json' } })),
    );
    const typeless = await emptyJson.call(path);
    expect([typeless.status, typeless.headers.get('Content-Type'), await typeless.text()]).toEqual([400, null, '']);
  });

  it.each([
    ['a relayed answer', path, {}],
    ['a refused route', '/api/address/nope', {}],
    ['a request outside the base path', '/elsewhere', {}],
    ['a refused method', path, { method: 'POST' }],
    ['a refused origin', path, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } }],
    [
      'a preflight',
      path,
      { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'cross-site' } },
    ],
    ['a CORS answer', path, { headers: { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'cross-site' } }],
  ])('sets nosniff on %s', async (_name, p, init: RequestInit) => {
    const { call } = proxyHarness({ allowedOrigins: ['https://shop.example'] });
    expect((await call(p, init)).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sets nosniff on an upstream failure', async () => {
    const { call } = proxyHarness({}, () => Promise.reject(new TypeError('fetch failed')));
    expect((await call(path)).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('createAddressProxy: base path and time limit', () => {
  it('names the expected base path to a request outside it', async () => {
    const { call, calls } = proxyHarness();
    const response = await call('/api/other/nl/v1/addresses/exact/Haarlem/Julianastraat/30');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      exception: expect.stringContaining('/api/address/') as unknown,
      exceptionId: 'Proxy_OutsideBasePathException',
    });
    expect(calls).toHaveLength(0);
  });

  it('on a timeout aborts the upstream request and cancels the body it began reading', async () => {
    let signal: AbortSignal | undefined;
    // A transport that ignores the signal for its body: the proxy must cancel the body itself.
    const { stream, seen } = endlessBody(new Uint8Array(8), 1);
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"street":'));
      },
      cancel: (reason) => stream.cancel(reason),
    });
    // The proxy's own signal, as its fetch receives it (a `Request` made from it follows it only weakly in Node).
    const proxy = createAddressProxy({
      upstream: 'https://upstream.test',
      key: KEY,
      secret: SECRET,
      basePath: '/api/address',
      timeoutMs: 50,
      fetch: (_input, init) => {
        signal = init?.signal ?? undefined;
        return Promise.resolve(new Response(stalled, { headers: { 'Content-Type': 'application/json' } }));
      },
    });
    const response = await proxy(new Request(`https://shop.test${path}`));
    expect(response.status).toBe(504);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error).name).toBe('TimeoutError');
    expect(seen.cancelled).toBe(true);
    expect((seen.reason as Error).name).toBe('TimeoutError');
  });
});
