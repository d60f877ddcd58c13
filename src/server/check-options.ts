import type { AddressProxyOptions } from './create-address-proxy.ts';

/** The options of a proxy once checked: trailing slashes gone, defaults filled in. */
export interface ProxySettings {
  upstream: string;
  basePath: string;
  allowedOrigins: readonly string[];
  timeoutMs: number;
}

/** The shortest secret the proxy accepts: a shorter one could not be told apart from ordinary text in an answer. */
export const MIN_SECRET_LENGTH = 8;
/** `setTimeout` fires at once for a delay past this (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const fail = (what: string): never => {
  throw new TypeError(`createAddressProxy: ${what}`);
};
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text);

function checkUpstream(upstream: unknown): string {
  const example = 'an absolute http(s) URL such as "https://api.example"';
  if (typeof upstream !== 'string' || !URL.canParse(upstream)) return fail(`\`upstream\` must be ${example}; got ${JSON.stringify(upstream)}.`);
  const url = new URL(upstream);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`\`upstream\` must be ${example}; got the ${url.protocol} scheme.`);
  if (url.username !== '' || url.password !== '') return fail('`upstream` must not hold credentials: pass them as `key` and `secret`.');
  if (url.search !== '' || url.hash !== '') return fail(`\`upstream\` must be a base URL without a query or fragment; got ${JSON.stringify(upstream)}.`);
  return upstream.replace(/\/+$/u, '');
}

function checkCredentials(key: unknown, secret: unknown): void {
  if (typeof key !== 'string' || key === '') fail('`key` is empty: pass the account key of the address service (e.g. from an environment variable).');
  if (typeof secret !== 'string' || secret === '') fail('`secret` is empty: pass the account secret of the address service (e.g. from an environment variable).');
  const k = String(key);
  const s = String(secret);
  if (k.includes(':')) fail('`key` holds a ":", which Basic authentication cannot carry in a user name: check the key.');
  if (hasControl(k) || hasControl(s)) fail('`key` or `secret` holds a control character (a line break read from a file?): remove it.');
  if (Array.from(s).length < MIN_SECRET_LENGTH) {
    fail(`\`secret\` is shorter than ${MIN_SECRET_LENGTH} characters, too short to keep out of answers reliably: check the secret.`);
  }
}

function checkBasePath(basePath: unknown): string {
  if (basePath === undefined) return '';
  if (typeof basePath !== 'string' || (basePath !== '' && !basePath.startsWith('/'))) {
    return fail(`\`basePath\` must start with "/", e.g. "/api/address"; got ${JSON.stringify(basePath)}.`);
  }
  if (/[?#\s\p{Cc}]/u.test(basePath)) return fail(`\`basePath\` must be a plain path without a query, fragment or space; got ${JSON.stringify(basePath)}.`);
  return basePath.replace(/\/+$/u, '');
}

function checkOrigins(origins: unknown): readonly string[] {
  if (origins === undefined) return [];
  if (!Array.isArray(origins)) return fail('`allowedOrigins` must be a list of origins such as ["https://shop.example"].');
  for (const origin of origins as unknown[]) {
    if (typeof origin !== 'string' || !URL.canParse(origin) || new URL(origin).origin !== origin) {
      fail(`\`allowedOrigins\` holds ${JSON.stringify(origin)}, which is not an origin: write scheme, host and port only, e.g. "https://shop.example" (no path, no trailing slash, no "*").`);
    }
  }
  return origins as string[];
}

function checkTimeout(timeoutMs: unknown): number {
  if (timeoutMs === undefined) return 5000;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
    return fail(`\`timeoutMs\` must be a positive number of milliseconds up to ${MAX_TIMEOUT_MS}; got ${typeof timeoutMs === 'number' ? timeoutMs : `a ${typeof timeoutMs}`}.`);
  }
  return timeoutMs;
}

/**
 * Checks the options of `createAddressProxy` when the proxy is created, so a misconfiguration fails at start-up
 * with a message that says what to fix, instead of on the first customer's request. No message holds the secret.
 */
export function checkProxyOptions(options: AddressProxyOptions): ProxySettings {
  if (typeof options !== 'object' || (options as unknown) === null) return fail('pass an options object: { upstream, key, secret }.');
  checkCredentials(options.key, options.secret);
  for (const name of ['fetch', 'onError'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') fail(`\`${name}\` must be a function when given.`);
  }
  return {
    upstream: checkUpstream(options.upstream),
    basePath: checkBasePath(options.basePath),
    allowedOrigins: checkOrigins(options.allowedOrigins),
    timeoutMs: checkTimeout(options.timeoutMs),
  };
}
