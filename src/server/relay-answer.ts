import { NOSNIFF, type WithheldReason } from './proxy-errors.ts';

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** Statuses whose answers have no body: a `Response` with one would throw. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
/** `application/json`, or a JSON-based type such as `application/problem+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();

/**
 * The browser's copy of a service answer whose body was read within the size limit, or why it cannot be relayed:
 * a body that is not declared JSON, or the credentials in the body or in a relayed header. The body is relayed as
 * the text that was checked (UTF-8), only a few headers come along, and `nosniff` is added; a 204, 205 or 304 is
 * relayed without a body, and a `HEAD` request gets the headers alone.
 */
export function relayAnswer(
  answer: Response,
  bytes: Uint8Array,
  { head, headers: own, holdsSecret }: { head: boolean; headers: HeadersInit; holdsSecret: (text: string) => boolean },
): Response | WithheldReason {
  const { status } = answer;
  if (status < 200 || status > 599) return 'bad-status';
  const headers = new Headers(own);
  for (const name of RELAYED_HEADERS) {
    const value = answer.headers.get(name);
    if (value === null) continue;
    if (holdsSecret(value)) return 'holds-credentials';
    headers.set(name, value);
  }
  for (const [name, value] of Object.entries(NOSNIFF)) headers.set(name, value);
  if (NULL_BODY_STATUSES.has(status)) {
    headers.delete('Content-Type');
    return new Response(null, { status, headers });
  }
  const text = utf8.decode(bytes);
  // An empty body is nothing to sniff (and is relayed without a type); any other must be what the service promises.
  if (!JSON_TYPE.test(headers.get('Content-Type') ?? '')) {
    if (bytes.length > 0) return 'not-json';
    headers.delete('Content-Type');
  }
  if (holdsSecret(text)) return 'holds-credentials';
  return new Response(head || text === '' ? null : text, { status, headers });
}
