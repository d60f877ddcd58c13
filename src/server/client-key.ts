import { settingKind } from './setting-kind.ts';

/*
 * Client keys for the proxy's per-client budget: a connecting address, as one key per host. An IPv4 address is its own
 * key. An IPv6 address is keyed by its /64: that is the block one host (a home, a phone, a rented server) is given
 * and may pick any address of, at will (privacy addresses rotate by themselves), so keyed per address one host would
 * be 2^64 clients. Web APIs only: the server entry runs on edge runtimes too.
 */

/** The longest text read as an address (a bracketed IPv6 with an IPv4 tail, a zone and a port fits well within). */
const MAX_LENGTH = 100;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/u;
const HEXTET = /^[0-9a-f]{1,4}$/iu;
/** A zone id (`%eth0`, or `%25eth0` as a URL writes it): unreserved characters only (RFC 6874). */
const ZONE = /^[\w.~-]+$/u;
/** `[IPv6]` or `[IPv6]:port`, and `IPv4:port` (some load balancers append the port). */
const BRACKETED = /^\[([^\]]*)\](?::(\d{1,5}))?$/u;
const IPV4_WITH_PORT = /^([\d.]+):(\d{1,5})$/u;
/** A header name (an RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/u;

/** The four numbers of a dotted IPv4 address, or `undefined`. A leading zero is refused: some read `010` as octal. */
function ipv4Octets(text: string): [number, number, number, number] | undefined {
  const [, a = '', b = '', c = '', d = ''] = IPV4.exec(text) ?? [];
  const parts = [a, b, c, d];
  if (parts.some((part) => part === '' || (part.length > 1 && part.startsWith('0')) || Number(part) > 255)) return undefined;
  return [Number(a), Number(b), Number(c), Number(d)];
}

/**
 * The eight 16-bit groups of an IPv6 address in any of its spellings (`::` once for one or more zero groups, either
 * case, leading zeros, a dotted IPv4 tail for the last 32 bits), or `undefined`.
 */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const numbers: number[][] = [];
  for (const [h, half] of halves.entries()) {
    const groups = half === '' ? [] : half.split(':');
    const values: number[] = [];
    for (const [i, group] of groups.entries()) {
      // Only the very last group may be a dotted IPv4 tail.
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
 * The client key of a connecting address: an IPv4 address as itself (`203.0.113.7`), an IPv6 address as its /64 in
 * one canonical form (`2001:db8:0:1::/64`), and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as its IPv4.
 * Every spelling of an address gives the same key: `::` or not, any case, leading zeros, a dotted IPv4 tail, a zone id
 * (`%eth0`), brackets, a port (`[2001:db8::1]:443`, `203.0.113.7:5678`). Anything else (missing, empty, a list,
 * a name, garbage) is `null`, so it can never make up new keys: all such requests share the one budget of `null`.
 * Never throws. Use it where the address does not come from a header (Deno's `info.remoteAddr.hostname`, Bun's
 * `server.requestIP(request)?.address`, a header you split yourself); for a header, see {@link clientKeyFromHeader}.
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
  // A port says nothing of who the client is (and would give each client 65535 keys): it goes.
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

/**
 * The key a budget counts a client by: a client key that is one IP address, in any spelling, counted as
 * {@link ipClientKey} keys it (an IPv4 address as itself, an IPv6 address by its /64), whatever gave it (the proxy's
 * `clientKey(request)`, `checkAddress(input, { clientKey })`, a raw header value); any other key (a session or an API
 * key) as it is. So a shop that passes `request.headers.get('cf-connecting-ip')` as it comes is still counted by the
 * network a person controls, not by each of the 2^64 addresses of an IPv6 host.
 */
export function countedClientKey(key: string): string {
  return ipClientKey(key) ?? key;
}

/**
 * A `clientKey` for `createAddressProxy({ limits })` that reads the connecting address from the header your platform
 * sets (and overwrites, so that no client can choose it), and keys it with {@link ipClientKey}: an IPv4 address per
 * address, an IPv6 address per /64. A missing header, a list of addresses or anything that is not one address gives
 * `null` (the one budget such requests share). A name that is not a header name throws a `TypeError` at once.
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
