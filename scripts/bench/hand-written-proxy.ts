import { basicAuthorization } from '../../src/api/basic-auth.ts';

/**
 * The yardstick of the proxy benchmark: the smallest proxy a shop would write by hand, a `fetch` pass-through that
 * adds the credentials. It checks nothing (any path, method or header goes through, and the answer comes back as it
 * is), so what `createAddressProxy` costs beyond it is the price of its checks.
 */
export function handWrittenProxy(
  upstream: string,
  credentials: { key: string; secret: string },
  fetchUpstream: typeof fetch = fetch,
): (request: Request) => Promise<Response> {
  const authorization = basicAuthorization(credentials);
  return (request) =>
    fetchUpstream(new URL(new URL(request.url).pathname, upstream), { headers: { Authorization: authorization } });
}
