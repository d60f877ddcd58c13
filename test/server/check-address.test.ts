import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseNumberPartsText } from '../../src/api/house-number-parts.ts';
import type { AddressCheckInput, AddressCheckResult } from '../../src/server/index.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { referenceDataset } from '../../src/testing/index.ts';
import { proxyHarness, type ServiceOptions } from '../support/proxy-harness.ts';
import { RESOLVE_CASES } from '../support/resolve-cases.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/** A signing proxy over the reference API, as a shop's server has it, with its upstream requests recorded. */
const checker = (options: Partial<ServiceOptions> = {}, answer?: (request: Request) => Promise<Response>) =>
  proxyHarness({ signingKey: SIGNING_KEY, ...options }, answer);

/** A transport that never answers: it rejects with the reason of its request's abort, as `fetch` does. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => {
    const stop = () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    };
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop);
  });

/** What a form would post for a checked address: the fields `verifyAddress` reads, under their default names. */
function posted(result: Extract<AddressCheckResult, { ok: true }>): Record<string, string> {
  const { address, token } = result;
  return {
    country: address.country,
    postcode: address.postcode,
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    houseNumberAddition: address.houseNumberAddition ?? '',
    houseNumberParts: houseNumberPartsText(address.houseNumberParts),
    addressStatus: address.status,
    addressToken: token,
  };
}

describe('proxy.checkAddress: the shared table of cases', () => {
  it.each(RESOLVE_CASES)('$name', async ({ input, expected, lookups }) => {
    const { proxy, calls } = checker();
    const result = await proxy.checkAddress(input);
    expect(result).toEqual(
      expected.ok
        ? {
            ok: true,
            address: expect.objectContaining(expected.address) as unknown,
            token: expect.any(String) as unknown,
          }
        : expected,
    );
    expect(calls).toHaveLength(lookups);
    if (result.ok) {
      // The token is one verifyAddress accepts, with the parts and the country.
      const { status: _status, ...confirmed } = result.address;
      await expect(verifyAddress(posted(result), { signingKey: SIGNING_KEY })).resolves.toEqual({
        ok: true,
        address: confirmed,
      });
    }
  });

  it('throws a TypeError that says what to give on a proxy without a signing key', async () => {
    const { proxy, calls } = proxyHarness();
    await expect(proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 })).rejects.toThrow(
      /signingKey/u,
    );
    expect(calls).toHaveLength(0);
  });
});

/** An address of the reference dataset as people and other systems write it: any case, spacing, a street line. */
const writtenAddress: fc.Arbitrary<AddressCheckInput> = fc.oneof(
  fc
    .record({
      record: fc.constantFrom(...referenceDataset.nl.filter((r) => r.poBoxRange === undefined)),
      byPostcode: fc.boolean(),
      line: fc.boolean(),
      upper: fc.boolean(),
    })
    .map(({ record, byPostcode, line, upper }) => {
      const cased = (text: string) => (upper ? text.toUpperCase() : text.toLowerCase());
      const number = `${String(record.houseNumber)}${record.houseNumberAddition === '' ? '' : `-${record.houseNumberAddition}`}`;
      return byPostcode
        ? {
            country: 'nl',
            postcode: `${record.postcode.slice(0, 4)} ${cased(record.postcode.slice(4))}`,
            houseNumber: number,
          }
        : {
            country: 'NL',
            city: cased(record.city),
            street: line ? `${record.street} ${number}` : record.street,
            ...(line ? {} : { houseNumber: number }),
          };
    }),
  fc
    .record({
      record: fc.constantFrom(...referenceDataset.be, ...referenceDataset.de),
      at: fc.nat(),
      line: fc.boolean(),
      byPlace: fc.boolean(),
    })
    .map(({ record, at, line, byPlace }) => {
      const house = record.houseNumbers[at % record.houseNumbers.length];
      const number =
        house === undefined
          ? '1'
          : 'bisNumber' in house
            ? `${String(house.number)}${house.bisNumber ?? ''}${house.boxNumber === null ? '' : ` bus ${house.boxNumber}`}`
            : `${String(house.number)}${house.addition ?? ''}`;
      const country = 'municipalityNisCode' in record ? 'BE' : 'DE';
      const place = 'municipality' in record ? record.municipality : record.city;
      return {
        country,
        ...(byPlace ? { city: place } : { postcode: String(house?.postcode ?? record.postcode) }),
        street: line ? `${record.street} ${number}` : record.street,
        ...(line ? {} : { houseNumber: number }),
      };
    }),
);

describe('proxy.checkAddress: what it confirms holds', () => {
  it('every ok result verifies with verifyAddress, on no more lookups than the browser would make', async () => {
    const { proxy, calls } = checker();
    let oks = 0;
    await fc.assert(
      fc.asyncProperty(writtenAddress, async (input) => {
        const before = calls.length;
        const result = await proxy.checkAddress(input);
        expect(calls.length - before).toBeLessThanOrEqual(input.country.toUpperCase() === 'NL' ? 1 : 3);
        if (!result.ok) return;
        oks++;
        expect((await verifyAddress(posted(result), { signingKey: SIGNING_KEY })).ok).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(oks).toBeGreaterThan(50);
  });

  it('a fault of the service, a time-out or a budget store that is down never yields ok', async () => {
    const faults = {
      '503': () =>
        Promise.resolve(
          new Response('{"exception":"down","exceptionId":"ServiceUnavailable"}', {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      'gateway page': () =>
        Promise.resolve(
          new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
        ),
      malformed: () =>
        Promise.resolve(new Response('[{"postcode": 1}', { headers: { 'Content-Type': 'application/json' } })),
      refused: () => Promise.reject(new TypeError('connect ECONNREFUSED')),
      'time-out': (request: Request) => untilAborted(request.signal),
    } as const;
    const okCases = RESOLVE_CASES.filter((c) => c.expected.ok);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...okCases),
        fc.constantFrom(...(Object.keys(faults) as (keyof typeof faults)[]), 'store down'),
        fc.nat({ max: 2 }),
        async (c, fault, at) => {
          let requests = 0;
          const seen = { faulted: false };
          const store = { hit: () => Promise.reject(new Error('Redis: connection lost')) };
          const { proxy } = checker(
            {
              timeoutMs: 30,
              ...(fault === 'store down' ? { limits: { checks: { requests: 100, perSeconds: 60 }, store } } : {}),
            },
            async (request) => {
              const mine = requests++;
              if (fault !== 'store down' && mine === at) {
                seen.faulted = true;
                return faults[fault](request);
              }
              const { createReferenceAddressApi } = await import('../../src/testing/index.ts');
              return createReferenceAddressApi({
                credentials: { key: 'shop-key', secret: 'Sup3r-S3cret-Value' },
              }).fetch(request);
            },
          );
          const result = await proxy.checkAddress(c.input);
          if (fault === 'store down' || seen.faulted) expect(result).toEqual({ ok: false, reason: 'unavailable' });
          else expect(result.ok).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('proxy.checkAddress: budgets and the cache', () => {
  const belgian = (houseNumber: string): AddressCheckInput => ({
    country: 'BE',
    postcode: '2610',
    street: 'Europalaan',
    houseNumber,
  });

  it('spends limits.checks, shop-wide, and is over-budget past it, while a shopper’s lookups go on', async () => {
    const { proxy, call, calls } = checker({
      limits: {
        checks: { requests: 4, perSeconds: 60 },
        perClient: { requests: 100, perSeconds: 60 },
        clientKey: () => 'shopper',
      },
    });
    expect((await proxy.checkAddress(belgian('36 bus 1'))).ok).toBe(true);
    // The fourth lookup is the postal area of the next check; its street is the fifth, refused.
    await expect(proxy.checkAddress(belgian('36 bus 2'))).resolves.toEqual({ ok: false, reason: 'over-budget' });
    expect(calls).toHaveLength(4);
    expect((await call('/api/address/be/v1/autocomplete/postal-area/2610')).status).toBe(200);
  });

  it('takes postal areas and streets that repeat from the answer cache, paying only for the house number', async () => {
    const { proxy, calls } = checker({ cache: true });
    for (const houseNumber of ['36 bus 1', '36 bus 2', '12'])
      expect((await proxy.checkAddress(belgian(houseNumber))).ok).toBe(true);
    expect(calls.map((request) => /autocomplete\/([a-z-]+)/u.exec(request.url)?.[1])).toEqual([
      'postal-area',
      'street',
      'house-number',
      'house-number',
      'house-number',
    ]);
    // Each check still gets its own token that verifies.
    const again = await proxy.checkAddress(belgian('36 bus 1'));
    expect(again.ok && (await verifyAddress(posted(again), { signingKey: SIGNING_KEY })).ok).toBe(true);
  });

  it('sends nothing for input it refuses itself', async () => {
    const { proxy, calls } = checker();
    for (const input of [
      { country: 'XX' },
      { country: 'BE', street: 'Europalaan 36' },
      { country: 'NL', postcode: '2012ES', houseNumber: '0' },
    ]) {
      await expect(proxy.checkAddress(input)).resolves.toEqual({ ok: false, reason: 'invalid-input' });
    }
    expect(calls).toHaveLength(0);
  });

  it('stops at an abort of its signal, rejecting with its reason', async () => {
    const controller = new AbortController();
    const { proxy } = checker({}, (request) => {
      controller.abort(new Error('order cancelled'));
      return untilAborted(request.signal);
    });
    await expect(
      proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 }, { signal: controller.signal }),
    ).rejects.toThrow('order cancelled');
  });
});
