import { describe, expect, it } from 'vitest';
import { createAddressProxy, type AddressProxyOptions } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

const good: AddressProxyOptions = {
  upstream: 'https://api.example',
  key: 'shop-key',
  secret: 'Sup3r-S3cret-Value',
  basePath: '/api/address',
};
const create = (overrides: Record<string, unknown>) => () => createAddressProxy({ ...good, ...overrides });

describe('createAddressProxy: options checked at creation', () => {
  it.each([
    ['an empty key', { key: '' }, /`key` is empty/u],
    ['a missing key', { key: undefined }, /`key` is empty/u],
    ['a key with a colon', { key: 'shop:key' }, /`key` holds a ":"/u],
    ['an empty secret', { secret: '' }, /`secret` is empty/u],
    ['a secret with a line break', { secret: 'Sup3r-S3cret-Value\n' }, /control character/u],
    ['a secret too short to find in answers', { secret: 'abc' }, /shorter than 8 characters/u],
    ['a relative upstream', { upstream: '/api' }, /`upstream` must be an absolute http\(s\) URL/u],
    ['an upstream without a scheme', { upstream: 'api.example' }, /absolute http\(s\) URL/u],
    ['an upstream of another scheme', { upstream: 'ftp://api.example' }, /ftp: scheme/u],
    ['an upstream with credentials', { upstream: 'https://u:p@api.example' }, /must not hold credentials/u],
    ['an upstream with a query', { upstream: 'https://api.example/?x=1' }, /without a query/u],
    ['a base path without a leading slash', { basePath: 'api/address' }, /`basePath` must start with "\/"/u],
    ['a base path with a query', { basePath: '/api?x' }, /without a query/u],
    ['a zero timeout', { timeoutMs: 0 }, /`timeoutMs` must be a positive number/u],
    ['an infinite timeout', { timeoutMs: Infinity }, /`timeoutMs`/u],
    ['a timeout past what setTimeout can wait', { timeoutMs: 2 ** 31 }, /`timeoutMs`/u],
    ['a timeout that is not a number', { timeoutMs: '5000' }, /`timeoutMs`/u],
    ['an origin with a path', { allowedOrigins: ['https://shop.example/'] }, /not an origin/u],
    ['a wildcard origin', { allowedOrigins: ['*'] }, /not an origin/u],
    ['origins that are not a list', { allowedOrigins: 'https://shop.example' }, /must be a list/u],
    ['a fetch that is not a function', { fetch: 'fetch' }, /`fetch` must be a function/u],
  ])('refuses %s with a TypeError that says what to fix', (_name, overrides, message) => {
    expect(create(overrides)).toThrow(TypeError);
    expect(create(overrides)).toThrow(message);
  });

  it('never puts the secret into its messages', () => {
    const secret = 'Sup3r-S3cret-Value';
    for (const overrides of [{ upstream: '/api' }, { secret: `${secret}\n` }, { key: '' }, { basePath: 'x' }]) {
      expect(create({ secret, ...overrides })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(secret) as unknown }) as Error,
      );
    }
  });

  it('accepts good options, trailing slashes and an empty base path', () => {
    expect(create({ upstream: 'http://127.0.0.1:8080/base/', basePath: '/api/address/' })).not.toThrow();
    expect(create({ basePath: '' })).not.toThrow();
    expect(
      create({ basePath: undefined, allowedOrigins: ['https://shop.example', 'http://localhost:3000'] }),
    ).not.toThrow();
  });
});

describe('createAddressProxy: options of an upstream in this process (issue 52)', () => {
  const upstream = createReferenceAddressApi();
  const inProcess = (overrides: Record<string, unknown>) => () =>
    createAddressProxy({ upstream, basePath: '/api/address', ...overrides });

  it('needs no key or secret, and takes both for an upstream that asks for them', () => {
    expect(inProcess({})).not.toThrow();
    expect(inProcess({ key: 'shop-key', secret: 'Sup3r-S3cret-Value' })).not.toThrow();
  });

  it.each([
    [
      'an object without fetch',
      { upstream: { fetch: 'no' } },
      /`upstream` is an object without a `fetch\(request\)` method/u,
    ],
    [
      'a fetch beside it, which would do nothing',
      { fetch: globalThis.fetch },
      /`fetch` does nothing with an upstream in this process/u,
    ],
    [
      'a key without its secret',
      { key: 'shop-key' },
      /`secret` is empty: give `key` and `secret` together, or neither/u,
    ],
    ['a secret without its key', { secret: 'Sup3r-S3cret-Value' }, /`key` is empty/u],
    ['a secret too short to find in answers', { key: 'shop-key', secret: 'abc' }, /shorter than 8 characters/u],
  ])('refuses %s with a TypeError that says what to fix', (_name, overrides, message) => {
    expect(inProcess(overrides)).toThrow(TypeError);
    expect(inProcess(overrides)).toThrow(message);
  });

  it('says, when the service’s key is missing, how to run without the service', () => {
    expect(create({ key: '' })).toThrow(
      /`key` is empty: pass the account key of the address service \(or, to run without it, `upstream: createReferenceAddressApi\(\)` of react-address-entry\/testing\)/u,
    );
  });
});
