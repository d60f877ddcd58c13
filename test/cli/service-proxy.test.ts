import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/cli-args.ts';
import { checkProxy } from '../../src/cli/service-proxy.ts';
import { verifyAddress } from '../../src/server/index.ts';

const SIGNING_KEY = 'a-signing-key-of-at-least-32-characters';
const service = {
  ADDRESS_API_KEY: 'shop-key',
  ADDRESS_API_SECRET: 'Sup3r-S3cret-Value',
  ADDRESS_SIGNING_KEY: SIGNING_KEY,
};
const haarlem = { country: 'NL', postcode: '2012ES', houseNumber: 30 };

/** An upstream that records each URL and Authorization header it is asked with, and is down. */
function downUpstream() {
  const asked: { url: string; authorization: string | null }[] = [];
  const fetchUpstream = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({
      url: input instanceof Request ? input.url : input.toString(),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return Promise.resolve(new Response('down', { status: 503 }));
  });
  return { asked, fetchUpstream };
}

describe('checkProxy with --reference', () => {
  it('checks against the reference API in this process, signing with a random key of the run, and says so', async () => {
    const first = checkProxy({}, true);
    expect(first.note).toMatch(/^ADDRESS_SIGNING_KEY is not set: the tokens are signed with a random key of this run/u);
    expect(first.signingKey).toMatch(/^[\w-]{43}$/u);
    expect(checkProxy({ ADDRESS_SIGNING_KEY: '' }, true).signingKey).not.toBe(first.signingKey);
    const checked = await first.proxy.checkAddress(haarlem);
    expect(checked).toMatchObject({ ok: true, address: { street: 'Julianastraat', city: 'Haarlem' } });
    if (!checked.ok) throw new Error('expected an ok check');
    const posted = {
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      addressStatus: 'validated',
      addressToken: checked.token,
    };
    await expect(verifyAddress(posted, { signingKey: first.signingKey })).resolves.toMatchObject({ ok: true });
  });

  it('signs with ADDRESS_SIGNING_KEY when it is set, and has nothing to say', () => {
    const { signingKey, note } = checkProxy({ ADDRESS_SIGNING_KEY: SIGNING_KEY }, true);
    expect(signingKey).toBe(SIGNING_KEY);
    expect(note).toBeUndefined();
  });
});

describe('checkProxy against a service', () => {
  it('asks the service at ADDRESS_API_URL with the key and secret of the environment', async () => {
    const { asked, fetchUpstream } = downUpstream();
    const { proxy, signingKey, note } = checkProxy(
      { ...service, ADDRESS_API_URL: 'https://service.example/api' },
      false,
      fetchUpstream,
    );
    expect(signingKey).toBe(SIGNING_KEY);
    expect(note).toBeUndefined();
    await expect(proxy.checkAddress(haarlem)).resolves.toMatchObject({ ok: false, reason: 'unavailable' });
    expect(asked[0]?.url).toMatch(/^https:\/\/service\.example\/api\//u);
    expect(asked[0]?.authorization).toBe(`Basic ${btoa('shop-key:Sup3r-S3cret-Value')}`);
  });

  it('asks api.postcode.eu when ADDRESS_API_URL is unset or empty', async () => {
    const { asked, fetchUpstream } = downUpstream();
    await checkProxy({ ...service, ADDRESS_API_URL: '' }, false, fetchUpstream).proxy.checkAddress(haarlem);
    expect(asked[0]?.url).toMatch(/^https:\/\/api\.postcode\.eu\//u);
  });

  it('names every setting that is missing or empty, and the way out with --reference', () => {
    const missing = (env: Record<string, string>) => () => checkProxy(env, false);
    expect(missing({})).toThrow(UsageError);
    expect(missing({})).toThrow(
      /^Set ADDRESS_API_KEY, ADDRESS_API_SECRET, ADDRESS_SIGNING_KEY in the environment .*add --reference/u,
    );
    expect(missing({ ...service, ADDRESS_API_SECRET: '' })).toThrow(/^Set ADDRESS_API_SECRET in the environment/u);
  });

  it('tells a wrong setting as a usage mistake, not as a crash', () => {
    expect(() => checkProxy({ ...service, ADDRESS_API_SECRET: 'short' }, false)).toThrow(UsageError);
    expect(() => checkProxy({ ...service, ADDRESS_API_SECRET: 'short' }, false)).toThrow(/^Wrong setting: `secret`/u);
    expect(() => checkProxy({ ADDRESS_SIGNING_KEY: 'short' }, true)).toThrow(/^Wrong setting: `signingKey`/u);
  });
});
