import { addressChecker } from '../../src/server/check-address.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

/** The token the stand-in gives a German postal area of `postcode`. */
export const areaToken = (postcode: string): string => `area-token-${postcode}`;

/**
 * `checkAddress` over the reference API with its postal areas signed by a stand-in (as the proxy is to sign them,
 * issue 53 point 3) and `verifies` standing in for `verifyAddress`: what a DHL pickup's `ok` is once a postal area's
 * token verifies, what is asked to verify it, and the paths the service was asked.
 */
export function areaSigningChecker(verifies: (fields: Record<string, string>) => boolean) {
  const reference = createReferenceAddressApi();
  const asked: Record<string, string>[] = [];
  const paths: string[] = [];
  const check = addressChecker({
    basePath: '',
    timeoutMs: 1000,
    signs: true,
    perClient: false,
    forward: async (request) => {
      const { pathname } = new URL(request.url);
      paths.push(pathname);
      const answer = (await (await reference.fetch(request)).json()) as Record<string, unknown>[];
      return Response.json(
        pathname.includes('/postal-area/')
          ? answer.map((area) => ({ ...area, addressToken: areaToken(String(area.postcode)) }))
          : answer,
      );
    },
    verifies: (fields) => {
      asked.push(fields);
      return Promise.resolve(verifies(fields));
    },
  });
  return { check, asked, paths };
}
