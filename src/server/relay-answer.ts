import { upstreamErrorBody, type WithheldReason } from './proxy-errors.ts';

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
/** `application/json`, or a JSON-based type such as `application/problem+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();

/**
 * Error statuses that reach the browser even when their body is not the service's JSON (a gateway's page, or none):
 * a 429 or 5xx, whose `Retry-After` tells the client when to ask again, and a 404, which the client reads as an outage
 * unless the service says the address does not exist. Any other 4xx page is a gateway's refusal, not the service's
 * word on the input, and stays withheld (the client sees an outage).
 */
const keepsStatus = (status: number): boolean => status === 404 || status === 429 || status >= 500;

/** Whether a text is a JSON object, as every error body of the service is. */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** What of a service answer goes to the browser: its status, the few headers relayed, and the body as text. */
export interface RelayedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body (UTF-8), `''` for none; the proxy may add tokens to it before {@link answerResponse} checks it. */
  text: string;
}

/**
 * What of a service answer whose body was read within the size limit goes to the browser, or why it cannot be
 * relayed: a status no answer can have, a body that is not declared JSON, or the credentials in a relayed header or
 * in a page that is dropped. Only a few headers come along, and `nosniff` is added; a 204, 205 or 304 is relayed
 * without a body, an empty body without a type. A 404, 429 or 5xx whose body is not a JSON object (a gateway's HTML
 * or plain-text page, or none) keeps its status and `Retry-After` but gets the proxy's own body in the service's
 * error shape instead of the page, with `Cache-Control: no-store`.
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
  if (keepsStatus(status) && !(JSON_TYPE.test(headers['Content-Type'] ?? '') && isJsonObject(text))) {
    // The page never reaches the browser, but one that holds the credentials is still reported.
    if (holdsSecret(text)) return 'holds-credentials';
    const ownHeaders = { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    return { status, headers: ownHeaders, text: JSON.stringify(upstreamErrorBody(status)) };
  }
  // An empty body is nothing to sniff and has no type; any other must be what the service promises.
  if (text === '') delete headers['Content-Type'];
  else if (!JSON_TYPE.test(headers['Content-Type'] ?? '')) return 'not-json';
  if (holdsTokenField(text)) return 'holds-token';
  return { status, headers, text };
}

/** The name of the member only the proxy writes. */
const TOKEN_FIELD = 'addressToken';

/**
 * Whether an answer's text holds the name `addressToken`, also with letters written as `\u` escapes (which JSON
 * reads as the same name). Text without a backslash escape is searched once, as it is.
 */
function holdsTokenField(text: string): boolean {
  if (text.includes(TOKEN_FIELD)) return true;
  return text.includes('\\u') && text.replace(/\\u([\da-f]{4})/giu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).includes(TOKEN_FIELD);
}

/** The browser's answer to a relayed answer whose text has been checked for the secret. A `HEAD` request gets the headers alone. */
export function answerResponse({ status, headers, text }: RelayedAnswer, head: boolean): Response {
  return new Response(head || text === '' ? null : text, { status, headers });
}
