import type { AddressProxyOptions } from './proxy-options.ts';

/**
 * The origin of the requests an upstream in this process is given (`http://upstream.invalid/nl/v1/…`): a name that is
 * never resolved, since nothing leaves the process.
 */
export const IN_PROCESS_ORIGIN = 'http://upstream.invalid';

/** Asks the upstream for a URL (its base and the service's path), stopped by `signal`. */
type AskUpstream = (url: string, signal: AbortSignal) => Promise<Response>;

/**
 * How the proxy asks its upstream: the service's URL through `fetch` (the option, or the global one as it is when the
 * request is made), or an upstream in this process through its own `fetch`, given the `Request` that `fetch` would
 * have sent, so that both see the same URL, headers and signal. A redirect is never followed (it would take the
 * credentials elsewhere): `manual` hands it back to the proxy to be refused. `error` would do the same on Node, but
 * Cloudflare's runtime refuses that value.
 */
export function upstreamTransport(options: AddressProxyOptions, authorization: string | undefined): AskUpstream {
  const init = (signal: AbortSignal): RequestInit => ({
    method: 'GET',
    headers: authorization === undefined
      ? { Accept: 'application/json', 'User-Agent': 'react-address-entry-proxy' }
      : { Accept: 'application/json', Authorization: authorization, 'User-Agent': 'react-address-entry-proxy' },
    signal,
    redirect: 'manual',
  });
  const { upstream } = options;
  // Called as a method (a class's `fetch` keeps its `this`), and through an async function, so that one that throws
  // at once rejects as a failing `fetch` does.
  if (typeof upstream !== 'string') return async (url, signal) => upstream.fetch(new Request(url, init(signal)));
  const given = options.fetch;
  return given === undefined ? (url, signal) => fetch(url, init(signal)) : (url, signal) => given(url, init(signal));
}
