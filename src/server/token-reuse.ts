import { sameMac, type Mac } from './hmac.ts';

/**
 * How long a signed answer may be given again, and how a browser is told so.
 *
 * A token is good for `tokenMaxAgeSeconds` (what `verifyAddress` takes as `maxAgeSeconds`). The shopper needs most
 * of that time after the lookup: a Belgian or German street's token must still hold when a house number has been
 * chosen and the order is placed. So a signed answer is given again (from the proxy's kept signed text, or to a
 * browser's conditional request) only while its tokens are young: for a tenth of their life, at most five minutes.
 * A token handed out then has at least nine tenths of its life left.
 *
 * The browser never decides this with its own clock: a signed answer goes out with `Cache-Control: private,
 * no-cache` and an `ETag` that says until when its tokens may be reused, so the browser asks each time and the
 * proxy answers `304 Not Modified` (no body, no signing) while the reuse holds, a fresh answer with fresh tokens
 * after it.
 *
 * The ETag is `"<until>.<tag>"`, the tag a MAC under the signing key of a fixed text, made once: it tells this
 * proxy's ETags (under its current key) from any other, and `until` is believed only within the reuse window
 * from now. It is not bound to the path, and needs not be: a browser sends an ETag back only for its own copy of
 * the same URL, and one sent for another path gets a `304` with no body, which gives its sender nothing. (Bound to
 * the path, it cost a second MAC for every signed answer, about 5 µs of the 25 signing may add.)
 */
export interface TokenReuse {
  /** Seconds a signed answer may be given again after it was signed. */
  readonly seconds: number;
  /** The `ETag` of a signed answer whose tokens may be reused until `until` (seconds since 1970). */
  etag(until: number): string | Promise<string>;
  /**
   * Whether a request's `If-None-Match` names a copy of this proxy's whose tokens may still be reused at `now`
   * (seconds): one of its ETags under the current key, `until` not past and at most the reuse window ahead.
   */
  stillFresh(ifNoneMatch: string, now: number): boolean | Promise<boolean>;
}

/** The most seconds a signed answer is reused, whatever the token's life. */
const MAX_REUSE_SECONDS = 300;
/** `"<until>.<tag>"`, the tag 16 base64url characters (see the signing key's MAC). */
const ETAG = /^(?:W\/)?"(\d{1,12})\.([\w-]{8,43})"$/u;
/** The text whose MAC is the tag of every ETag under a key. */
const TAG_TEXT = 'react-address-entry etag v1';

/** Seconds a signed answer may be reused for tokens that live `tokenMaxAgeSeconds`. */
export const reuseSeconds = (tokenMaxAgeSeconds: number): number => Math.min(MAX_REUSE_SECONDS, Math.floor(tokenMaxAgeSeconds / 10));

/** The token reuse of a proxy whose signing key's MAC is `mac` and whose tokens live `tokenMaxAgeSeconds`. */
export function tokenReuse(mac: Mac, tokenMaxAgeSeconds: number): TokenReuse {
  const seconds = reuseSeconds(tokenMaxAgeSeconds);
  // Made on first use (Web Crypto's is a promise, kept as one); a text from then on.
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
      // A browser sends back the one ETag it kept; a list (or `*`) is no answer of this proxy's.
      const match = ETAG.exec(ifNoneMatch.trim());
      if (match === null || seconds === 0) return false;
      const until = Number(match[1]);
      // Past, or further ahead than this proxy ever writes (another deployment's window, or made up): a fresh answer.
      if (now > until || until > now + seconds) return false;
      const given = match[2] ?? '';
      const t = keyTag();
      return typeof t === 'string' ? sameMac(t, given) : t.then((text) => sameMac(text, given));
    },
  };
}
