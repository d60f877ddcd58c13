import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProxy } from '../../src/cli/service-proxy.ts';
import {
  clientKeyFromHeader,
  createAddressProxy,
  verifyAddress,
  type AddressProxyOptions,
  type ProxyErrorEvent,
} from '../../src/server/index.ts';

const good: AddressProxyOptions = {
  upstream: 'https://api.example',
  key: 'shop-key',
  secret: 'Sup3r-S3cret-Value',
  basePath: '/api/address',
};

/** A value that stands for a token someone put into a setting: it must never come back in a message. */
const marker = fc.stringMatching(/^[A-Za-z0-9]{12,24}$/u).map((text) => `Tok${text}`);

/** The message of what `run` throws (synchronously or as a rejection). */
async function messageOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected a throw');
}

describe('no setting’s value in an error message (issue 50, point 7)', () => {
  it('createAddressProxy names the setting that is wrong and never echoes its value', async () => {
    const wrongSettings = (m: string): Partial<Record<keyof AddressProxyOptions, unknown>>[] => [
      { upstream: `https://api.example/?secret=${m}` },
      { upstream: `https://api.example/#${m}` },
      { upstream: `api.example/${m}` },
      { upstream: m },
      { basePath: `/api?${m}` },
      { basePath: m },
      { allowedOrigins: [`https://shop.example/${m}`] },
      { allowedOrigins: ['https://shop.example', m] },
    ];
    await fc.assert(
      fc.asyncProperty(marker, async (m) => {
        for (const wrong of wrongSettings(m)) {
          const message = await messageOf(() => createAddressProxy({ ...good, ...wrong } as AddressProxyOptions));
          expect(message).toMatch(/^createAddressProxy: `(upstream|basePath|allowedOrigins)`/u);
          expect(message).not.toContain(m);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('the CLI’s settings from the environment come back as "Wrong setting" without their value', () => {
    const url = 'https://api.example/?secret=TokFromTheEnvironment';
    const env = {
      ADDRESS_API_URL: url,
      ADDRESS_API_KEY: 'k',
      ADDRESS_API_SECRET: 'Sup3r-S3cret-Value',
      ADDRESS_SIGNING_KEY: 'x'.repeat(32),
    };
    expect(() => checkProxy(env, false)).toThrow(/^Wrong setting: `upstream` must be a base URL without a query/u);
    let message = '';
    try {
      checkProxy(env, false);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('TokFromTheEnvironment');
  });

  it('verifyAddress’s names and clientKeyFromHeader say what is wrong without the name given', async () => {
    const fields = { addressStatus: 'validated', addressToken: 'x' };
    await fc.assert(
      fc.asyncProperty(marker, async (m) => {
        for (const names of [
          { city: m, street: m },
          { postcode: m, token: m },
        ]) {
          const message = await messageOf(() => verifyAddress(fields, { signingKey: 'k'.repeat(32), names }));
          expect(message).toMatch(/both read one field/u);
          expect(message).not.toContain(m);
        }
        const header = await messageOf(() => clientKeyFromHeader(`${m} bad`));
        expect(header).toMatch(/not a header name/u);
        expect(header).not.toContain(m);
      }),
      { numRuns: 20 },
    );
  });

  it('a failure that quotes the upstream URL reaches onError with the URL masked', async () => {
    const upstream = 'https://TokUpstreamHost.example/account-7f3a';
    const events: ProxyErrorEvent[] = [];
    const proxy = createAddressProxy({
      ...good,
      upstream,
      onError: (event) => events.push(event),
      fetch: (input) =>
        Promise.reject(
          new TypeError(
            `request to ${input instanceof Request ? input.url : input.toString()} failed, reason: connect ECONNREFUSED`,
          ),
        ),
    });
    const answer = await proxy(new Request('https://shop.test/api/address/nl/v1/addresses/postcode/2012ES/30'));
    expect(answer.status).toBe(502);
    expect(events).toHaveLength(1);
    expect(events[0]?.cause).toMatch(/request to <upstream>\/nl\/v1\/addresses\/postcode\/2012ES\/30 failed/u);
    expect(JSON.stringify(events)).not.toContain('TokUpstreamHost');
  });
});
