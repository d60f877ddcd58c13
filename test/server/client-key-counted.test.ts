import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedClientKey } from '../../src/server/client-key.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * A client key counts the network a person controls, whatever gave it: a shop's own `clientKey(request)` that returns
 * the raw header, `checkAddress(input, { clientKey })` with the raw header value. One IPv6 host has a whole /64 and
 * may send each request from another address of it.
 */

const PATH = '/api/address/nl/v1/addresses/postcode/2012ES/30';
const BUDGET = { requests: 5, perSeconds: 60 };

/** A random 64-bit interface id, as a host's privacy addresses pick them. */
const interfaceId = () => Array.from(crypto.getRandomValues(new Uint16Array(4)), (g) => g.toString(16)).join(':');
const addressesOfOneHost = (count: number) =>
  Array.from({ length: count }, () => `2001:db8:1234:5678:${interfaceId()}`);

describe('a client key that is an IP address is counted by its network', () => {
  it("holds a /64 to its budget when the shop's clientKey returns the raw header", async () => {
    const { call, calls } = proxyHarness({
      limits: { perClient: BUDGET, clientKey: (request) => request.headers.get('cf-connecting-ip') },
    });
    const statuses = await Promise.all(
      addressesOfOneHost(100).map((ip) => call(PATH, { headers: { 'cf-connecting-ip': ip } }).then((a) => a.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it('holds a /64 to its budget when checkAddress is given the raw header value', async () => {
    const { proxy, calls } = proxyHarness({
      signingKey: SIGNING_KEY,
      limits: { perClient: BUDGET, clientKey: () => null },
    });
    const results = await Promise.all(
      addressesOfOneHost(40).map((ip) =>
        proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 }, { clientKey: ip }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok && result.reason === 'over-budget')).toHaveLength(35);
    expect(calls).toHaveLength(5);
  });

  it("shares one budget between a host's browser lookups and the checks made for it, however the address is spelled", async () => {
    const { proxy, call, calls } = proxyHarness({
      signingKey: SIGNING_KEY,
      limits: { perClient: BUDGET, clientKey: (request) => request.headers.get('x-real-ip') },
    });
    for (const ip of ['2001:db8:1:2::1', '2001:DB8:1:2:0:0:0:2', '[2001:db8:1:2::3]:443']) {
      expect((await call(PATH, { headers: { 'x-real-ip': ip } })).status).toBe(200);
    }
    await expect(
      proxy.checkAddress(
        { country: 'NL', postcode: '2012ES', houseNumber: 30 },
        { clientKey: '2001:0db8:0001:0002::4' },
      ),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 }, { clientKey: '2001:db8:1:2::5%eth0' }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      proxy.checkAddress({ country: 'NL', postcode: '2012ES', houseNumber: 30 }, { clientKey: '2001:db8:1:2:ffff::6' }),
    ).resolves.toEqual({ ok: false, reason: 'over-budget' });
    // The next /64 and an IPv4 address are other clients; an IPv4-mapped address is its IPv4.
    expect((await call(PATH, { headers: { 'x-real-ip': '2001:db8:1:3::1' } })).status).toBe(200);
    expect((await call(PATH, { headers: { 'x-real-ip': '::ffff:203.0.113.7' } })).status).toBe(200);
    expect(calls).toHaveLength(7);
  });

  it('keeps a key that is no IP address (a session, an API key) as it is', async () => {
    const { call, calls } = proxyHarness({
      limits: { perClient: BUDGET, clientKey: (request) => request.headers.get('x-session') },
    });
    for (let i = 0; i < 12; i++)
      expect((await call(PATH, { headers: { 'x-session': `session-${String(i)}` } })).status).toBe(200);
    expect(calls).toHaveLength(12);
  });

  it('gives every address of a /64, in any spelling, one key, and two /64s two keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const spell = (groups: number[], upper: boolean, padded: boolean) => {
      const text = groups.map((g) => (padded ? g.toString(16).padStart(4, '0') : g.toString(16))).join(':');
      return upper ? text.toUpperCase() : text.toLowerCase();
    };
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 4, maxLength: 4 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        (network, a, b, upper, padded) => {
          // An IPv4-mapped address (::ffff:…) is an IPv4 client, not a /64: left out here.
          fc.pre(!(network.every((g) => g === 0) && a[0] === 0 && a[1] === 0xffff));
          fc.pre(!(network.every((g) => g === 0) && b[0] === 0 && b[1] === 0xffff));
          const one = countedClientKey(spell([...network, ...a], upper, padded));
          const other = countedClientKey(`[${spell([...network, ...b], !upper, !padded)}]:8080`);
          expect(one).toBe(other);
          expect(one).toMatch(/::\/64$/u);
          const next = [...network.slice(0, 3), ((network[3] ?? 0) + 1) % 0x10000];
          expect(countedClientKey(spell([...next, ...a], upper, padded))).not.toBe(one);
        },
      ),
    );
  });
});
