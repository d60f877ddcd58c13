/**
 * Benchmark 4: the proxy's overhead, with autocannon on loopback for a bounded time. Each server runs in its own
 * process, apart from autocannon. The reference API served directly is compared with the same API behind the proxy
 * (in-process upstream, so the figure is the proxy's own work: checks, re-encoding, headers) and, for information,
 * behind the proxy with a loopback HTTP hop to the reference API in a third process.
 */
import autocannon from 'autocannon';
import { basicAuthorization } from '../../src/api/basic-auth.ts';
import type { BenchResult } from './bench-harness.ts';
import { benchCredentials as credentials, serveInProcess } from './server-process.ts';

const PATH = '/nl/v1/addresses/exact/Haarlem/Julianastraat/30';

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: 5, headers: { Accept: 'application/json', ...headers } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

export async function proxyOverhead(): Promise<BenchResult> {
  const direct = await serveInProcess('reference-api');
  const inProcess = await serveInProcess('proxy');
  const overHttp = await serveInProcess('proxy', direct.url);
  try {
    // Direct calls carry the credentials themselves, as the proxy's would.
    const authorization = { Authorization: basicAuthorization(credentials) };
    await load(direct.url + PATH, authorization); // warm-ups: each process compiles its hot paths first
    await load(inProcess.url + PATH);
    await load(overHttp.url + PATH);
    const base = await load(direct.url + PATH, authorization);
    const proxied = await load(inProcess.url + PATH);
    const hop = await load(overHttp.url + PATH);
    return {
      title: 'Proxy overhead',
      method: 'autocannon, 10 connections for 5 s each on loopback, GET of one Dutch address (after a warm-up run of each server), every server in its own Node process apart from autocannon: the reference API served directly, then behind createAddressProxy with the reference API as an in-process upstream (the proxy\'s own work), then behind the proxy with a loopback HTTP hop to the reference API in a third process (for information: the HTTP client\'s cost, which any proxy has). Targets: at most 1 ms added at p50, at least 80 % of direct throughput.',
      figures: [
        { name: 'direct p50', value: base.p50, unit: 'ms' },
        { name: 'direct throughput', value: Math.round(base.rps), unit: 'req/s' },
        { name: 'added p50 (proxy)', value: proxied.p50 - base.p50, unit: 'ms', target: { op: '<=', value: 1 } },
        { name: 'added p99 (proxy)', value: proxied.p99 - base.p99, unit: 'ms' },
        { name: 'throughput ratio (proxy)', value: Math.round((proxied.rps / base.rps) * 100), unit: '%', target: { op: '>=', value: 80 } },
        { name: 'added p50 (proxy + HTTP hop)', value: hop.p50 - base.p50, unit: 'ms' },
        { name: 'throughput ratio (proxy + HTTP hop)', value: Math.round((hop.rps / base.rps) * 100), unit: '%' },
      ],
      raw: { direct: base, proxy: proxied, proxyWithHttpHop: hop },
    };
  } finally {
    await Promise.all([direct.close(), inProcess.close(), overHttp.close()]);
  }
}
