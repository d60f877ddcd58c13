import { isIP, isIPv4 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKeyFromHeader, ipClientKey } from '../../src/server/index.ts';

/*
 * Client keys from connecting addresses: one key per IPv4 address and one per IPv6 /64, whatever the spelling, and
 * `null` (one shared budget) for anything else. The spellings are written here, apart from the parser, and the
 * expected /64 comes from the URL parser's own IPv6 serializer (RFC 5952 form).
 */

const group = fc.integer({ min: 0, max: 0xffff });
/** Half an address (4 groups), biased to zeros so that `::` has runs to stand for. */
const half = fc.array(fc.oneof(fc.constant(0), group), { minLength: 4, maxLength: 4 });
/** A /64 other than ::/64 (which holds the IPv4-mapped addresses, keyed as IPv4). */
const prefix = half.filter((groups) => groups.some((g) => g !== 0));

/** How to write eight groups: padding, case, which zero run `::` stands for, a dotted tail, a zone, brackets, a port. */
const style = fc.record({
  pad: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
  upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  run: fc.nat(),
  dotted: fc.boolean(),
  zone: fc.option(fc.constantFrom('eth0', '25eth0', '3', 'en0.1')),
  wrap: fc.constantFrom('none', 'brackets', 'port'),
  space: fc.boolean(),
});
type Style = typeof style extends fc.Arbitrary<infer T> ? T : never;

function spell(groups: number[], s: Style): string {
  const kept = s.dotted ? 6 : 8;
  const words = groups.slice(0, kept).map((g, i) => {
    const text = g.toString(16).padStart(Math.min(4, g.toString(16).length + (s.pad[i] ?? 0)), '0');
    return s.upper[i] === true ? text.toUpperCase() : text;
  });
  const [g6 = 0, g7 = 0] = groups.slice(6);
  const tail = s.dotted ? [`${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`] : [];
  // Every run of zero groups `::` may stand for, or none (the last choice).
  const runs: [number, number][] = [];
  for (let start = 0; start < kept; start++)
    for (let end = start; end < kept && groups[end] === 0; end++) runs.push([start, end + 1]);
  const chosen = runs[s.run % (runs.length + 1)];
  const address =
    chosen === undefined
      ? [...words, ...tail].join(':')
      : `${words.slice(0, chosen[0]).join(':')}::${[...words.slice(chosen[1]), ...tail].join(':')}`;
  const zoned = s.zone === null ? address : `${address}%${s.zone}`;
  const wrapped = s.wrap === 'none' ? zoned : s.wrap === 'brackets' ? `[${zoned}]` : `[${zoned}]:443`;
  return s.space ? ` ${wrapped}\t` : wrapped;
}

/** The key of a /64 as the URL parser writes its first address, with `/64`. */
const expected64 = (groups: number[]) =>
  `${new URL(`http://[${[...groups, 0, 0, 0, 0].map((g) => g.toString(16)).join(':')}]/`).hostname.slice(1, -1)}/64`;

describe('ipClientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:80', '203.0.113.7'],
    ['2001:DB8:0:1:a:b:c:d', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1::/64'],
    ['[2001:db8:0:1::9%eth0]:443', '2001:db8:0:1::/64'],
    ['2001:db8::1.2.3.4', '2001:db8::/64'],
    ['fe80::1%25en0', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['0:0:0:1::5', '0:0:0:1::/64'],
    ['1:2:3:4:5:6:7::', '1:2:3:4::/64'],
  ])('keys %j as %j', (address, key) => {
    expect(ipClientKey(address)).toBe(key);
  });

  it.each([
    null,
    undefined,
    '',
    ' ',
    'unknown',
    'localhost',
    '203.0.113.7, 10.0.0.1',
    '2001:db8::1, 2001:db8::2',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3',
    '1.2.3.4.5',
    '[1.2.3.4]',
    '1.2.3.4%eth0',
    '1.2.3.4:65536',
    '[::1]:70000',
    '[::1',
    '::1]',
    '1::2::3',
    ':::',
    ':1::',
    '1::2:',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '1:2:3:4:5:6:7',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '::1.2.3.4:5',
    'fe80::1%',
    'fe80::1%eth 0',
    `${'0:'.repeat(60)}:1`,
  ])('keys %j as null', (address) => {
    expect(ipClientKey(address)).toBeNull();
  });

  it('gives one key to every spelling of every address of one /64', () => {
    fc.assert(
      fc.property(prefix, half, half, style, style, (net, a, b, sa, sb) => {
        const key = ipClientKey(spell([...net, ...a], sa));
        expect(key).toBe(expected64(net));
        expect(ipClientKey(spell([...net, ...b], sb))).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives different /64s different keys', () => {
    fc.assert(
      fc.property(prefix, prefix, half, half, style, style, (n1, n2, a, b, sa, sb) => {
        fc.pre(n1.join() !== n2.join());
        expect(ipClientKey(spell([...n1, ...a], sa))).not.toBe(ipClientKey(spell([...n2, ...b], sb)));
      }),
      { numRuns: 2000 },
    );
  });

  it('keys an IPv4-mapped IPv6 address, in every spelling, as its IPv4 address', () => {
    fc.assert(
      fc.property(group, group, style, (high, low, s) => {
        const v4 = [high >> 8, high & 255, low >> 8, low & 255].join('.');
        expect(ipClientKey(spell([0, 0, 0, 0, 0, 0xffff, high, low], s))).toBe(v4);
        expect(ipClientKey(v4)).toBe(v4);
      }),
    );
  });

  it('accepts exactly what Node’s isIP does (plus an IPv4 port), never throws, and answers only canonical keys', () => {
    const alphabet = fc.constantFrom(...'0123456789abcdefABCDEF:.'.split(''));
    const spelled = fc
      .tuple(prefix, half, style)
      .map(([n, i, s]) => spell([...n, ...i], { ...s, zone: null, wrap: 'none', space: false }));
    const mutated = fc
      .tuple(spelled, fc.nat(), fc.nat(), alphabet, fc.boolean())
      .map(
        ([t, at, count, c, insert]) =>
          t.slice(0, at % (t.length + 1)) + (insert ? c : '') + t.slice((at % (t.length + 1)) + (count % 3)),
      );
    const text = fc.oneof(spelled, mutated, fc.string({ unit: alphabet, maxLength: 45 }), fc.string());
    fc.assert(
      fc.property(text, (address) => {
        const key = ipClientKey(address);
        const [, host = '', port = '0'] = /^([\d.]+):(\d{1,5})$/u.exec(address) ?? [];
        expect(key !== null, address).toBe(isIP(address) !== 0 || (isIPv4(host) && Number(port) <= 65535));
        if (key !== null) expect(ipClientKey(key.replace('/64', ''))).toBe(key); // canonical: a key keys as itself
      }),
      { numRuns: 5000 },
    );
  });
});

describe('clientKeyFromHeader', () => {
  const request = (headers: Record<string, string>) => new Request('https://shop.test/api/address', { headers });

  it('keys the named header (any case), and is null without it or with a list of addresses', () => {
    const clientKey = clientKeyFromHeader('CF-Connecting-IP');
    expect(clientKey(request({ 'cf-connecting-ip': '2001:db8:0:1:aa::1' }))).toBe('2001:db8:0:1::/64');
    expect(clientKey(request({ 'cf-connecting-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientKey(request({ 'x-real-ip': '203.0.113.7' }))).toBeNull();
    expect(clientKey(request({ 'cf-connecting-ip': '203.0.113.7, 198.51.100.1' }))).toBeNull();
  });

  it('throws a TypeError that says what to pass for a name that is no header name', () => {
    for (const name of ['', 'x real ip', 'x-real-ip:', 42 as unknown as string]) {
      expect(() => clientKeyFromHeader(name)).toThrow(TypeError);
      expect(() => clientKeyFromHeader(name)).toThrow(
        /^clientKeyFromHeader: pass the name of the header your platform sets to the connecting address, e\.g\. 'cf-connecting-ip'/u,
      );
    }
  });
});
