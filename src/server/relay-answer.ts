import type { WithheldReason } from './proxy-errors.ts';

/** An answer larger than this is not relayed: the service's answers are a few kilobytes (1000 boxes: ~100 kB). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** `application/json`, or a JSON-based type such as `application/problem+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();
const ignore = (): undefined => undefined;

/**
 * Reads an answer's body as it streams, keeping at most 2 MB: past that (or past a declared `Content-Length` over
 * it, before reading) it cancels the body and answers `undefined`, so an endless or decompressing answer (a gzip
 * bomb, when `fetch` decodes it) never holds more than the limit in memory. The bytes counted are the decoded ones
 * the stream hands over. Once `signal` aborts, the read rejects with its reason (the caller cancels the body then:
 * a cancelled stream ends as if complete, and the signal tells the two apart).
 */
export async function readBounded(
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>,
  declaredLength: string | null,
  signal: AbortSignal,
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  signal.throwIfAborted();
  if (!(Number(declaredLength) > MAX_ANSWER_BYTES)) {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) break;
      chunks.push(value);
    }
    // The common answer comes in one chunk: it is used as it is.
    if (size <= MAX_ANSWER_BYTES) return chunks.length === 1 ? chunks[0] : new Uint8Array(await new Blob(chunks).arrayBuffer());
  }
  chunks.length = 0;
  await reader.cancel('The answer is larger than the proxy relays').catch(ignore);
  return undefined;
}

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
