import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAddressClient, type AddressClientOptions } from '../../src/index.ts';
import { createReferenceAddressApi, type ReferenceAddressApiOptions, type ServiceRoute } from '../../src/testing/index.ts';
import { createAddressApiHandlers } from '../../src/testing/msw.ts';

/** The base URL every test client calls; MSW answers it with the reference API. */
export const BASE_URL = 'https://address.test/api';

/**
 * An MSW server for the test file, answering `BASE_URL` with the reference API and refusing every other
 * request. `routes` records each operation the reference API received, for counting requests.
 */
export function setupReferenceServer(options: ReferenceAddressApiOptions = {}) {
  const routes: ServiceRoute[] = [];
  const api = createReferenceAddressApi({
    ...options,
    onRequest: (route, request) => {
      routes.push(route);
      options.onRequest?.(route, request);
    },
  });
  const server = setupServer(...createAddressApiHandlers(api, { baseUrl: BASE_URL }));
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
