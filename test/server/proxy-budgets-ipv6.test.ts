import { describe, expect, it } from 'vitest';
import { clientKeyFromHeader, type ProxyErrorEvent } from '../../src/server/index.ts';
import { proxyHarness } from '../support/proxy-harness.ts';

/*
 * One host, many addresses: an IPv6 host has a whole /64 and may send each request from another address of it. Keyed
 * with clientKeyFromHeader, the proxy's per-client budget holds for the host, not for each of its 2^64 addresses.
 */

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
/** The header the platform sets to the connecting address (Vercel's, or nginx's `proxy_set_header X-Real-IP`). */
const HEADER = 'x-real-ip';

function flooded() {
  const events: ProxyErrorEvent[] = [];
  const harness = proxyHarness({
    limits: { perClient: { requests: 5, perSeconds: 60 }, clientKey: clientKeyFromHeader(HEADER) },
    onError: (event) => events.push(event),
  });
  const from = (address: string) =>
    harness.call(PATH, { headers: { [HEADER]: address } }).then((answer) => answer.status);
  return { ...harness, events, from };
}

/** A random 64-bit interface id, as a host's privacy addresses pick them, in four groups. */
const interfaceId = () => Array.from(crypto.getRandomValues(new Uint16Array(4)), (g) => g.toString(16)).join(':');

describe('per-client budgets over IPv6 (clientKeyFromHeader)', () => {
  it('forwards 5 of 200 concurrent requests from 200 addresses of one /64', async () => {
    const { from, calls, events } = flooded();
    const addresses = new Set(Array.from({ length: 200 }, () => `2001:db8:1234:5678:${interfaceId()}`));
    expect(addresses.size).toBe(200);
    const statuses = await Promise.all([...addresses].map(from));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(calls).toHaveLength(5);
    expect(events.every((event) => event.kind === 'limit-exceeded' && event.budget === 'per-client')).toBe(true);
  });

  it('counts the host however its addresses are spelled, and gives the next /64 its own budget', async () => {
    const { from, calls } = flooded();
    const spellings = [
      '2001:db8:1234:5678::1',
      '2001:DB8:1234:5678:0:0:0:2',
      '[2001:0db8:1234:5678::3]:443',
      '2001:db8:1234:5678::4%eth0',
      '2001:db8:1234:5678::0.0.0.5',
      '2001:db8:1234:5678:ffff:ffff:ffff:ffff',
      '[2001:db8:1234:5678::7]',
    ];
    const statuses = [];
    for (const address of spellings) statuses.push(await from(address));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await from('2001:db8:1234:5679::1')).toBe(200);
    expect(calls).toHaveLength(6);
  });

  it('keeps IPv4 clients apart, and gives what is not one address one shared budget', async () => {
    const { from, calls } = flooded();
    for (let i = 1; i <= 20; i++) expect(await from(`198.51.100.${i}`)).toBe(200);
    // Made-up values (lists, names, garbage) cannot make up new budgets: all of them share the one of `null`.
    const junk = Array.from(
      { length: 200 },
      (_, i) => [`203.0.113.${i}, 10.0.0.1`, `client-${i}`, `2001:db8::${i}::1`, `::ffff:1.2.3.${i}00`][i % 4] ?? '',
    );
    const statuses = await Promise.all(junk.map(from));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(calls).toHaveLength(25);
  });
});
