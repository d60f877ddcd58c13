import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAddressProxy, type ProxyErrorEvent } from '../../src/server/index.ts';
import { everythingIn } from '../support/proxy-harness.ts';

/**
 * Issue 58, point 8: the upstream setting (its host and path may name the shop's account) and the credentials reach
 * neither `onError` nor a response body when a transport error quotes them in another form than the one given: as
 * `new URL(u).href` (host lower-cased, path percent-encoded, default port dropped), with an upper-case host, as its
 * origin or host alone (what Node's `getaddrinfo ENOTFOUND` says), percent-encoded as a whole, JSON-escaped, with the
 * credentials put in as userinfo, or the Basic header's Base64; in the message, in its cause, a cause's cause, an
 * `AggregateError`'s errors or message.
 */

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const utf8 = (text: string) => new TextEncoder().encode(text);
const base64 = (text: string) => btoa(String.fromCharCode(...utf8(text)));

/** One upstream setting, from its parts, and what may never come back: its account-naming label and path marker. */
interface Setting {
  /** The host as the shop wrote it (any case, maybe a port, maybe non-ASCII). */
  host: string;
  /** What follows the host: an optional port and a path (as written, with characters a URL encodes). */
  rest: string;
  key: string;
  secret: string;
  /** Texts that name the account: the host's first label and the path's first segment. */
  markers: string[];
}

const upstreamOf = (s: Setting) => `https://${s.host}${s.rest}`;

/** Each form a transport error may quote, made from the URL the proxy asked for (the upstream and the service's path). */
const FORMS: Record<string, (asked: string, s: Setting) => string> = {
  'as given': (asked) => `request to ${asked} failed`,
  'new URL().href': (asked) => `request to ${new URL(asked).href} failed`,
  'an upper-case host': (asked, s) => `request to ${asked.replace(s.host, () => s.host.toUpperCase())} failed`,
  'a lower-case host': (asked, s) => `request to ${asked.replace(s.host, () => s.host.toLowerCase())} failed`,
  'its origin': (asked) => `${new URL(asked).origin} refused the connection`,
  'its host': (asked) => `getaddrinfo ENOTFOUND ${new URL(asked).hostname}`,
  'its host with the port': (asked) => `connect ECONNREFUSED ${new URL(asked).host}`,
  'its host as given': (_, s) => `getaddrinfo ENOTFOUND ${s.host}`,
  'percent-encoded': (asked) => `GET /fetch?url=${encodeURIComponent(new URL(asked).href)} failed`,
  'percent-decoded': (asked) => `request to ${decodeURIComponent(new URL(asked).href)} failed`,
  'JSON-escaped': (asked) => `{"url":${JSON.stringify(new URL(asked).href).replaceAll('/', '\\/')}}`,
  'with the credentials as userinfo': (asked, s) => {
    const url = new URL(asked);
    url.username = s.key;
    url.password = s.secret;
    return `request to ${url.href} failed`;
  },
  'with the credentials as written in userinfo': (asked, s) =>
    `request to ${asked.replace('//', () => `//${s.key}:${s.secret}@`)} failed`,
  'the secret': (_, s) => `bad password ${s.secret}`,
  'the Basic header': (_, s) => `sent Authorization: Basic ${base64(`${s.key}:${s.secret}`)}`,
  'the secret in Base64': (_, s) => `token ${base64(s.secret)}`,
  'the secret percent-encoded': (_, s) => `password=${encodeURIComponent(s.secret)}`,
};

/** Where the quote is put in what `fetch` throws. */
const PLACES: Record<string, (quote: string) => Error> = {
  message: (quote) => new TypeError(quote),
  cause: (quote) => new TypeError('fetch failed', { cause: new Error(quote) }),
  'a cause’s cause': (quote) =>
    new TypeError('fetch failed', { cause: new Error('connect failed', { cause: new Error(quote) }) }),
  'an AggregateError’s errors': (quote) =>
    new TypeError('fetch failed', {
      cause: new AggregateError([new Error('connect ECONNREFUSED ::1:443'), new Error(quote)], ''),
    }),
  'an AggregateError’s message': (quote) => new TypeError('fetch failed', { cause: new AggregateError([], quote) }),
  'a text as cause': (quote) => new TypeError('fetch failed', { cause: quote }),
};

/** Everything of a value as one text: every member, an error's name, message, cause and errors, however deep. */
function deepText(value: unknown, seen = new Set<unknown>()): string {
  if (typeof value !== 'object' || value === null) return String(value);
  if (seen.has(value)) return '';
  seen.add(value);
  const own = Object.entries(value).map(([k, v]) => `${k}=${deepText(v, seen)}`);
  if (!(value instanceof Error)) return own.join(' ');
  const errors = value instanceof AggregateError ? (value.errors as unknown[]) : [];
  return [value.name, value.message, deepText(value.cause, seen), ...errors.map((e) => deepText(e, seen)), ...own].join(
    ' ',
  );
}

/** The event and the answer when the proxy's `fetch` throws `thrown`. */
async function failWith(s: Setting, thrown: (asked: string) => Error) {
  const events: ProxyErrorEvent[] = [];
  const proxy = createAddressProxy({
    upstream: upstreamOf(s),
    key: s.key,
    secret: s.secret,
    basePath: '/api/address',
    onError: (event) => events.push(event),
    fetch: (input) => Promise.reject(thrown(input instanceof Request ? input.url : input.toString())),
  });
  const response = await proxy(new Request(`https://shop.test${PATH}`));
  return { events, response, body: await everythingIn(response) };
}

/** What of `s` a text must not hold: its markers in any case, and the secret as written, percent-encoded or in Base64. */
function leaks(text: string, s: Setting): string[] {
  const lower = text.toLowerCase();
  const caseless = s.markers.filter((marker) => lower.includes(marker.toLowerCase()));
  const exact = [s.secret, encodeURIComponent(s.secret), base64(s.secret), base64(`${s.key}:${s.secret}`)].filter(
    (form) => text.includes(form),
  );
  return [...caseless, ...exact];
}

async function expectMasked(s: Setting, form: string, place: string) {
  const quote = FORMS[form] ?? ((asked: string) => asked);
  const throwing = PLACES[place] ?? ((q: string) => new Error(q));
  const { events, response, body } = await failWith(s, (asked) => throwing(quote(asked, s)));
  expect(response.status).toBe(502);
  expect(events).toHaveLength(1);
  expect(leaks(deepText(events), s), `${form} in ${place}: ${deepText(events)}`).toEqual([]);
  expect(leaks(body, s)).toEqual([]);
  // Still says what failed.
  expect(events[0]?.cause).toMatch(/^TypeError\b/u);
}

const example: Setting = {
  host: 'Acct7F3a.Address-Service.example',
  rest: ':8443/Tenant42/zürich plan',
  key: 'shop-key',
  secret: 'Sup3r-S3cret-Value',
  markers: ['Acct7F3a', 'Tenant42'],
};

describe('the upstream setting and the credentials in a transport error (issue 58, point 8)', () => {
  it.each(Object.keys(FORMS).flatMap((form) => Object.keys(PLACES).map((place) => [form, place])))(
    'masks the upstream quoted %s, in %s',
    async (form, place) => {
      await expectMasked(example, form, place);
    },
  );

  it.each([
    [
      'Node’s fetch, the host not found',
      (asked: string) =>
        new TypeError('fetch failed', { cause: new Error(`getaddrinfo ENOTFOUND ${new URL(asked).hostname}`) }),
      'TypeError: fetch failed (cause: Error: getaddrinfo ENOTFOUND <upstream>)',
    ],
    [
      'each address refused',
      (asked: string) =>
        new TypeError('fetch failed', {
          cause: new AggregateError(
            [new Error(`connect ECONNREFUSED ${new URL(asked).host}`), new Error('connect ECONNREFUSED ::1:8443')],
            '',
          ),
        }),
      'TypeError: fetch failed (cause: AggregateError (errors: Error: connect ECONNREFUSED <upstream>; Error: connect ECONNREFUSED ::1:8443))',
    ],
    [
      'a URL with credentials, normalised',
      (asked: string) => {
        const url = new URL(asked);
        url.username = example.key;
        url.password = example.secret;
        return new TypeError(`request to ${url.href} failed`);
      },
      'TypeError: request to <upstream>/nl/v1/addresses/postcode/2012ES/30 failed',
    ],
    [
      'a URL in JSON',
      (asked: string) => new TypeError(JSON.stringify({ url: new URL(asked).href }).replaceAll('/', '\\/')),
      'TypeError: {"url":"<upstream>\\/nl\\/v1\\/addresses\\/postcode\\/2012ES\\/30"}',
    ],
    [
      'a URL percent-encoded whole',
      (asked: string) => new TypeError('fetch failed', { cause: new Error(`GET /?u=${encodeURIComponent(asked)}`) }),
      'TypeError: fetch failed (cause: Error: GET /?u=https%3A%2F%2F<upstream>%2Fnl%2Fv1%2Faddresses%2Fpostcode%2F2012ES%2F30)',
    ],
    [
      'a URL percent-encoded twice',
      (asked: string) =>
        new TypeError('fetch failed', { cause: new Error(`GET /?u=${encodeURIComponent(encodeURIComponent(asked))}`) }),
      'TypeError: fetch failed (cause: Error (its message held the upstream URL in an encoding))',
    ],
    [
      'the Basic header',
      () =>
        new TypeError('fetch failed', { cause: new Error(`sent Basic ${base64(`${example.key}:${example.secret}`)}`) }),
      'TypeError: fetch failed (cause: Error: sent Basic ***)',
    ],
    [
      'the secret in Base64',
      () => new TypeError('fetch failed', { cause: new Error(`token ${base64(example.secret)}`) }),
      'TypeError: fetch failed (cause: Error (its message held the credentials in an encoding))',
    ],
    [
      'a message that cannot be read',
      () =>
        Object.defineProperty(new TypeError('x'), 'message', {
          get: () => {
            throw new Error('no');
          },
        }),
      'Error (its message could not be read)',
    ],
  ])('keeps the failure useful, the upstream written <upstream>: %s', async (_, thrown, told) => {
    const { events, response } = await failWith(example, thrown);
    expect(response.status).toBe(502);
    expect(events[0]?.cause).toBe(told);
  });

  it('tells a cycle of causes once, and at most eight errors of a failure', async () => {
    const { events } = await failWith(example, () => {
      const looped = new TypeError('fetch failed');
      looped.cause = new AggregateError(
        Array.from({ length: 1000 }, (_, i) => new Error(`attempt ${i}`)),
        'all failed',
        { cause: looped },
      );
      return looped;
    });
    expect(events[0]?.cause).toBe(
      `TypeError: fetch failed (cause: AggregateError: all failed (errors: ${Array.from({ length: 6 }, (_, i) => `Error: attempt ${i}`).join('; ')}))`,
    );
  });

  it('masks generated upstreams and credentials in every form and place', async () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,9}$/u);
    // Not `ß`: upper-cased it is `SS`, another name (and the URL parser writes it in Punycode).
    const idn = fc.constantFrom('', 'Bücher', 'ÉTÉ', 'Ærø');
    // A name with dots, or one label (a container's name), which is masked only as a word of its own.
    const host = fc.oneof(
      fc
        .tuple(
          word,
          idn,
          fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/u),
          fc.constantFrom('example', 'test', 'Invalid'),
        )
        .map(([account, prefix, middle, tld]) => ({
          account: `Acct${account}`,
          host: `${prefix}Acct${account}.${middle}.${tld}`,
        })),
      word.map((account) => ({ account: `Acct${account}`, host: `Acct${account}` })),
    );
    const port = fc.constantFrom('', ':443', ':8443');
    const segmentChar = fc.constantFrom(...'aB7-._~ é"<>^`{|}!$&\'()*+,;=:@'.split(''), '%20', '%C3%A9', 'ü');
    const segment = fc.string({ unit: segmentChar, minLength: 1, maxLength: 8 }).filter((text) => !/^\.+$/u.test(text));
    const path = fc.tuple(word, fc.array(segment, { maxLength: 2 })).map(([tenant, more]) => ({
      tenant: `Tenant${tenant}`,
      rest: [`/Tenant${tenant}`, ...more.map((m) => `/${m}`)].join(''),
    }));
    const secretChar = fc.constantFrom(
      ...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.split(''),
      ...'Sup3rS3cretVAZaz09'.split(''),
      'é',
      '€',
    );
    const setting = fc
      .record({
        host,
        port,
        path: fc.option(path, { nil: undefined }),
        key: fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/u),
        secret: fc.string({ unit: secretChar, minLength: 8, maxLength: 20 }),
      })
      .map(({ host: h, port: p, path: pa, key, secret }): Setting => ({
        host: h.host,
        rest: `${p}${pa?.rest ?? ''}`,
        key,
        secret,
        markers: [h.account, ...(pa === undefined ? [] : [pa.tenant])],
      }));
    await fc.assert(
      fc.asyncProperty(
        setting,
        fc.constantFrom(...Object.keys(FORMS)),
        fc.constantFrom(...Object.keys(PLACES)),
        async (s, form, place) => {
          await expectMasked(s, form, place);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
