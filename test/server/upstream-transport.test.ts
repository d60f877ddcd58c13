import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressProxyOptions, InProcessUpstream } from '../../src/server/proxy-options.ts';
import { IN_PROCESS_ORIGIN, upstreamTransport } from '../../src/server/upstream-transport.ts';

const SERVICE_URL = 'https://api.example/nl/v1/addresses/postcode/2012ES/30';
const AUTHORIZATION = 'Basic c2hvcC1rZXk6U3VwM3ItUzNjcmV0LVZhbHVl';
const service = (fetch?: typeof globalThis.fetch): AddressProxyOptions => ({
  upstream: 'https://api.example',
  key: 'shop-key',
  secret: 'Sup3r-S3cret-Value',
  ...(fetch === undefined ? {} : { fetch }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upstreamTransport', () => {
  it('asks the service through the given fetch: GET, JSON, the credentials, the signal, no redirect followed', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    const signal = new AbortController().signal;
    await upstreamTransport(service(fetch), AUTHORIZATION)(SERVICE_URL, signal);
    expect(fetch).toHaveBeenCalledWith(SERVICE_URL, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: AUTHORIZATION, 'User-Agent': 'react-address-entry-proxy' },
      signal,
      redirect: 'manual',
    });
  });

  it('sends no Authorization without credentials', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    await upstreamTransport(service(fetch), undefined)(SERVICE_URL, new AbortController().signal);
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({
      Accept: 'application/json',
      'User-Agent': 'react-address-entry-proxy',
    });
  });

  it('uses the global fetch as it is when the request is made, not when the proxy was created', async () => {
    const ask = upstreamTransport(service(), AUTHORIZATION);
    const later = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('later')));
    vi.stubGlobal('fetch', later);
    expect(await (await ask(SERVICE_URL, new AbortController().signal)).text()).toBe('later');
    expect(later).toHaveBeenCalledOnce();
  });

  it('gives an upstream in this process the Request fetch would have sent, calling its fetch as a method', async () => {
    class Upstream implements InProcessUpstream {
      seen: Request[] = [];
      fetch(request: Request) {
        this.seen.push(request);
        return Promise.resolve(Response.json({ ok: true }));
      }
    }
    const upstream = new Upstream();
    const controller = new AbortController();
    const answer = await upstreamTransport({ upstream }, undefined)(
      `${IN_PROCESS_ORIGIN}/nl/v1/addresses/postcode/2012ES/30`,
      controller.signal,
    );
    expect(await answer.json()).toEqual({ ok: true });
    const [request] = upstream.seen;
    expect(request?.url).toBe('http://upstream.invalid/nl/v1/addresses/postcode/2012ES/30');
    expect(request?.method).toBe('GET');
    expect(request?.redirect).toBe('manual');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.has('Authorization')).toBe(false);
    controller.abort();
    expect(request?.signal.aborted).toBe(true);
  });

  it('hands an upstream in this process the credentials when it has them', async () => {
    const fetch = vi.fn((request: Request) => Promise.resolve(new Response(request.headers.get('Authorization'))));
    const answer = await upstreamTransport(
      { upstream: { fetch }, key: 'shop-key', secret: 'Sup3r-S3cret-Value' },
      AUTHORIZATION,
    )(`${IN_PROCESS_ORIGIN}/x`, new AbortController().signal);
    expect(await answer.text()).toBe(AUTHORIZATION);
  });

  it('turns an upstream in this process that throws at once into a rejection, as a failing fetch is', async () => {
    const upstream = {
      fetch(): Promise<Response> {
        throw new Error('broken');
      },
    };
    const asked = upstreamTransport({ upstream }, undefined)(`${IN_PROCESS_ORIGIN}/x`, new AbortController().signal);
    await expect(asked).rejects.toThrow('broken');
  });
});
