/**
 * `npm start`: the demo checkout on http://127.0.0.1:5173 (PORT, HOST). With ADDRESS_API_KEY and ADDRESS_API_SECRET
 * set, the proxy calls the real service (ADDRESS_API_URL, by default the vendor's API); otherwise the reference API.
 */
import { startDemoServer, type DemoUpstream } from './server.ts';

const {
  ADDRESS_API_KEY: key,
  ADDRESS_API_SECRET: secret,
  ADDRESS_API_URL: url = 'https://api.postcode.eu',
} = process.env;
const upstream: DemoUpstream | undefined = key && secret ? { url, key, secret } : undefined;

const demo = await startDemoServer({
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  cache: true,
  ...(upstream === undefined ? {} : { upstream }),
});
console.log(`Demo checkout: ${demo.url}`);
console.log(`Proxy: ${demo.url}/api/address → ${demo.upstream}`);
console.log(
  `Budget: ${demo.budget.requests} lookups per browser per ${demo.budget.perSeconds / 60} minutes (then 429, and the checkout offers to go on unverified); repeated lookups come from the proxy's cache.`,
);
if (upstream === undefined)
  console.log('Set ADDRESS_API_KEY and ADDRESS_API_SECRET (and ADDRESS_API_URL) to use the real service.');

/** A close that hangs (a dev server waiting on a socket) must not keep a stopped demo alive. */
const CLOSE_WITHIN_MS = 5000;

// `npm start` runs this file in the script's own process (`exec node --import tsx`): no shell or tsx launcher sits
// between npm and the servers, so the SIGTERM that npm forwards (a process manager, `kill`) reaches this handler
// instead of killing an intermediate process and orphaning the servers. Ctrl-C's SIGINT is handled the same way.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the demo checkout.`);
    setTimeout(() => process.exit(1), CLOSE_WITHIN_MS).unref();
    void demo.close().then(() => process.exit(0));
  });
}
