import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../support/failure.ts';
import { BASE_URL, setupReferenceServer } from '../support/msw.ts';

const { server, client } = setupReferenceServer({ credentials: { key: 'shop-key', secret: 's3cret' } });
const authorized = (overrides: Parameters<typeof client>[0] = {}) =>
  client({ credentials: { key: 'shop-key', secret: 's3cret' }, ...overrides });

describe('time limits', () => {
  it('times out a request that never answers', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const error = await failure(
      authorized({ timeoutMs: 50 }).matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('takes a call’s own time limit over the client’s, so one form can fail fast where others wait', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const started = performance.now();
    const error = await failure(
      authorized({ timeoutMs: 60_000 }).lookupPostcode({ postcode: '2012ES', houseNumber: 30 }, { timeoutMs: 50 }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('No answer within 50 ms');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('abort', () => {
  it('rejects with the signal reason, not an AddressApiError, and stops the request', async () => {
    let aborted = false;
    server.use(
      http.get(`${BASE_URL}/*`, async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const reason = new Error('superseded');
    const promise = authorized().matchExact(
      { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 },
      { signal: controller.signal },
    );
    setTimeout(() => {
      controller.abort(reason);
    }, 10);
    await expect(promise).rejects.toBe(reason);
    await vi.waitFor(() => {
      expect(aborted).toBe(true);
    });
  });

  it('rejects at once for a signal aborted before the call, sending nothing', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const signal = AbortSignal.abort();
    await expect(
      client({ fetch: fetchSpy }).matchExact({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 }, { signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
