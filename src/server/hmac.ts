/**
 * HMAC-SHA-256 under the proxy's signing keys, written in base64url. Web Crypto computes it wherever the proxy runs
 * (workerd, Deno, Bun, browsers' workers). On Node the same function is taken from `node:crypto` (found through
 * `process.getBuiltinModule`, so no bundler sees an import): Node's Web Crypto spends about 40 µs a call on argument
 * conversion and a thread-pool round trip, ten times the hash itself. Both give the same bytes (a test holds them
 * to it).
 */

/**
 * The bytes of HMAC-SHA-256 a token carries: the first 16 (128 bits, HMAC-SHA-256-128 as RFC 4868 uses it; RFC 2104
 * allows truncation to half the hash). Forging one is a 1 in 2^128 guess, and a token part stays 22 characters: the
 * MACs are what gzip cannot compress in a long answer (the 1000-box list grows by half as much as with all 32).
 */
export const MAC_BYTES = 16;

/** One signing key: the MAC of a text, synchronously where the runtime allows it. */
export type Mac = (text: string) => string | Promise<string>;

interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: string): { update(text: string, encoding: 'utf8'): { digest(): { subarray(start: number, end: number): { toString(encoding: 'base64url'): string } } } };
}
interface NodeProcess {
  getBuiltinModule?: (id: 'node:crypto') => NodeCrypto | undefined;
}

const encoder = new TextEncoder();

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

/** The (truncated) MAC of a text under `key`: `node:crypto`'s on Node, Web Crypto's elsewhere (or where `node` is `null`). */
export function hmacSha256(key: string, node: NodeCrypto | null = nodeCrypto() ?? null): Mac {
  if (node === null) return webCryptoMac(key);
  return (text) => node.createHmac('sha256', key).update(text, 'utf8').digest().subarray(0, MAC_BYTES).toString('base64url');
}

/**
 * Whether two MACs are the same, in time that does not depend on where they differ (only on their length, which
 * is public: every MAC has 22 characters).
 */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
