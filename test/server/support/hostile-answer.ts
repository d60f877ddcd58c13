import fc from 'fast-check';

/** An upstream answer as a misbehaving or compromised service could send it. */
export interface HostileAnswer {
  /** Answers the proxy's upstream request (`signal` is the proxy's abort signal). */
  respond(signal: AbortSignal): Promise<Response>;
  /** The texts of the secret this answer carries where a browser could read them, if relayed. */
  secretForms: string[];
  /** Whether the body is past the 2 MB limit. */
  tooLarge: boolean;
  description: string;
}

const LIMIT = 2 * 1024 * 1024;
const utf8 = (text: string) => new TextEncoder().encode(text);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The secret in one encoding, written apart from the proxy's decoder. */
const encodedSecret = (key: string, secret: string) =>
  fc.oneof(
    fc.constant(secret),
    fc.constant(Array.from(secret, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')),
    fc.constant(Array.from(utf8(secret), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')),
    fc.constant(encodeURIComponent(secret)),
    fc.constant(`Basic ${base64(utf8(`${key}:${secret}`))}`),
    fc.tuple(fc.uint8Array({ maxLength: 5 }), fc.boolean()).map(([before, safe]) => {
      const b64 = base64(new Uint8Array([...before, ...utf8(secret), 0x21]));
      return safe ? b64.replaceAll('+', '-').replaceAll('/', '_') : b64;
    }),
    fc.constant(Array.from(secret, (c) => `&#${c.codePointAt(0) ?? 0};`).join('')),
    fc.constant(Array.from(utf8(secret), (b) => b.toString(16).padStart(2, '0')).join('')),
  );

const address = fc.record({
  street: fc.string({ maxLength: 30 }),
  houseNumber: fc.integer(),
  city: fc.string({ maxLength: 20 }),
});
const NULL_BODY = [204, 205, 304];

/** A stream of `size` bytes of `fill` in chunks, which may fail half-way. */
function streamOf(size: number, fail: boolean): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (fail && sent > size / 2) controller.error(new TypeError('terminated'));
      else if (sent >= size) controller.close();
      else {
        const n = Math.min(256 * 1024, size - sent);
        sent += n;
        controller.enqueue(new Uint8Array(n).fill(0x20));
      }
    },
  });
}

/** Generated upstream answers: odd statuses and types, bodies with the secret, too large, failing or hanging. */
export function hostileAnswer(key: string, secret: string): fc.Arbitrary<HostileAnswer> {
  const ordinary = fc
    .record({
      status: fc.constantFrom(
        200,
        200,
        200,
        201,
        204,
        205,
        206,
        301,
        304,
        400,
        401,
        403,
        404,
        409,
        418,
        429,
        500,
        502,
        503,
        599,
      ),
      type: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/problem+json',
        'APPLICATION/JSON',
        'text/html',
        'text/plain',
        'application/javascript',
        'image/svg+xml',
        'application/jsonp',
        'multipart/x-mixed-replace',
        null,
      ),
      body: fc.oneof(
        { weight: 4, arbitrary: address.map((a) => JSON.stringify(a)) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '',
            '<html><script>alert(document.cookie)</script></html>',
            '{"exception":"x","exceptionId":"y"}',
          ),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
      ),
      secretIn: fc.constantFrom(null, null, 'body', 'Content-Type', 'Cache-Control', 'Retry-After'),
      form: encodedSecret(key, secret),
      cacheControl: fc.constantFrom(null, 'max-age=86400', 'no-store', 'private'),
      retryAfter: fc.constantFrom(null, '3', 'Wed, 21 Oct 2026 07:28:00 GMT'),
      extra: fc.constantFrom(
        {},
        { 'Set-Cookie': 'session=1' },
        { 'Content-Length': '99999999' },
        { 'Content-Encoding': 'gzip' },
      ),
      size: fc.oneof(
        { weight: 12, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.constantFrom(LIMIT - 100, LIMIT + 1, 50 * 2 ** 20) },
      ),
      streamFails: fc.boolean(),
    })
    .map((g): HostileAnswer => {
      const nullBody = NULL_BODY.includes(g.status);
      const headerSafe = /^[!-~][ -~]*$/u.test(g.form);
      // A secret meant for the type of an untyped answer is in nothing: there is no Content-Type to hold it.
      const inHeader = g.secretIn !== null && headerSafe && !(g.secretIn === 'Content-Type' && g.type === null);
      const secretIn = g.secretIn === 'body' ? (nullBody || g.size > 0 ? null : 'body') : inHeader ? g.secretIn : null;
      const headers = new Headers(g.extra);
      if (g.type !== null) headers.set('Content-Type', secretIn === 'Content-Type' ? `${g.type}; v=${g.form}` : g.type);
      if (g.cacheControl !== null || secretIn === 'Cache-Control')
        headers.set('Cache-Control', secretIn === 'Cache-Control' ? `private, x=${g.form}` : (g.cacheControl ?? ''));
      if (g.retryAfter !== null || secretIn === 'Retry-After')
        headers.set('Retry-After', secretIn === 'Retry-After' ? g.form : (g.retryAfter ?? ''));
      const body = secretIn === 'body' ? `{"street":"x","echo":"${g.form}"}` : g.body;
      return {
        respond: () =>
          Promise.resolve(
            new Response(nullBody ? null : g.size > 0 ? streamOf(g.size, g.streamFails) : body, {
              status: g.status,
              headers,
            }),
          ),
        secretForms: secretIn === null ? [] : [g.form],
        tooLarge: !nullBody && g.size > LIMIT,
        description: `${g.status} ${g.type ?? 'untyped'}, secret in ${secretIn ?? 'nothing'}, ${g.size} streamed bytes`,
      };
    });

  const abortable = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  const failing = fc.constantFrom<HostileAnswer>(
    {
      respond: () => Promise.reject(new TypeError(`fetch failed: ${secret}`)),
      secretForms: [],
      tooLarge: false,
      description: 'a rejected fetch',
    },
    {
      respond: () => Promise.resolve(Response.error()),
      secretForms: [],
      tooLarge: false,
      description: 'a network-error Response',
    },
    { respond: abortable, secretForms: [], tooLarge: false, description: 'no answer' },
    {
      respond: () =>
        Promise.resolve(
          new Response(new ReadableStream({ start: (c) => c.enqueue(utf8('{"street":')) }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      secretForms: [],
      tooLarge: false,
      description: 'a body that stalls',
    },
  );
  return fc.oneof({ weight: 30, arbitrary: ordinary }, { weight: 1, arbitrary: failing });
}
