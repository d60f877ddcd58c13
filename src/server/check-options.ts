import type { AddressProxyOptions } from './proxy-options.ts';
import { settingKind } from './setting-kind.ts';
import { IN_PROCESS_ORIGIN } from './upstream-transport.ts';

/** The options of a proxy once checked: trailing slashes gone, defaults filled in. */
export interface ProxySettings {
  upstream: string;
  /** The Basic credentials sent upstream, when there are any. */
  credentials: { key: string; secret: string } | undefined;
  basePath: string;
  allowedOrigins: readonly string[];
  timeoutMs: number;
  tokenMaxAgeSeconds: number;
  now: () => number;
}

/** The shortest secret: a shorter one could not be told apart from ordinary text in an answer. */
const MIN_SECRET_LENGTH = 8;
/** `setTimeout` fires at once for a delay past this (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const withoutTrailingSlashes = (text: string): string => text.replace(/\/+$/u, '');
const isOrigin = (value: unknown): boolean =>
  typeof value === 'string' && URL.canParse(value) && new URL(value).origin === value;

/** Checks the options at creation: a `TypeError` says what to fix, naming the setting but never its value. */
export function checkProxyOptions(options: AddressProxyOptions): ProxySettings {
  if (typeof options !== 'object' || (options as unknown) === null)
    throw new TypeError('createAddressProxy: pass an options object: { upstream, key, secret }.');
  const {
    key,
    secret,
    upstream,
    basePath = '',
    allowedOrigins = [],
    timeoutMs = 5000,
    tokenMaxAgeSeconds = 3600,
  }: Partial<Record<keyof AddressProxyOptions, unknown>> = options;
  // An upstream in this process (an object with `fetch`) needs no URL, and credentials only when it asks for them.
  const inProcess = typeof upstream === 'object' && upstream !== null;
  const withCredentials = !inProcess || key !== undefined || secret !== undefined;
  const k = typeof key === 'string' ? key : '';
  const s = typeof secret === 'string' ? secret : '';
  const url = typeof upstream === 'string' && URL.canParse(upstream) ? new URL(upstream) : undefined;
  const pathOf = typeof basePath === 'string' ? basePath : '';
  const list = Array.isArray(allowedOrigins);
  const badOrigin = list ? (allowedOrigins as unknown[]).find((origin) => !isOrigin(origin)) : undefined;
  const empty = (what: string) =>
    inProcess
      ? 'is empty: give `key` and `secret` together, or neither'
      : `is empty: pass the account ${what} of the address service (or, to run without it, \`upstream: createReferenceAddressApi()\` of react-address-entry/testing)`;
  const credentialRules: [ok: boolean, name: string, fix: string][] = [
    [k !== '', 'key', empty('key')],
    [s !== '', 'secret', empty('secret')],
    [!k.includes(':'), 'key', 'holds a ":", which a Basic user name cannot carry: check it'],
    [
      !/\p{Cc}/u.test(k + s),
      'key` or `secret',
      'holds a control character (a line break read from a file?): remove it',
    ],
    [
      Array.from(s).length >= MIN_SECRET_LENGTH,
      'secret',
      `is shorter than ${MIN_SECRET_LENGTH} characters, too short to keep out of answers: check it`,
    ],
  ];
  const upstreamRules: [ok: boolean, name: string, fix: string][] = inProcess
    ? [
        [
          typeof (upstream as { fetch?: unknown }).fetch === 'function',
          'upstream',
          'is an object without a `fetch(request)` method',
        ],
        [options.fetch === undefined, 'fetch', 'does nothing with an upstream in this process: leave it out'],
      ]
    : [
        [
          /^https?:$/u.test(url?.protocol ?? ''),
          'upstream',
          `must be an absolute http(s) URL such as "https://api.example", or an object with \`fetch\`; got ${url ? `the ${url.protocol} scheme` : `${settingKind(upstream)}, not a URL`}`,
        ],
        [
          url?.username === '' && url.password === '',
          'upstream',
          'must not hold credentials: pass them as `key` and `secret`',
        ],
        [
          url?.search === '' && url.hash === '',
          'upstream',
          `must be a base URL without a query or fragment (pass credentials as \`key\` and \`secret\`); it has ${url?.search === '' ? 'a fragment' : 'a query'}`,
        ],
      ];
  const rules: [ok: boolean, name: string, fix: string][] = [
    ...(withCredentials ? credentialRules : []),
    ...(['fetch', 'onError', 'now'] as const).map((name): [boolean, string, string] => [
      options[name] === undefined || typeof options[name] === 'function',
      name,
      'must be a function when given',
    ]),
    ...upstreamRules,
    [
      pathOf === basePath && /^(?:\/[^?#\s\p{Cc}]*)?$/u.test(pathOf),
      'basePath',
      `must start with "/" and be a plain path without a query, fragment or space, e.g. "/api/address"; got ${settingKind(basePath)}`,
    ],
    [list, 'allowedOrigins', 'must be a list of origins such as ["https://shop.example"]'],
    [
      badOrigin === undefined,
      'allowedOrigins',
      `holds ${settingKind(badOrigin)} that is not an origin (item ${list ? (allowedOrigins as unknown[]).indexOf(badOrigin) + 1 : 0}): write scheme, host and port only, e.g. "https://shop.example"`,
    ],
    [
      typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS,
      'timeoutMs',
      `must be a positive number of milliseconds up to ${MAX_TIMEOUT_MS}; got ${settingKind(timeoutMs)}`,
    ],
    [
      Number.isSafeInteger(tokenMaxAgeSeconds) && (tokenMaxAgeSeconds as number) > 0,
      'tokenMaxAgeSeconds',
      `must be a whole number of seconds above 0, the \`maxAgeSeconds\` verifyAddress is given; got ${settingKind(tokenMaxAgeSeconds)}`,
    ],
  ];
  const broken = rules.find(([ok]) => !ok);
  if (broken !== undefined) throw new TypeError(`createAddressProxy: \`${broken[1]}\` ${broken[2]}.`);
  return {
    upstream: typeof upstream === 'string' ? withoutTrailingSlashes(upstream) : IN_PROCESS_ORIGIN,
    credentials: withCredentials ? { key: k, secret: s } : undefined,
    basePath: withoutTrailingSlashes(pathOf),
    allowedOrigins: allowedOrigins as string[],
    timeoutMs: timeoutMs as number,
    tokenMaxAgeSeconds: tokenMaxAgeSeconds as number,
    now: options.now ?? Date.now,
  };
}
