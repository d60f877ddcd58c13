import { sameMac, type Mac } from './hmac.ts';

/** How long a signed answer may be given again (see docs/server/verified-address.mdx), and the `ETag` that says so. */
export interface TokenReuse {
  /** Seconds a signed answer may be given again after it was signed. */
  readonly seconds: number;
  etag(until: number): string | Promise<string>;
  /** Whether `If-None-Match` names this proxy's copy whose tokens may still be reused at `now` (seconds). */
  stillFresh(ifNoneMatch: string, now: number): boolean | Promise<boolean>;
}

const MAX_REUSE_SECONDS = 300;
/** `"<until>.<tag>"`, the tag a MAC under the signing key. */
const ETAG = /^(?:W\/)?"(\d{1,12})\.([\w-]{8,43})"$/u;
/** The text whose MAC is the tag of every ETag under a key. */
const TAG_TEXT = 'react-address-entry etag v1';

export const reuseSeconds = (tokenMaxAgeSeconds: number): number =>
  Math.min(MAX_REUSE_SECONDS, Math.floor(tokenMaxAgeSeconds / 10));

export function tokenReuse(mac: Mac, tokenMaxAgeSeconds: number): TokenReuse {
  const seconds = reuseSeconds(tokenMaxAgeSeconds);
  // Made on first use (Web Crypto's is a promise, kept as one).
  let tag: string | Promise<string> | undefined;
  const keyTag = (): string | Promise<string> => {
    if (tag === undefined) {
      const made = mac(TAG_TEXT);
      tag = typeof made === 'string' ? made : made.then((t) => (tag = t));
    }
    return tag;
  };
  return {
    seconds,
    etag(until) {
      const t = keyTag();
      return typeof t === 'string' ? `"${until}.${t}"` : t.then((text) => `"${until}.${text}"`);
    },
    stillFresh(ifNoneMatch, now) {
      const match = ETAG.exec(ifNoneMatch.trim());
      if (match === null || seconds === 0) return false;
      const until = Number(match[1]);
      // Past, or further ahead than this proxy ever writes: a fresh answer.
      if (now > until || until > now + seconds) return false;
      const given = match[2] ?? '';
      const t = keyTag();
      return typeof t === 'string' ? sameMac(t, given) : t.then((text) => sameMac(text, given));
    },
  };
}
