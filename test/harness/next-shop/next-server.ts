import { freePort } from '../../support/free-port.ts';
import { startGroup, type StartedGroup } from '../../support/process-group.ts';

/** `next start` of the built shop on a free loopback port. */
export async function nextStart(shop: string, env: NodeJS.ProcessEnv): Promise<StartedGroup> {
  const port = await freePort();
  return startGroup(
    [process.execPath, 'node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: shop,
      env: { ...env, ADDRESS_PROXY_URL: `http://127.0.0.1:${port}/api/address` },
      ready: (output) => (/Ready in/u.test(output) ? `http://127.0.0.1:${port}` : undefined),
    },
  );
}
