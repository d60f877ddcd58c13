// HMAC-SHA-256 under the proxy's signing keys, in base64url: Web Crypto, or `node:crypto` on Node (ten times faster there).

/** The bytes of HMAC-SHA-256 a token carries: 96 bits (why that is enough: docs/server/verified-address.mdx). */
export const MAC_BYTES = 12;

export const MAC_CHARS = Math.ceil((MAC_BYTES * 8) / 6);

/** One signing key: the MAC of a text, synchronously where the runtime allows it. */
export type Mac = (text: string) => string | Promise<string>;

/** The parts of `node:crypto` the MAC takes (declared here, so no Node type reaches other runtimes' builds). */
export interface NodeCrypto {
  createHmac(
    algorithm: 'sha256',
    key: string,
  ): {
    update(
      text: string,
      encoding: 'utf8',
    ): { digest(): { toString(encoding: 'base64url', start: number, end: number): string } };
  };
  /** One-shot hashing (Node 20.12 and 21.7 on), cheaper than `createHmac` by a third. */
  hash?: (algorithm: 'sha256', data: Uint8Array, outputEncoding: 'latin1' | 'base64url') => string;
}
interface NodeProcess {
  getBuiltinModule?: (id: 'node:crypto') => NodeCrypto | undefined;
}

const encoder = new TextEncoder();
/** SHA-256's block (RFC 2104 §2). */
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

/** Bytes in base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** The MAC of a text under `key` through Web Crypto; the key is imported once. */
export function webCryptoMac(key: string): Mac {
  let imported: Promise<CryptoKey> | undefined;
  return async (text) => {
    imported ??= crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    return base64url(
      new Uint8Array(await crypto.subtle.sign('HMAC', await imported, encoder.encode(text)), 0, MAC_BYTES),
    );
  };
}

/** The MAC through `createHmac`, which derives the key's padded blocks at every call. */
function createHmacMac(node: NodeCrypto, key: string): Mac {
  return (text) => node.createHmac('sha256', key).update(text, 'utf8').digest().toString('base64url', 0, MAC_BYTES);
}

/** Writes `message` as UTF-8 into `into`, ASCII byte by byte (cheaper than the encoder for short texts); returns the bytes taken. */
function writeUtf8(message: string, into: Uint8Array): number {
  for (let i = 0; i < message.length; i++) {
    const code = message.charCodeAt(i);
    if (code > 0x7f) return encoder.encodeInto(message, into).written;
    into[i] = code;
  }
  return message.length;
}

const latin1Bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * The MAC through `node:crypto`'s one-shot `hash`, HMAC written out (RFC 2104 §2): the padded key blocks are made
 * once, so a MAC is two calls with no object made.
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
    if (message.length * 3 > text.length) {
      const larger = new Uint8Array(BLOCK + message.length * 3);
      larger.set(inner.subarray(0, BLOCK));
      inner = larger;
      text = inner.subarray(BLOCK);
    }
    const written = writeUtf8(message, text);
    // The inner hash as latin1: a Buffer result costs twice the hash on Node 20.
    const digest = hash('sha256', inner.subarray(0, BLOCK + written), 'latin1');
    for (let i = 0; i < DIGEST; i++) outer[BLOCK + i] = digest.charCodeAt(i);
    return hash('sha256', outer, 'base64url').slice(0, MAC_CHARS);
  };
}

/** RFC 4231's test case 2: the one-shot path is taken only where it gives these bytes. */
const KNOWN = { key: 'Jefe', text: 'what do ya want for nothing?', mac: 'W9zBRr9gdU5qBCQm' } as const;

const oneShotWorks = new WeakMap<object, boolean>();

function givesKnownMac(hash: NonNullable<NodeCrypto['hash']>): boolean {
  try {
    return oneShotMac(hash, KNOWN.key)(KNOWN.text) === KNOWN.mac;
  } catch {
    return false;
  }
}

/** The fastest MAC that `node` offers and that gives the right bytes. */
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

/** The truncated MAC of a text under `key`: `node:crypto`'s on Node, Web Crypto's elsewhere. */
export function hmacSha256(key: string, node: NodeCrypto | null = nodeCrypto() ?? null): Mac {
  return node === null ? webCryptoMac(key) : nodeMac(node, key);
}

/** Whether two MACs are the same, in time that does not depend on where they differ. */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
