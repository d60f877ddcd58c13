import { build } from 'vite';

/** Vitest global setup of the `package` project: the library build the packaging tests inspect. */
export default async function buildLibrary(): Promise<void> {
  await build({ configFile: new URL('../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' });
}
