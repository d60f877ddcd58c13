import { createAddressProxy, type AddressProxyOptions } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

/** The options of a proxy in front of the service's URL (as the harness's is), any of which a test may replace. */
export type ServiceOptions = Extract<AddressProxyOptions, { upstream: string }>;

export const KEY = 'shop-key';
export const SECRET = 'Sup3r-S3cret-Value';
export const UPSTREAM = 'https://upstream.test/base';

/**
 * A proxy in front of the reference API (which checks the credentials), with every upstream request recorded.
 * `answer` replaces the reference API for tests of misbehaving upstreams.
 */
export function proxyHarness(options: Partial<ServiceOptions> = {}, answer?: (request: Request) => Promise<Response>) {
  const calls: Request[] = [];
  const reference = createReferenceAddressApi({ credentials: { key: KEY, secret: SECRET } });
  const upstreamFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/base/u, '');
    return (answer ?? reference.fetch)(new Request(url, request));
  };
  const proxy = createAddressProxy({
    upstream: UPSTREAM,
    key: KEY,
    secret: SECRET,
    basePath: '/api/address',
    fetch: upstreamFetch,
    ...options,
  });
  const call = (path: string, init?: RequestInit) => proxy(new Request(`https://shop.test${path}`, init));
  return { proxy, call, calls };
}

/** Everything of an answer a browser could read, as one text. */
export async function everythingIn(response: Response): Promise<string> {
  return [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' + (await response.text());
}
