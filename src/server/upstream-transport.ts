import type { AddressProxyOptions } from './proxy-options.ts';

/** The origin of an in-process upstream's requests: a name that is never resolved. */
export const IN_PROCESS_ORIGIN = 'http://upstream.invalid';

/** Asks the upstream for a URL (its base and the service's path), stopped by `signal`. */
type AskUpstream = (url: string, signal: AbortSignal) => Promise<Response>;

/** How the proxy asks its upstream; a redirect is never followed (`manual`: Cloudflare refuses `error`). */
export function upstreamTransport(options: AddressProxyOptions, authorization: string | undefined): AskUpstream {
  const init = (signal: AbortSignal): RequestInit => ({
    method: 'GET',
    headers:
      authorization === undefined
        ? { Accept: 'application/json', 'User-Agent': 'react-address-entry-proxy' }
        : { Accept: 'application/json', Authorization: authorization, 'User-Agent': 'react-address-entry-proxy' },
    signal,
    redirect: 'manual',
  });
  const { upstream } = options;
  // As a method, and async so that a throw rejects as a failing `fetch` does.
  if (typeof upstream !== 'string') return async (url, signal) => upstream.fetch(new Request(url, init(signal)));
  const given = options.fetch;
  return given === undefined ? (url, signal) => fetch(url, init(signal)) : (url, signal) => given(url, init(signal));
}
