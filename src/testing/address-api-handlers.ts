import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReferenceAddressApi } from './reference-api.ts';

/** Options of {@link createAddressApiHandlers}. */
export interface AddressApiHandlersOptions {
  /** The base URL the client under test calls, e.g. `https://address.test` or `/api/address`. */
  baseUrl: string;
}

/**
 * MSW handlers that answer every request under `baseUrl` with the reference API (or any object with the same
 * `fetch`), so tests and stories run the real client against the model without a server.
 *
 * @example
 * ```ts
 * const server = setupServer(...createAddressApiHandlers(createReferenceAddressApi(), { baseUrl: 'https://address.test' }));
 * ```
 */
export function createAddressApiHandlers(
  api: ReferenceAddressApi,
  { baseUrl }: AddressApiHandlersOptions,
): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/u, '');
  const basePath = new URL(base, 'http://localhost').pathname.replace(/\/+$/u, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(basePath.length);
      try {
        return await api.fetch(new Request(url, request));
      } catch (error) {
        // The client went away (an abort) while the model waited: nobody reads this answer.
        if (request.signal.aborted) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}
