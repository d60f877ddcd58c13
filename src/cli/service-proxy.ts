import { randomBytes } from 'node:crypto';
import type { AddressProxy } from '../server/check-address.ts';
import { createAddressProxy } from '../server/create-address-proxy.ts';
import { createReferenceAddressApi } from '../testing/reference-api.ts';
import { UsageError } from './cli-args.ts';

/** The environment the settings are read from (`process.env`). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The address service the proxy calls when `ADDRESS_API_URL` is not set: as the demo and the example shop. */
const VENDOR_API = 'https://api.postcode.eu';
/** Where the proxy of `--reference` sends its lookups: never resolved, the reference API answers in this process. */
const REFERENCE_UPSTREAM = 'http://reference-api.invalid';

/** The proxy the checks go through, and what to tell about it. */
export interface CheckProxy {
  proxy: AddressProxy;
  /** The key the proxy signs its tokens with: an earlier output's tokens are verified with it. */
  signingKey: string;
  /** A note for stderr (a random signing key), if any. */
  note?: string;
}

/** A setting read from the environment, `undefined` when unset or empty. */
const setting = (env: Environment, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** A proxy from the given settings; a wrong one (a short secret or signing key) is a {@link UsageError}. */
function proxyOf(options: Parameters<typeof createAddressProxy>[0]): AddressProxy {
  try {
    return createAddressProxy(options);
  } catch (error) {
    if (error instanceof TypeError)
      throw new UsageError(error.message.replace(/^createAddressProxy: /u, 'Wrong setting: '));
    throw error;
  }
}

/**
 * The proxy of a check run, with its answer cache: in front of the service that `ADDRESS_API_URL`, `ADDRESS_API_KEY`,
 * `ADDRESS_API_SECRET` and `ADDRESS_SIGNING_KEY` name (as the demo and the example shop read them), or with
 * `reference` in front of the reference API in this process, signing with `ADDRESS_SIGNING_KEY` or a random key.
 * A missing setting is a {@link UsageError}.
 */
export function checkProxy(env: Environment, reference: boolean, fetchUpstream?: typeof fetch): CheckProxy {
  const signingKey = setting(env, 'ADDRESS_SIGNING_KEY');
  if (reference) {
    const api = createReferenceAddressApi();
    const key = signingKey ?? randomBytes(32).toString('base64url');
    const proxy = proxyOf({
      upstream: REFERENCE_UPSTREAM,
      key: 'reference',
      secret: 'reference-api-secret',
      signingKey: key,
      cache: true,
      fetch: fetchUpstream ?? ((input, init) => api.fetch(new Request(input, init))),
    });
    return signingKey === undefined
      ? {
          proxy,
          signingKey: key,
          note: 'ADDRESS_SIGNING_KEY is not set: the tokens are signed with a random key of this run, and verify only with that key (which is not kept).\n',
        }
      : { proxy, signingKey };
  }
  const missing = ['ADDRESS_API_KEY', 'ADDRESS_API_SECRET', 'ADDRESS_SIGNING_KEY'].filter(
    (name) => setting(env, name) === undefined,
  );
  if (missing.length > 0) {
    throw new UsageError(
      `Set ${missing.join(', ')} in the environment (ADDRESS_API_URL too, for another service than ${VENDOR_API}), or add --reference to check against the built-in reference API.`,
    );
  }
  return {
    signingKey: signingKey ?? '',
    proxy: proxyOf({
      upstream: setting(env, 'ADDRESS_API_URL') ?? VENDOR_API,
      key: setting(env, 'ADDRESS_API_KEY') ?? '',
      secret: setting(env, 'ADDRESS_API_SECRET') ?? '',
      signingKey: signingKey ?? '',
      cache: true,
      ...(fetchUpstream === undefined ? {} : { fetch: fetchUpstream }),
    }),
  };
}
