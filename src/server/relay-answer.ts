import type { WithheldReason } from './proxy-errors.ts';

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** `application/json`, or a JSON-based type such as `application/problem+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();

/**
 * The browser's copy of a service answer whose body was read within the size limit, or why it cannot be relayed:
 * a status no answer can have, a body that is not declared JSON, or the credentials in the body or in a relayed
 * header. The body is relayed as the text that was checked (UTF-8), only a few headers come along, and `nosniff` is
 * added; a 204, 205 or 304 is relayed without a body, an empty body without a type, and a `HEAD` request gets the
 * headers alone.
 */
export function relayAnswer(
  answer: Response,
  bytes: Uint8Array,
  head: boolean,
  own: Record<string, string>,
  holdsSecret: (text: string) => boolean,
): Response | WithheldReason {
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
  if (holdsSecret(text)) return 'holds-credentials';
  return new Response(head || text === '' ? null : text, { status, headers });
}
