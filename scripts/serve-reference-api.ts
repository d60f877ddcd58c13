/**
 * Serves the reference API on 127.0.0.1 for development: `npm run api`.
 *
 * Environment: PORT (default 8787), HOST (default 127.0.0.1), and optionally REFERENCE_API_KEY and
 * REFERENCE_API_SECRET to require Basic credentials as the real service does.
 */
import { serveFetchHandler } from './loopback-server.ts';
import { createReferenceAddressApi } from '../src/testing/index.ts';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const key = process.env.REFERENCE_API_KEY;
const secret = process.env.REFERENCE_API_SECRET;
const credentials = key !== undefined && secret !== undefined ? { key, secret } : undefined;

const api = createReferenceAddressApi(credentials === undefined ? {} : { credentials });
const server = await serveFetchHandler(api.fetch, { port, host });
const base = server.url;
console.log(
  `Reference address API on ${base} (${credentials === undefined ? 'no credentials' : 'Basic credentials required'})`,
);
console.log('Try:');
console.log(`  ${base}/nl/v1/addresses/exact/Haarlem/Julianastraat/30`);
console.log(`  ${base}/nl/v1/addresses/exact/Hengelo/Kerkstraat/1          (409: city not unique)`);
console.log(`  ${base}/be/v1/autocomplete/house-number/11002/824/2610/nl/none/36`);
console.log(`  ${base}/de/v1/autocomplete/house-number/14612000/1817/01219/none/36`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
