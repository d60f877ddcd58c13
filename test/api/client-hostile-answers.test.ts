import { describe, expect, it } from 'vitest';
import { createAddressClient, isAddressApiError } from '../../src/index.ts';
import { failure } from '../support/failure.ts';

const lookup = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const answering = (response: () => Response) =>
  createAddressClient({ baseUrl: 'https://never.test', fetch: () => Promise.resolve(response()) });
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('createAddressClient: answers that cannot be checked', () => {
  it('rejects an address nested too deep to describe as invalid-response, not network', async () => {
    const body = `{"street":${deep(200_000)}}`;
    const error = await failure(
      answering(() => new Response(body, { headers: { 'Content-Type': 'application/json' } })).matchExact(lookup),
    );
    expect([error.kind, error.status]).toEqual(['invalid-response', 200]);
  });

  it('rejects a suggestion list nested too deep as invalid-response', async () => {
    const body = `[{"houseNumber":"1","number":1,"status":${deep(200_000)}}]`;
    const error = await failure(
      answering(() => new Response(body)).autocompleteHouseNumber({
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        validation: 'none',
        houseNumber: '1',
      }),
    );
    expect(error.kind).toBe('invalid-response');
  });
});

describe('createAddressClient: error texts capped', () => {
  it('keeps at most 1000 characters of a 20 MB error message, with an ellipsis', async () => {
    const exception = `Server exploded: ${'x'.repeat(20 * 2 ** 20)}`;
    const error = await failure(
      answering(() => Response.json({ exception, exceptionId: 'Huge' }, { status: 500 })).matchExact(lookup),
    );
    expect(error.kind).toBe('server');
    expect(error.exception?.length).toBe(1000);
    expect(error.exception).toMatch(/^Server exploded: x+…$/u);
    expect(error.message.length).toBeLessThanOrEqual(1000);
    expect(error.message).toMatch(/^server \(HTTP 500\): Server exploded: x+…$/u);
  });

  it('caps the description of a 20 MB wrong field', async () => {
    const error = await failure(
      answering(() => Response.json({ street: 'Julianastraat', houseNumber: 'x'.repeat(20 * 2 ** 20) })).matchExact(
        lookup,
      ),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.message.length).toBeLessThanOrEqual(1000);
  });

  it('never cuts a surrogate pair in half', async () => {
    const exception = `${'x'.repeat(998)}😀😀`;
    const error = await failure(
      answering(() => Response.json({ exception, exceptionId: 'E' }, { status: 404 })).matchExact(lookup),
    );
    expect(error.exception).toBe(`${'x'.repeat(998)}…`);
    expect(error.exception?.isWellFormed()).toBe(true);
  });
});

describe('createAddressClient: a relative baseUrl without a page', () => {
  const message = 'createAddressClient: no page to resolve baseUrl "/api/address" against; pass an absolute URL';

  it('is a configuration TypeError raised at creation, which says to pass an absolute URL', () => {
    expect(typeof location).toBe('undefined');
    let sent = 0;
    const make = () =>
      createAddressClient({
        baseUrl: '/api/address',
        fetch: () => {
          sent++;
          return Promise.resolve(Response.json({}));
        },
      });
    expect(make).toThrow(new TypeError(message));
    expect(sent).toBe(0);
  });

  it('never reaches a query, so nothing is sent or retried: it is no AddressApiError', () => {
    const error: unknown = (() => {
      try {
        createAddressClient({ baseUrl: 'api/address' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(isAddressApiError(error)).toBe(false);
  });

  it('resolves against the page where there is one (a worker with location)', async () => {
    const global = globalThis as { location?: { href: string } };
    global.location = { href: 'https://shop.example/checkout/address' };
    try {
      const urls: string[] = [];
      const client = createAddressClient({
        baseUrl: '/api/address',
        fetch: (input) => {
          urls.push(input as string);
          return Promise.resolve(Response.json([]));
        },
      });
      await client.autocompletePostalArea({ country: 'BE', postalArea: 'Wilr' });
      expect(urls).toEqual(['/api/address/be/v1/autocomplete/postal-area/Wilr']);
    } finally {
      delete global.location;
    }
  });

  it('accepts absolute URLs', () => {
    expect(() => createAddressClient({ baseUrl: 'http://127.0.0.1:8080/api/address/' })).not.toThrow();
  });
});

describe('createAddressClient: a German postal area’s token (issue 53)', () => {
  const area = {
    cityId: 14612000,
    cityName: 'Dresden',
    cityAddition: null,
    postcode: '01219',
    matchedName: 'Strehlen',
  };
  const areas = (addressToken: unknown) =>
    answering(() => Response.json([{ ...area, addressToken }])).autocompletePostalArea({
      country: 'DE',
      postalArea: '01219',
    });

  it('hands over a text token and rejects one of another type as invalid-response', async () => {
    expect(await areas('v3.a.t5kz00.AAAAAAAAAAAAAAAA')).toEqual([
      { ...area, addressToken: 'v3.a.t5kz00.AAAAAAAAAAAAAAAA' },
    ]);
    const error = await failure(areas(42));
    expect([error.kind, error.message]).toEqual(['invalid-response', expect.stringMatching(/addressToken/u)]);
  });
});
