import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAddressApiHandlers } from '../../src/testing/address-api-handlers.ts';
import type { ReferenceAddressApi } from '../../src/testing/reference-api.ts';

/** A stand-in for the reference API that answers with what it received, or as the test says. */
function recordingApi(answer?: (request: Request) => Promise<Response>) {
  const received: Request[] = [];
  const api: ReferenceAddressApi = {
    fetch: async (request) => {
      received.push(request);
      return answer === undefined
        ? Response.json({ path: new URL(request.url).pathname, search: new URL(request.url).search })
        : answer(request);
    },
  };
  return { api, received };
}

const server = setupServer();
const unhandled: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('unhandledException', ({ error }) => unhandled.push(error));
});
afterEach(() => {
  server.resetHandlers();
  unhandled.length = 0;
});
afterAll(() => {
  server.close();
});

describe('createAddressApiHandlers', () => {
  it.each([
    ['https://address.test', 'https://address.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30'],
    [
      'https://address.test/api/address',
      'https://address.test/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
    ],
    [
      'https://address.test/api/address//',
      'https://address.test/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
    ],
  ])('hands the model the path after the base URL %s', async (baseUrl, url) => {
    const { api } = recordingApi();
    server.use(...createAddressApiHandlers(api, { baseUrl }));
    const response = await fetch(url);
    expect(await response.json()).toEqual({ path: '/nl/v1/addresses/exact/Haarlem/Julianastraat/30', search: '' });
  });

  it('passes on the method, the headers and the query, and answers with the model’s response', async () => {
    const { api, received } = recordingApi(() =>
      Promise.resolve(new Response('{"exception":"Password not correct."}', { status: 401 })),
    );
    server.use(...createAddressApiHandlers(api, { baseUrl: 'https://address.test/api' }));
    const response = await fetch('https://address.test/api/be/v1/autocomplete/postal-area/Antw?trace=1', {
      method: 'HEAD',
      headers: { Authorization: 'Basic a2V5OnNlY3JldA==' },
    });
    expect(response.status).toBe(401);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('HEAD');
    expect(received[0]?.headers.get('Authorization')).toBe('Basic a2V5OnNlY3JldA==');
    expect(received[0]?.url).toBe('https://address.test/be/v1/autocomplete/postal-area/Antw?trace=1');
  });

  it('leaves requests outside the base URL alone', async () => {
    const { api, received } = recordingApi();
    server.use(http.all('*', () => HttpResponse.text('another handler', { status: 418 })));
    server.use(...createAddressApiHandlers(api, { baseUrl: 'https://address.test/api' }));
    for (const url of [
      'https://address.test/other/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
      'https://address.test/apiary/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
      'https://elsewhere.test/api/nl/v1/addresses/exact/Haarlem/Julianastraat/30',
    ]) {
      expect((await fetch(url)).status, url).toBe(418);
    }
    expect(received).toEqual([]);
  });

  it('lets a request the client aborted while the model waited end quietly', async () => {
    const { api, received } = recordingApi(
      (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(new DOMException('The client went away.', 'AbortError'));
          });
        }),
    );
    server.use(...createAddressApiHandlers(api, { baseUrl: 'https://address.test' }));
    const controller = new AbortController();
    const answered = fetch('https://address.test/de/v1/autocomplete/postal-area/Koeln', { signal: controller.signal });
    await expect.poll(() => received.length).toBe(1);
    controller.abort();
    await expect(answered).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });

  it('passes on a failure of the model that is not an abort', async () => {
    const failure = new Error('the model broke');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi(() => Promise.reject(failure));
    server.use(...createAddressApiHandlers(api, { baseUrl: 'https://address.test' }));
    const response = await fetch('https://address.test/nl/v1/addresses/exact/Haarlem/Julianastraat/30');
    expect(response.status).toBe(500);
    expect(unhandled).toEqual([failure]);
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
