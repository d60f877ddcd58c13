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
 * no-cache` and an `ETag` that says until when its tokens may be reused, bound to the path by a MAC, so the browser
 * asks each time and the proxy answers `304 Not Modified` (no body, no signing) while the reuse holds, a fresh
 * answer with fresh tokens after it.
 */
export interface TokenReuse {
  /** Seconds a signed answer may be given again after it was signed. */
  readonly seconds: number;
  /** The `ETag` of a signed answer to `path` whose tokens may be reused until `until` (seconds since 1970). */
  etag(path: string, until: number): string | Promise<string>;
  /** Whether a request's `If-None-Match` names an answer to `path` whose tokens may still be reused at `now` (seconds). */
  stillFresh(ifNoneMatch: string | null, path: string, now: number): Promise<boolean>;
}

/** The most seconds a signed answer is reused, whatever the token's life. */
const MAX_REUSE_SECONDS = 300;
/** `"<until>.<tag>"`, the tag 16 base64url characters (see the signing key's MAC). */
const ETAG = /^(?:W\/)?"(\d{1,12})\.([\w-]{8,43})"$/u;

/** Seconds a signed answer may be reused for tokens that live `tokenMaxAgeSeconds`. */
export const reuseSeconds = (tokenMaxAgeSeconds: number): number => Math.min(MAX_REUSE_SECONDS, Math.floor(tokenMaxAgeSeconds / 10));

/** The token reuse of a proxy whose signing key's MAC is `mac` and whose tokens live `tokenMaxAgeSeconds`. */
export function tokenReuse(mac: Mac, tokenMaxAgeSeconds: number): TokenReuse {
  const seconds = reuseSeconds(tokenMaxAgeSeconds);
  const tagOf = (path: string, until: number) => mac(JSON.stringify(['etag', path, until]));
  const etagOf = (tag: string, until: number): string => `"${until}.${tag}"`;
  return {
    seconds,
    etag(path, until) {
      const tag = tagOf(path, until);
      return typeof tag === 'string' ? etagOf(tag, until) : tag.then((t) => etagOf(t, until));
    },
    async stillFresh(ifNoneMatch, path, now) {
      // A browser sends back the one ETag it kept; a list (or `*`) is no answer of this proxy's.
      const match = ETAG.exec(ifNoneMatch?.trim() ?? '');
      if (match === null || seconds === 0) return false;
      const until = Number(match[1]);
      // The MAC binds the time to the path and the key: a made-up or moved ETag gets the whole answer.
      return now <= until && sameMac(await tagOf(path, until), match[2] ?? '');
    },
  };
}
