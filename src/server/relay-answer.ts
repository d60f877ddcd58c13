import { upstreamErrorBody, type WithheldReason } from './proxy-errors.ts';

/** Upstream headers that reach the browser; everything else (cookies, server details) stays behind. */
const RELAYED_HEADERS = ['Content-Type', 'Cache-Control', 'Retry-After'];
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

const utf8 = new TextDecoder();

/** Error statuses relayed even without the service's JSON body (a 404 reads as an outage); another 4xx page is withheld. */
const keepsStatus = (status: number): boolean => status === 404 || status === 429 || status >= 500;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export interface RelayedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body (UTF-8), `''` for none; the proxy may add tokens to it. */
  text: string;
}

/** What of a service answer goes to the browser, or why it cannot be relayed. */
export function relayAnswer(
  answer: Response,
  bytes: Uint8Array,
  own: Record<string, string>,
  holdsSecret: (text: string) => boolean,
): RelayedAnswer | WithheldReason {
  const { status } = answer;
  if (status < 200 || status > 599) return 'bad-status';
  // A plain object, not `Headers`: cheaper, and servers (Hono's Node adapter) write it as it is.
  const headers: Record<string, string> = { ...own };
  for (const name of RELAYED_HEADERS) {
    const value = answer.headers.get(name);
    if (value === null) continue;
    if (holdsSecret(value)) return 'holds-credentials';
    headers[name] = value;
  }
  headers['X-Content-Type-Options'] = 'nosniff';
  const text = status === 204 || status === 205 || status === 304 ? '' : utf8.decode(bytes);
  if (keepsStatus(status) && !(JSON_TYPE.test(headers['Content-Type'] ?? '') && isJsonObject(text))) {
    // The page never reaches the browser, but one that holds the credentials is still reported.
    if (holdsSecret(text)) return 'holds-credentials';
    const ownHeaders = { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    return { status, headers: ownHeaders, text: JSON.stringify(upstreamErrorBody(status)) };
  }
  if (text === '') delete headers['Content-Type'];
  else if (!JSON_TYPE.test(headers['Content-Type'] ?? '')) return 'not-json';
  if (holdsTokenField(text)) return 'holds-token';
  return { status, headers, text };
}

const TOKEN_FIELD = 'addressToken';

/** Whether an answer's text holds the name `addressToken`, also with letters written as `\u` escapes. */
function holdsTokenField(text: string): boolean {
  if (text.includes(TOKEN_FIELD)) return true;
  return (
    text.includes('\\u') &&
    text.replace(/\\u([\da-f]{4})/giu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).includes(TOKEN_FIELD)
  );
}

/** The browser's answer to a relayed answer; a `HEAD` request gets the headers alone. */
export function answerResponse({ status, headers, text }: RelayedAnswer, head: boolean): Response {
  return new Response(head || text === '' ? null : text, { status, headers });
}
