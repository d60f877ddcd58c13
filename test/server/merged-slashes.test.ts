import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressClient, type AddressClient } from '../../src/index.ts';
import { createAddressProxy } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { serveFetchHandler, type LoopbackServer } from '../support/http-server.ts';
import { slashMergingRouter, type SlashMerge } from '../support/slash-merging-router.ts';

/*
 * Every request the client sends to the proxy means the same after a router merged its repeated slashes (Next.js
 * with a 308, nginx silently), for every operation with its empty element: the proxy puts the element back, and the
 * service receives its own path form, `//` and all. Over real HTTP, with the client's own `fetch`.
 */

const credentials = { key: 'merge-key', secret: 'merge-S3cret-value' };
/** The paths the service received, raw. */
const upstreamPaths: string[] = [];
const reference = createReferenceAddressApi({ credentials });
const proxy = createAddressProxy({
  upstream: 'http://service.test',
  ...credentials,
  basePath: '/api/address',
  fetch: async (input, init) => {
    const request = new Request(input, init);
    upstreamPaths.push(new URL(request.url).pathname);
    return reference.fetch(request);
  },
});

const servers: Partial<Record<SlashMerge | 'none', LoopbackServer>> = {};
const clients = {} as Record<SlashMerge | 'none', AddressClient>;
beforeAll(async () => {
  for (const merge of ['redirect', 'rewrite', 'none'] as const) {
    const server = await serveFetchHandler(merge === 'none' ? proxy : slashMergingRouter(proxy, merge));
    servers[merge] = server;
    clients[merge] = createAddressClient({ baseUrl: `${server.url}/api/address` });
  }
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

/** Calls one operation through one router, and returns its answer (or error kind) and the path the service received. */
async function through(merge: SlashMerge | 'none', call: (client: AddressClient) => Promise<unknown>) {
  upstreamPaths.length = 0;
  const answer = await call(clients[merge]).catch((error: unknown) => ({ failed: (error as { kind?: string }).kind }));
  return { answer, upstream: [...upstreamPaths] };
}

/** Every operation with an element that may be empty, left empty. */
const EMPTY_ELEMENT_CALLS: [name: string, call: (client: AddressClient) => Promise<unknown>, upstream: string][] = [
  [
    'a Belgian street over a whole municipality (postcode null)',
    (c) => c.autocompleteStreet({ country: 'BE', municipalityNisCode: 11002, postcode: null, streetName: 'Europ' }),
    '/be/v1/autocomplete/street/11002//Europ',
  ],
  [
    'a German street over a whole city (postcode null)',
    (c) => c.autocompleteStreet({ country: 'DE', cityId: 5315000, postcode: null, streetName: 'Sev' }),
    '/de/v1/autocomplete/street/5315000//Sev',
  ],
  [
    'a Belgian house number without NIS code',
    (c) =>
      c.autocompleteHouseNumber({
        country: 'BE',
        municipalityNisCode: null,
        streetId: 824,
        postcode: 2610,
        language: 'nl',
        validation: 'none',
        houseNumber: '36',
      }),
    '/be/v1/autocomplete/house-number//824/2610/nl/none/36',
  ],
  [
    'a German house number without city id',
    (c) =>
      c.autocompleteHouseNumber({
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        validation: 'none',
        houseNumber: '36',
      }),
    '/de/v1/autocomplete/house-number//1817/01219/none/36',
  ],
];

describe('paths that mean the same after a router merged their slashes', () => {
  describe.each(['redirect', 'rewrite'] as const)('behind a router that merges by %s', (merge) => {
    it.each(EMPTY_ELEMENT_CALLS)(
      '%s: the same answer as without the router, and the service gets its own form',
      async (_name, call, upstream) => {
        const direct = await through('none', call);
        const merged = await through(merge, call);
        expect(direct.upstream).toEqual([upstream]);
        expect(merged.upstream).toEqual([upstream]);
        expect(merged.answer).toEqual(direct.answer);
        expect(Array.isArray(merged.answer) && merged.answer.length > 0, 'the answer should hold suggestions').toBe(
          true,
        );
      },
    );

    it('keeps odd characters in the other elements, for every operation with its element empty', async () => {
      const typed = fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
        .filter((text) => /^[\p{L}\p{N}]/u.test(text) && !/\p{Cc}/u.test(text));
      const number = fc
        .tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom('', ' bus 1', '/3', ' a', '%', '#?', '//'))
        .map(([n, tail]) => `${n}${tail}`);
      const calls = fc.oneof(
        typed.map(
          (streetName) => (c: AddressClient) =>
            c.autocompleteStreet({ country: 'BE', municipalityNisCode: 11002, postcode: null, streetName }),
        ),
        typed.map(
          (streetName) => (c: AddressClient) =>
            c.autocompleteStreet({ country: 'DE', cityId: 5315000, postcode: null, streetName }),
        ),
        number.map(
          (houseNumber) => (c: AddressClient) =>
            c.autocompleteHouseNumber({
              country: 'BE',
              municipalityNisCode: null,
              streetId: 824,
              postcode: 2610,
              language: 'fr',
              validation: 'strict',
              houseNumber,
            }),
        ),
        number.map(
          (houseNumber) => (c: AddressClient) =>
            c.autocompleteHouseNumber({
              country: 'DE',
              cityId: null,
              streetId: 1817,
              postcode: '01219',
              validation: 'number',
              houseNumber,
            }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(calls, async (call) => {
          const direct = await through('none', call);
          const merged = await through(merge, call);
          expect(merged.upstream).toEqual(direct.upstream);
          expect(direct.upstream[0]).toMatch(/\/\//u);
          expect(merged.answer).toEqual(direct.answer);
        }),
        { numRuns: 60 },
      );
    });
  });

  it('still refuses a path short of more than its one empty element', async () => {
    upstreamPaths.length = 0;
    const response = await fetch(
      `${servers.rewrite?.url ?? ''}/api/address/be/v1/autocomplete/house-number//824//nl/none/36`,
    );
    expect(response.status).toBe(404);
    expect(upstreamPaths).toEqual([]);
  });
});
