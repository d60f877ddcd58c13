/**
 * `npm start`: the demo checkout on http://127.0.0.1:5173 (PORT, HOST). With ADDRESS_API_KEY and ADDRESS_API_SECRET
 * set, the proxy calls the real service (ADDRESS_API_URL, by default the vendor's API); otherwise the reference API.
 */
import { startDemoServer, type DemoUpstream } from './server.ts';

const { ADDRESS_API_KEY: key, ADDRESS_API_SECRET: secret, ADDRESS_API_URL: url = 'https://api.postcode.eu' } = process.env;
const upstream: DemoUpstream | undefined = key && secret ? { url, key, secret } : undefined;

const demo = await startDemoServer({
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  ...(upstream === undefined ? {} : { upstream }),
});
console.log(`Demo checkout: ${demo.url}`);
console.log(`Proxy: ${demo.url}/api/address → ${demo.upstream}`);
if (upstream === undefined) console.log('Set ADDRESS_API_KEY and ADDRESS_API_SECRET (and ADDRESS_API_URL) to use the real service.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
}
