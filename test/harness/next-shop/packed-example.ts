import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../support/example-shop.ts';

/*
 * The example Next.js shop's own steps, after the pack and install every example shop shares
 * (test/support/example-shop.ts): where it is committed, the environment of Next's processes, and `next build`.
 */

const run = promisify(execFile);

/** The example Next.js shop, as committed. */
export const exampleDir = join(root, 'examples/next-shop');

/** The environment of Next's processes: no telemetry, nothing reaching the internet. */
export const nextEnv = (settings: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ...settings,
});

/** `next build` in the shop; resolves to what it printed (kept whole for a failure's message). */
export async function nextBuild(shop: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: shop,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return `${stdout}${stderr}`;
}
