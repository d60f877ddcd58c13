import { hmacSha256, type Mac } from './hmac.ts';

/**
 * The shortest signing key taken: 32 characters, 192 bits when they are random base64 (`openssl rand -base64 32`
 * gives 44 characters, 256 bits). A token lets anyone test guesses of the key offline, at a machine's speed, so the
 * key must be far stronger than the MAC, which can only be guessed one order at a time (see `MAC_BYTES`).
 */
const MIN_SIGNING_KEY_LENGTH = 32;

/**
 * The signing keys of a `signingKey` option, first the one that signs, or a `TypeError` from `who` that says what to
 * fix: a string of at least 32 characters (e.g. `openssl rand -base64 32`), or a non-empty list of them for rotation
 * (the first signs, every one verifies). No message holds a key.
 */
export function signingKeys(option: unknown, who: 'createAddressProxy' | 'verifyAddress'): readonly string[] {
  const list: unknown[] = Array.isArray(option) ? option : [option];
  const fix =
    list.length === 0
      ? 'is an empty list: give at least the key that signs'
      : list.some((key) => typeof key !== 'string')
        ? 'must be a string (or a list of strings)'
        : list.some((key) => Array.from(key as string).length < MIN_SIGNING_KEY_LENGTH)
          ? `holds a key shorter than ${MIN_SIGNING_KEY_LENGTH} characters: make one with \`openssl rand -base64 32\``
          : undefined;
  if (fix !== undefined) throw new TypeError(`${who}: \`signingKey\` ${fix}.`);
  return list as string[];
}

/**
 * The MAC the proxy signs with, `undefined` without a `signingKey`. The key must be a secret of its own: one equal to
 * the service's key or secret (a copy-paste slip) would put the account's credentials behind every token.
 */
export function proxySigningKey(options: { key?: string | undefined; secret?: string | undefined; signingKey?: string | readonly string[] | undefined }): Mac | undefined {
  if (options.signingKey === undefined) return undefined;
  const [signing = ''] = signingKeys(options.signingKey, 'createAddressProxy');
  if (signing === options.secret || signing === options.key) {
    throw new TypeError("createAddressProxy: `signingKey` is the service's key or secret: make a separate secret (`openssl rand -base64 32`).");
  }
  return hmacSha256(signing);
}
