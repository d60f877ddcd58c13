import { build } from 'vite';
import { buildCli } from '../../../scripts/build-cli.ts';

/**
 * Vitest global setup of the `package` project: the library build the packaging tests inspect, as `npm run build`
 * makes it: the ES module build (vite.config.ts), then the CommonJS build beside it (vite.cjs.config.ts). Vitest sets
 * NODE_ENV to `test`, under which the React plugin would emit the development JSX runtime; the build must be the
 * one `npm run build` ships (the library, then the bin bundled on its own), so it runs as production.
 */
export default async function buildLibrary(): Promise<void> {
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    for (const config of ['../../../vite.config.ts', '../../../vite.cjs.config.ts']) {
      await build({ configFile: new URL(config, import.meta.url).pathname, logLevel: 'warn', mode: 'production' });
    }
    await buildCli();
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}
