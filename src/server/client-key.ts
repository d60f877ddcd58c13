import { settingKind } from './setting-kind.ts';

// Client keys for the per-client budget: an IPv4 address as itself, an IPv6 address by its /64 (one host's block).

/** The longest text read as an address. */
const MAX_LENGTH = 100;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/u;
const HEXTET = /^[0-9a-f]{1,4}$/iu;
/** A zone id (`%eth0`, or `%25eth0` as a URL writes it): unreserved characters only (RFC 6874). */
const ZONE = /^[\w.~-]+$/u;
/** `[IPv6]` or `[IPv6]:port`, and `IPv4:port`. */
const BRACKETED = /^\[([^\]]*)\](?::(\d{1,5}))?$/u;
const IPV4_WITH_PORT = /^([\d.]+):(\d{1,5})$/u;
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/u;

/** The four numbers of a dotted IPv4 address, or `undefined`. A leading zero is refused: some read `010` as octal. */
function ipv4Octets(text: string): [number, number, number, number] | undefined {
  const [, a = '', b = '', c = '', d = ''] = IPV4.exec(text) ?? [];
  const parts = [a, b, c, d];
  if (parts.some((part) => part === '' || (part.length > 1 && part.startsWith('0')) || Number(part) > 255))
    return undefined;
  return [Number(a), Number(b), Number(c), Number(d)];
}

/** The eight 16-bit groups of an IPv6 address in any of its spellings, or `undefined`. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const numbers: number[][] = [];
  for (const [h, half] of halves.entries()) {
    const groups = half === '' ? [] : half.split(':');
    const values: number[] = [];
    for (const [i, group] of groups.entries()) {
      const tail = h === halves.length - 1 && i === groups.length - 1 ? ipv4Octets(group) : undefined;
      if (tail !== undefined) values.push(tail[0] * 256 + tail[1], tail[2] * 256 + tail[3]);
      else if (HEXTET.test(group)) values.push(parseInt(group, 16));
      else return undefined;
    }
    numbers.push(values);
  }
  const [head = [], rest] = numbers;
  if (rest === undefined) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - rest.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...rest] : undefined;
}

/** `2001:db8:0:1::/64`: the /64 of `groups` as RFC 5952 writes it (the zeros of the interface id are the longest run). */
function prefix64(groups: number[]): string {
  const network = groups.slice(0, 4);
  while (network.at(-1) === 0) network.pop();
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The client key of a connecting address: IPv4 as itself, IPv6 as its /64, IPv4-mapped IPv6 as its IPv4; every
 * spelling gives the same key, anything else `null` (one shared budget). Never throws.
 *
 * @example
 * ```ts
 * ipClientKey('2001:DB8:0:1:a:b:c:d'); // '2001:db8:0:1::/64'
 * ipClientKey('[2001:db8:0:1::9%eth0]:443'); // '2001:db8:0:1::/64'
 * ipClientKey('::ffff:203.0.113.7'); // '203.0.113.7'
 * ipClientKey('203.0.113.7, 10.0.0.1'); // null
 * ```
 */
export function ipClientKey(address: string | null | undefined): string | null {
  if (typeof address !== 'string' || address.length > MAX_LENGTH) return null;
  const trimmed = address.trim();
  // A port says nothing of who the client is.
  const wrapped = BRACKETED.exec(trimmed) ?? IPV4_WITH_PORT.exec(trimmed);
  if (wrapped?.[2] !== undefined && Number(wrapped[2]) > 65535) return null;
  let text = wrapped?.[1] ?? trimmed;
  const v4 = ipv4Octets(text);
  if (v4 !== undefined) return trimmed.startsWith('[') ? null : v4.join('.'); // brackets hold IPv6 only
  const zone = text.indexOf('%');
  if (zone !== -1) {
    if (!ZONE.test(text.slice(zone + 1))) return null;
    text = text.slice(0, zone);
  }
  const groups = ipv6Groups(text);
  if (groups === undefined) return null;
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket: the same client as a.b.c.d.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return prefix64(groups);
}

/** The key a budget counts a client by: an IP address keyed as {@link ipClientKey} keys it, any other key as it is. */
export function countedClientKey(key: string): string {
  return ipClientKey(key) ?? key;
}

/**
 * A `clientKey` for `createAddressProxy({ limits })` that reads the connecting address from the header your platform
 * sets, keyed with {@link ipClientKey}. A name that is not a header name throws a `TypeError` at once.
 *
 * @example
 * ```ts
 * import { clientKeyFromHeader, createAddressProxy } from 'react-address-entry/server';
 *
 * createAddressProxy({
 *   ...options,
 *   // Cloudflare sets cf-connecting-ip at its edge; on Vercel, 'x-real-ip'; on Fly.io, 'fly-client-ip'.
 *   limits: { perClient: { requests: 100, perSeconds: 3600 }, clientKey: clientKeyFromHeader('cf-connecting-ip') },
 * });
 * ```
 */
export function clientKeyFromHeader(headerName: string): (request: Request) => string | null {
  if (typeof headerName !== 'string' || !TOKEN.test(headerName)) {
    throw new TypeError(
      `clientKeyFromHeader: pass the name of the header your platform sets to the connecting address, e.g. 'cf-connecting-ip' on Cloudflare (got ${settingKind(headerName)}${typeof headerName === 'string' && headerName !== '' ? ' that is not a header name' : ''}).`,
    );
  }
  return (request) => ipClientKey(request.headers.get(headerName));
}
