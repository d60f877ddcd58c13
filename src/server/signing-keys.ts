import { hmacSha256, type Mac } from './hmac.ts';

/** The shortest signing key taken: a token lets anyone test guesses of the key offline, so it must be strong. */
const MIN_SIGNING_KEY_LENGTH = 32;

/** The signing keys of a `signingKey` option, first the one that signs, or a `TypeError` from `who`; no message holds a key. */
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

/** The MAC the proxy signs with, `undefined` without a `signingKey`; a key equal to the service's credentials is refused. */
export function proxySigningKey(options: {
  key?: string | undefined;
  secret?: string | undefined;
  signingKey?: string | readonly string[] | undefined;
}): Mac | undefined {
  if (options.signingKey === undefined) return undefined;
  const [signing = ''] = signingKeys(options.signingKey, 'createAddressProxy');
  if (signing === options.secret || signing === options.key) {
    throw new TypeError(
      "createAddressProxy: `signingKey` is the service's key or secret: make a separate secret (`openssl rand -base64 32`).",
    );
  }
  return hmacSha256(signing);
}
