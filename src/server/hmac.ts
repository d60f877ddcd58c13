/**
 * HMAC-SHA-256 under the proxy's signing keys, written in base64url. Web Crypto computes it wherever the proxy runs
 * (workerd, Deno, Bun, browsers' workers). On Node the same function is taken from `node:crypto` (found through
 * `process.getBuiltinModule`, so no bundler sees an import): Node's Web Crypto spends about 40 µs a call on argument
 * conversion and a thread-pool round trip, ten times the hash itself. Both give the same bytes (a test holds them
 * to it).
 */

/**
 * The bytes of HMAC-SHA-256 a token carries: the first 12 (96 bits), 16 base64url characters with no bit left over.
 *
 * Why 96 bits are enough. A token can only be forged by guessing its MAC: HMAC-SHA-256 gives nothing away about the
 * MAC of a text it was not given, and the proxy gives it only what the service confirmed. NIST SP 800-107 Rev. 1
 * (§5.3.3) lets a MAC be cut to as few as 32 bits and says what the cut costs: each guess is accepted with a chance of
 * 1 in 2^λ for a λ-bit MAC, so the length depends on how many guesses a forger can have checked. Only the shop's
 * server can check one, since the key never leaves it: each guess is an order (or a form post) sent to the shop's
 * checkout, accepted with a chance of 1 in 2^96, 1 in 7.9 × 10^28 (twice that while a rotation lists a second key).
 * A million orders a second for a hundred years (3 × 10^15 guesses) would get one through with a chance of 4 in
 * 10^14, and no shop takes a million forged orders a second without noticing. RFC 2104 §5 asks for at least 80 bits,
 * and for half the hash's length (128 here) "to match the birthday attack bound": that bound is about collisions,
 * which give a forger nothing here (a MAC is checked against the fields posted with it, not against other tokens,
 * and a collision attack on HMAC itself must find one in its 256-bit inner state, however few bits are posted).
 * 96 bits is also what IPsec's HMAC-SHA-1-96 (RFC 2404) and TLS 1.2's Finished message (RFC 5246) carry. What can be
 * tested offline, against any token, is the key: the key, not the MAC, must be long (`signingKey` takes 32
 * characters or more).
 *
 * The cut is worth it on the wire: a MAC is what gzip cannot compress in a long answer (the 1000-box answer's tokens
 * cost about 15 kB gzipped at 96 bits, 19 kB at 128).
 */
export const MAC_BYTES = 12;

/** The characters of a MAC in a token: {@link MAC_BYTES} in base64url without padding. */
export const MAC_CHARS = Math.ceil((MAC_BYTES * 8) / 6);

/** One signing key: the MAC of a text, synchronously where the runtime allows it. */
export type Mac = (text: string) => string | Promise<string>;

/** The parts of `node:crypto` the MAC takes (declared here, so that no Node type reaches other runtimes' builds). */
export interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): { update(text: string, encoding: 'utf8'): { digest(): { toString(encoding: 'base64url', start: number, end: number): string } } };
  /** One-shot hashing (Node 20.12 and 21.7 on): one call, no object, cheaper than `createHmac` by a third. */
  hash?: (algorithm: 'sha256', data: Uint8Array, outputEncoding: 'latin1' | 'base64url') => string;
}
interface NodeProcess {
  getBuiltinModule?: (id: 'node:crypto') => NodeCrypto | undefined;
}

const encoder = new TextEncoder();
/** SHA-256's block: a key is padded to it, or hashed first when longer (RFC 2104 §2). */
const BLOCK = 64;
const DIGEST = 32;

/** `node:crypto` when the runtime is Node (or offers its built-ins); `undefined` elsewhere. */
export function nodeCrypto(): NodeCrypto | undefined {
  const process = (globalThis as { process?: NodeProcess }).process;
  try {
    return process?.getBuiltinModule?.('node:crypto');
  } catch {
    return undefined;
  }
}

/** Bytes in base64url without padding (RFC 4648 §5), as a token carries them. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The MAC of a text under `key` through Web Crypto; the key is imported once, on first use. */
export function webCryptoMac(key: string): Mac {
  let imported: Promise<CryptoKey> | undefined;
  return async (text) => {
    imported ??= crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await imported, encoder.encode(text)), 0, MAC_BYTES));
  };
}

/** The MAC of a text under `key` through `createHmac`, which derives the key's two padded blocks again at every call. */
function createHmacMac(node: NodeCrypto, key: string): Mac {
  return (text) => node.createHmac('sha256', key).update(text, 'utf8').digest().toString('base64url', 0, MAC_BYTES);
}

/**
 * Writes `message` as UTF-8 into `into` (large enough), and says how many bytes it took: a text of ASCII alone (most
 * signed texts) byte by byte, which costs less than a call into the encoder for texts this short.
 */
function writeUtf8(message: string, into: Uint8Array): number {
  for (let i = 0; i < message.length; i++) {
    const code = message.charCodeAt(i);
    if (code > 0x7f) return encoder.encodeInto(message, into).written;
    into[i] = code;
  }
  return message.length;
}

/** The bytes of a latin1 text: one a character. */
const latin1Bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * The MAC of a text under `key` through `node:crypto`'s one-shot `hash`, HMAC written out (RFC 2104 §2):
 * H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ text)). The two padded key blocks are made once, and each stays in a buffer of its own
 * that the text or the inner hash is written after, so a MAC is two calls into `node:crypto` with no object made.
 */
function oneShotMac(hash: NonNullable<NodeCrypto['hash']>, key: string): Mac {
  const raw = encoder.encode(key);
  const padded = new Uint8Array(BLOCK);
  padded.set(raw.length > BLOCK ? latin1Bytes(hash('sha256', raw, 'latin1')) : raw);
  let inner = new Uint8Array(BLOCK + 256);
  const outer = new Uint8Array(BLOCK + DIGEST);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = (padded[i] ?? 0) ^ 0x36;
    outer[i] = (padded[i] ?? 0) ^ 0x5c;
  }
  let text = inner.subarray(BLOCK);
  return (message) => {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    if (message.length * 3 > text.length) {
      const larger = new Uint8Array(BLOCK + message.length * 3);
      larger.set(inner.subarray(0, BLOCK));
      inner = larger;
      text = inner.subarray(BLOCK);
    }
    const written = writeUtf8(message, text);
    // The inner hash as a latin1 text (one character a byte): a Buffer result costs twice the hash on Node 20.
    const digest = hash('sha256', inner.subarray(0, BLOCK + written), 'latin1');
    for (let i = 0; i < DIGEST; i++) outer[BLOCK + i] = digest.charCodeAt(i);
    return hash('sha256', outer, 'base64url').slice(0, MAC_CHARS);
  };
}

/** RFC 4231's test case 2: the one-shot path is taken only where it gives these bytes. */
const KNOWN = { key: 'Jefe', text: 'what do ya want for nothing?', mac: 'W9zBRr9gdU5qBCQm' } as const;

/** Whether each `hash` function seen gives RFC 4231's bytes through {@link oneShotMac} (checked once per process). */
const oneShotWorks = new WeakMap<object, boolean>();

function givesKnownMac(hash: NonNullable<NodeCrypto['hash']>): boolean {
  try {
    return oneShotMac(hash, KNOWN.key)(KNOWN.text) === KNOWN.mac;
  } catch {
    // A runtime whose `hash` takes other arguments.
    return false;
  }
}

/** The fastest way to the MAC that `node` offers and that gives the right bytes: `hash` where it does, else `createHmac`. */
function nodeMac(node: NodeCrypto, key: string): Mac {
  const { hash } = node;
  if (typeof hash !== 'function') return createHmacMac(node, key);
  let works = oneShotWorks.get(hash);
  if (works === undefined) {
    works = givesKnownMac(hash);
    oneShotWorks.set(hash, works);
  }
  return works ? oneShotMac(hash, key) : createHmacMac(node, key);
}

/** The (truncated) MAC of a text under `key`: `node:crypto`'s on Node, Web Crypto's elsewhere (or where `node` is `null`). */
export function hmacSha256(key: string, node: NodeCrypto | null = nodeCrypto() ?? null): Mac {
  return node === null ? webCryptoMac(key) : nodeMac(node, key);
}

/**
 * Whether two MACs are the same, in time that does not depend on where they differ (only on their length, which
 * is public: every MAC has 16 characters).
 */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
