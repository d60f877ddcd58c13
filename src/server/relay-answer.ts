import type { WithheldReason } from './proxy-errors.ts';

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** `application/json`, or a JSON-based type such as `application/problem+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();

/** What of a service answer goes to the browser: its status, the few headers relayed, and the body as text. */
export interface RelayedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body (UTF-8), `''` for none; the proxy may add tokens to it before {@link answerResponse} checks it. */
  text: string;
}

/**
 * What of a service answer whose body was read within the size limit goes to the browser, or why it cannot be
 * relayed: a status no answer can have, a body that is not declared JSON, or the credentials in a relayed header.
 * Only a few headers come along, and `nosniff` is added; a 204, 205 or 304 is relayed without a body, an empty body
 * without a type.
 */
export function relayAnswer(
  answer: Response,
  bytes: Uint8Array,
  own: Record<string, string>,
  holdsSecret: (text: string) => boolean,
): RelayedAnswer | WithheldReason {
  const { status } = answer;
  if (status < 200 || status > 599) return 'bad-status';
  // A plain object, not `Headers`: cheaper to build, and servers (Hono's Node adapter) write it as it is.
  const headers: Record<string, string> = { ...own };
  for (const name of RELAYED_HEADERS) {
    const value = answer.headers.get(name);
    if (value === null) continue;
    if (holdsSecret(value)) return 'holds-credentials';
    headers[name] = value;
  }
  headers['X-Content-Type-Options'] = 'nosniff';
  // Statuses whose answers have no body (a `Response` with one would throw) are relayed without one.
  const text = status === 204 || status === 205 || status === 304 ? '' : utf8.decode(bytes);
  // An empty body is nothing to sniff and has no type; any other must be what the service promises.
  if (text === '') delete headers['Content-Type'];
  else if (!JSON_TYPE.test(headers['Content-Type'] ?? '')) return 'not-json';
  return { status, headers, text };
}

/**
 * The browser's answer, with the body as it was checked last: withheld if the credentials are in it, in any
 * encoding. A `HEAD` request gets the headers alone.
 */
export function answerResponse({ status, headers, text }: RelayedAnswer, head: boolean, holdsSecret: (text: string) => boolean): Response | WithheldReason {
  if (holdsSecret(text)) return 'holds-credentials';
  return new Response(head || text === '' ? null : text, { status, headers });
}
