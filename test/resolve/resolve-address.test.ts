import { describe, expect, it } from 'vitest';
import { createAddressClient } from '../../src/api/client.ts';
import { resolveAddress } from '../../src/resolve/resolve-address.ts';
import { RESOLVE_CASES } from '../support/resolve-cases.ts';
import { signingClient } from '../support/signed-addresses.ts';

/** A client whose every request is answered by `answer` (a failing service), each request counted. */
function failingClient(answer: (signal: AbortSignal) => Promise<Response>) {
  let requests = 0;
  const client = createAddressClient({
    baseUrl: 'https://shop.test/api/address',
    fetch: (_input, init) => {
      requests++;
      return answer(init?.signal ?? new AbortController().signal);
    },
    timeoutMs: 200,
  });
  return { client, requests: () => requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );

describe('resolveAddress: the shared table of cases', () => {
  it.each(RESOLVE_CASES)('$name', async ({ input, expected, lookups }) => {
    const { client, calls } = signingClient();
    const result = await resolveAddress(client, input);
    if (expected.ok)
      expect(result).toEqual({
        ok: true,
        address: expect.objectContaining({ ...expected.address, status: 'validated' }) as unknown,
        token: expect.stringMatching(/^v3\./u) as unknown,
      });
    else expect(result).toEqual(expected);
    expect(calls).toHaveLength(lookups);
  });
});

describe('resolveAddress: a failing service is never ok', () => {
  const input = { country: 'BE', postcode: '2610', street: 'Europalaan 36 bus 1' };
  it.each([
    ['a 503', () => json({ exception: 'down', exceptionId: 'ServiceUnavailable' }, 503), 'unavailable'],
    [
      'a 500 page in HTML',
      () =>
        Promise.resolve(new Response('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
      'unavailable',
    ],
    ['a malformed answer', () => json([{ postcode: 'not a postal area' }]), 'unavailable'],
    [
      'JSON cut short',
      () => Promise.resolve(new Response('[{"municipalityName":', { headers: { 'Content-Type': 'application/json' } })),
      'unavailable',
    ],
    ['a refused network', () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
    [
      'no answer in time',
      (signal: AbortSignal) =>
        new Promise<Response>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            reject(new Error('aborted', { cause: signal.reason }));
          }),
        ),
      'unavailable',
    ],
    ['the credentials refused', () => json({ exception: 'no', exceptionId: 'Unauthorized' }, 401), 'unavailable'],
    [
      'a budget refused (429)',
      () => json({ exception: 'slow down', exceptionId: 'TooManyRequests' }, 429, { 'Retry-After': '5' }),
      'over-budget',
    ],
  ] as const)('%s: %s', async (_name, answer, reason) => {
    const { client, requests } = failingClient(answer);
    await expect(resolveAddress(client, input)).resolves.toEqual({ ok: false, reason });
    expect(requests()).toBe(1);
  });

  it('rejects with the reason of an abort, as fetch does, and asks nothing more', async () => {
    const { client, calls } = signingClient();
    const controller = new AbortController();
    const reason = new Error('the shop stopped');
    controller.abort(reason);
    await expect(
      resolveAddress(client, { country: 'DE', city: 'Köln', street: 'Severinstr. 205' }, { signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(calls).toHaveLength(0);
  });
});
