import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAddressClient } from '../../src/api/client.ts';
import { resolveAddress } from '../../src/resolve/resolve-address.ts';
import { readCheckInput } from '../../src/resolve/read-check-input.ts';
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
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

describe('resolveAddress: the shared table of cases', () => {
  it.each(RESOLVE_CASES)('$name', async ({ input, expected, lookups }) => {
    const { client, calls } = signingClient();
    const result = await resolveAddress(client, input);
    if (expected.ok) expect(result).toEqual({ ok: true, address: expect.objectContaining({ ...expected.address, status: 'validated' }) as unknown, token: expect.stringMatching(/^v3\./u) as unknown });
    else expect(result).toEqual(expected);
    expect(calls).toHaveLength(lookups);
  });
});

describe('resolveAddress: a failing service is never ok', () => {
  const input = { country: 'BE', postcode: '2610', street: 'Europalaan 36 bus 1' };
  it.each([
    ['a 503', () => json({ exception: 'down', exceptionId: 'ServiceUnavailable' }, 503), 'unavailable'],
    ['a 500 page in HTML', () => Promise.resolve(new Response('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })), 'unavailable'],
    ['a malformed answer', () => json([{ postcode: 'not a postal area' }]), 'unavailable'],
    ['JSON cut short', () => Promise.resolve(new Response('[{"municipalityName":', { headers: { 'Content-Type': 'application/json' } })), 'unavailable'],
    ['a refused network', () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
    ['no answer in time', (signal: AbortSignal) => new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => { reject(new Error('aborted', { cause: signal.reason })); })), 'unavailable'],
    ['the credentials refused', () => json({ exception: 'no', exceptionId: 'Unauthorized' }, 401), 'unavailable'],
    ['a budget refused (429)', () => json({ exception: 'slow down', exceptionId: 'TooManyRequests' }, 429, { 'Retry-After': '5' }), 'over-budget'],
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
    await expect(resolveAddress(client, { country: 'DE', city: 'Köln', street: 'Severinstr. 205' }, { signal: controller.signal })).rejects.toBe(reason);
    expect(calls).toHaveLength(0);
  });
});

describe('readCheckInput: what the resolver asks about', () => {
  it('splits street lines and numbers with additions as people write them', () => {
    expect(readCheckInput({ country: ' nl ', city: 'Haarlem', street: 'Julianastraat 30-2' })).toEqual({
      country: 'NL', postcode: null, city: 'Haarlem', street: 'Julianastraat', houseNumber: 30, houseNumberAddition: '2',
    });
    expect(readCheckInput({ country: 'NL', postcode: '2012 ES', houseNumber: '30 A' })).toMatchObject({ postcode: '2012 ES', houseNumber: 30, houseNumberAddition: 'A' });
    expect(readCheckInput({ country: 'de', postcode: 'D-50678', street: '  Severinstraße   205 ' })).toEqual({
      country: 'DE', postcode: '50678', city: '', street: 'Severinstraße', houseNumber: '205',
    });
    expect(readCheckInput({ country: 'BE', city: 'Antwerpen', street: 'Europalaan', houseNumber: 36, houseNumberAddition: 'bus 1' })).toMatchObject({ houseNumber: '36 bus 1' });
  });

  it.each([
    ['another country', { country: 'FR', postcode: '75001', street: 'Rue de Rivoli', houseNumber: '1' }],
    ['no country', { country: '', postcode: '2012ES', houseNumber: '30' }],
    ['no number anywhere', { country: 'BE', postcode: '2610', street: 'Europalaan' }],
    ['a Dutch number out of range', { country: 'NL', postcode: '2012ES', houseNumber: '100000' }],
    ['a Dutch addition too long', { country: 'NL', postcode: '2012ES', houseNumber: '30', houseNumberAddition: 'ABCDEFG' }],
    ['a Dutch addition twice', { country: 'NL', postcode: '2012ES', houseNumber: '30A', houseNumberAddition: 'B' }],
    ['neither postcode nor city', { country: 'DE', street: 'Severinstr.', houseNumber: '205' }],
    ['a Dutch street without a city or postcode', { country: 'NL', street: 'Julianastraat', houseNumber: '30' }],
    ['a German postcode of four digits', { country: 'DE', postcode: '5067', street: 'Severinstr.', houseNumber: '205' }],
  ])('refuses %s without a request', (_name, input) => {
    expect(readCheckInput(input)).toBeUndefined();
  });

  it('never throws, and whatever it reads is something the service can be asked about', () => {
    const text = fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('2012ES', '2610', '50678', 'Europalaan 36 bus 1', '30-2', ' ')), { nil: undefined });
    fc.assert(
      fc.property(fc.constantFrom('NL', 'be', 'De', 'FR', ''), text, text, text, fc.oneof(text, fc.integer({ min: -5, max: 200_000 })), text, (country, postcode, city, street, houseNumber, houseNumberAddition) => {
        const read = readCheckInput({ country, postcode, city, street, houseNumber, houseNumberAddition });
        if (read === undefined) return;
        expect(['NL', 'BE', 'DE']).toContain(read.country);
        expect(read.street === '' && read.country !== 'NL').toBe(false);
        if (read.country === 'NL') {
          expect(read.houseNumber).toBeGreaterThanOrEqual(1);
          expect(read.houseNumber).toBeLessThanOrEqual(99_999);
          expect(read.houseNumberAddition.length).toBeLessThanOrEqual(6);
        } else {
          expect(read.houseNumber.trim()).not.toBe('');
          expect(read.postcode === '' && read.city === '').toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
