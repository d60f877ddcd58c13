import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretDetector, upstreamMasker } from '../../src/server/secret-detector.ts';

const KEY = 'shop-key';
const SECRET = 'Sup3r-S3cret-Value';
const holdsSecret = secretDetector(KEY, SECRET);
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

describe('secretDetector', () => {
  it.each([
    ['as written', `{"echo":"${SECRET}"}`],
    ['JSON-escaped', '{"echo":"Sup3r\\u002dS3cret\\u002DValue"}'],
    ['percent-encoded, + for a space', `q=${encodeURIComponent(SECRET)}`],
    ['as HTML references', `<p>${Array.from(SECRET, (c) => `&#${c.charCodeAt(0)};`).join('')}</p>`],
    ['in a Basic header value', `Basic ${base64(`${KEY}:${SECRET}`)}`],
    ['in Base64 inside longer Base64, URL-safe', base64(`xx${SECRET}yyy`).replaceAll('+', '-').replaceAll('/', '_')],
    ['in Base64 wrapped into lines', base64(`${KEY}:${SECRET}`).replace(/(.{8})/gu, '$1\r\n')],
    ['in hex', hex(SECRET)],
    ['in upper-case hex', hex(SECRET).toUpperCase()],
    ['as a JSON escape, percent-encoded, in HTML references', '&#x25;5Cu0053up3r&#x25;5Cu002dS3cret-Value'],
  ])('finds the secret %s', (_how, text) => {
    expect(holdsSecret(text)).toBe(true);
  });

  it('finds nothing in an answer without it, nor in a part of it too short to be it', () => {
    expect(holdsSecret('{"street":"Julianastraat","city":"Haarlem","postcode":"2012ES"}')).toBe(false);
    expect(holdsSecret(`{"key":"${KEY}","almost":"Sup3r-S3cret-Va"}`)).toBe(false);
    expect(holdsSecret('100% & more \\ + "quotes" &amp; %zz')).toBe(false);
  });

  it('finds the secret without its first or last character, which an escape may have joined to the text beside it', () => {
    expect(holdsSecret('{"echo":"up3r-S3cret-Valu"}')).toBe(true);
  });

  it('finds the secret whatever is around it, written by JSON.stringify or encodeURIComponent', () => {
    const around = fc.string({ unit: 'grapheme', maxLength: 30 });
    fc.assert(
      fc.property(around, around, (before, after) => {
        const text = `${before}${SECRET}${after}`;
        expect(holdsSecret(JSON.stringify({ echo: text }))).toBe(true);
        expect(holdsSecret(encodeURIComponent(text))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('upstreamMasker', () => {
  const { mask, holds } = upstreamMasker('https://API.Example/account-7/');

  it('masks the upstream however a transport quotes it: as given, as a URL writes it, its origin, its host alone', () => {
    expect(mask('fetch https://API.Example/account-7/ failed')).toBe('fetch <upstream> failed');
    expect(mask('GET https://api.example/account-7/nl/v1 failed')).toBe('GET <upstream>nl/v1 failed');
    expect(mask('connect to https://api.example:443 refused')).toBe('connect to <upstream> refused');
    expect(mask('getaddrinfo ENOTFOUND api.example')).toBe('getaddrinfo ENOTFOUND <upstream>');
    const encoded = mask('see https%3A%2F%2Fapi.example%2Faccount-7%2F');
    expect(encoded).toContain('<upstream>');
    expect(encoded).not.toMatch(/api|example|account/iu);
  });

  it('tells whether a text still holds the host, in any encoding', () => {
    expect(holds('getaddrinfo ENOTFOUND <upstream>')).toBe(false);
    expect(holds('ECONNREFUSED 127.0.0.1:443')).toBe(false);
    expect(holds('host api\\u002eexample')).toBe(true);
  });

  it('masks a host of one label only as a word of its own', () => {
    const one = upstreamMasker('http://db:8080');
    expect(one.mask('getaddrinfo ENOTFOUND db')).toBe('getaddrinfo ENOTFOUND <upstream>');
    expect(one.mask('the adbc driver failed at http://db:8080/x')).toBe('the adbc driver failed at <upstream>/x');
    expect(one.holds('the adbc driver')).toBe(false);
    expect(one.holds('ENOTFOUND d\\u0062')).toBe(true);
  });
});
