import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAddressClient, type AddressClientOptions } from '../../src/index.ts';
import { createReferenceAddressApi, type ReferenceAddressApiOptions } from '../../src/testing/index.ts';
import { type ServiceRoute } from '../../src/api/parse-path.ts';
import { createAddressProxy, type ProxyLimits } from '../../src/server/index.ts';
import { createAddressApiHandlers } from '../../src/testing/msw.ts';

/** The base URL every test client calls; MSW answers it with the reference API. */
export const BASE_URL = 'https://address.test/api';

/**
 * An MSW server for the test file, answering `BASE_URL` with the reference API and refusing every other
 * request. `routes` records each operation the reference API received, for counting requests. With `signingKey` or
 * `limits`, `BASE_URL` is a proxy with them in front of the reference API, as a shop's page calls it.
 */
export function setupReferenceServer(
  options: ReferenceAddressApiOptions & { signingKey?: string; limits?: ProxyLimits } = {},
) {
  const routes: ServiceRoute[] = [];
  const api = createReferenceAddressApi({
    ...options,
    onRequest: (route, request) => {
      routes.push(route);
      options.onRequest?.(route, request);
    },
  });
  const { signingKey, limits } = options;
  const proxy =
    signingKey === undefined && limits === undefined
      ? undefined
      : createAddressProxy({
          upstream: 'https://service.test',
          key: 'test-key',
          secret: 'test-secret-value',
          basePath: '/api',
          ...(signingKey === undefined ? {} : { signingKey }),
          ...(limits === undefined ? {} : { limits }),
          fetch: (input, init) => api.fetch(new Request(input, init)),
        });
  const server = setupServer(
    ...(proxy === undefined
      ? createAddressApiHandlers(api, { baseUrl: BASE_URL })
      : [http.get(`${BASE_URL}/*`, ({ request }) => proxy(request))]),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    routes.length = 0;
  });
  afterAll(() => {
    server.close();
  });
  const client = (overrides: Partial<AddressClientOptions> = {}) =>
    createAddressClient({ baseUrl: BASE_URL, ...overrides });
  return { server, routes, client };
}
