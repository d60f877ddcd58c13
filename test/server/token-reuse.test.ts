import { describe, expect, it } from 'vitest';
import { hmacSha256, webCryptoMac, type Mac } from '../../src/server/hmac.ts';
import { reuseSeconds, tokenReuse } from '../../src/server/token-reuse.ts';

const KEY = 'k3y-for-signing-addresses-0123456789abcdef';
const NOW = 1_764_000_000;

describe('reuseSeconds', () => {
  it('is a tenth of a token’s life, at most five minutes', () => {
    expect([3600, 1000, 100, 9, 1, 86400].map(reuseSeconds)).toEqual([300, 100, 10, 0, 0, 300]);
  });
});

describe.each([
  ['a MAC that answers at once (node:crypto)', hmacSha256(KEY)],
  ['a MAC that answers with a promise (Web Crypto)', webCryptoMac(KEY)],
] as [string, Mac][])('tokenReuse with %s', (_name, mac) => {
  const reuse = tokenReuse(mac, 3600);
  const etag = async (until: number) => reuse.etag(until);

  it('writes an ETag that says until when, with a tag of the signing key', async () => {
    expect(reuse.seconds).toBe(300);
    expect(await etag(NOW + 300)).toMatch(new RegExp(`^"${NOW + 300}\\.[\\w-]{16}"$`, 'u'));
    // The tag is the key's, not the time's.
    expect((await etag(NOW)).split('.')[1]).toBe((await etag(NOW + 5)).split('.')[1]);
  });

  it('finds its own ETag fresh until its time, weak or strong, with white space around', async () => {
    const tag = await etag(NOW + 300);
    expect(await reuse.stillFresh(tag, NOW)).toBe(true);
    expect(await reuse.stillFresh(tag, NOW + 300)).toBe(true);
    expect(await reuse.stillFresh(` W/${tag} `, NOW)).toBe(true);
    expect(await reuse.stillFresh(tag, NOW + 301)).toBe(false);
  });

  it('believes no time further ahead than it ever writes', async () => {
    expect(await reuse.stillFresh(await etag(NOW + 301), NOW)).toBe(false);
    expect(await reuse.stillFresh(await etag(NOW + 10 ** 9), NOW)).toBe(false);
  });

  it('refuses an ETag of another key, a list, a wildcard or anything else', async () => {
    const other = await tokenReuse(hmacSha256(`${KEY}-other`), 3600).etag(NOW + 100);
    const own = await etag(NOW + 100);
    for (const ifNoneMatch of [
      other,
      `${own}, ${other}`,
      '*',
      '',
      `"${NOW + 100}"`,
      own.replace(/\.[\w-]+"$/u, '.AAAAAAAAAAAAAAAA"'),
    ]) {
      expect(await reuse.stillFresh(ifNoneMatch, NOW), ifNoneMatch).toBe(false);
    }
  });

  it('reuses nothing for tokens too short-lived to spare a tenth', async () => {
    const brief = tokenReuse(mac, 9);
    expect(brief.seconds).toBe(0);
    expect(await brief.stillFresh(await brief.etag(NOW), NOW)).toBe(false);
  });
});
