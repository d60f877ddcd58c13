/**
 * `npm run example:next [-- dev|start]`: the example Next.js shop (examples/next-shop) as a shop runs it, on
 * http://127.0.0.1:3000 (PORT, HOST). Builds the library and packs it to `.pack/react-address-entry.tgz` (where
 * the example's package.json points), installs the example with `npm ci` (its lock made true of the fresh tarball
 * for the install, then written back as committed: see `lockForTarball`), and runs the example's own launcher:
 * `next dev` (default) or `next build` then `next start`, the proxy on the reference API unless ADDRESS_API_KEY
 * and ADDRESS_API_SECRET are set. The same steps as the `next-shop` test project, in the repository's own folder.
 */
import { spawn } from 'node:child_process';
import { installExample, packLibrary, root } from '../../support/example-shop.ts';
import { exampleDir, nextBuild, nextEnv } from './packed-example.ts';

const mode = process.argv[2] ?? 'dev';
if (mode !== 'dev' && mode !== 'start') throw new Error('Usage: npm run example:next [-- dev|start]');

console.log('Building and packing react-address-entry to .pack/react-address-entry.tgz ...');
await packLibrary(root);
console.log('Installing examples/next-shop with npm ci ...');
await installExample(root, { restoreLock: true });
if (mode === 'start') {
  console.log('next build ...');
  console.log(await nextBuild(exampleDir, nextEnv({})));
}

// The launcher stops Next's process group on SIGINT and SIGTERM; this process waits for it and exits as it does.
const launcher = spawn(process.execPath, ['scripts/serve.mjs', mode], { cwd: exampleDir, stdio: 'inherit' });
process.on('SIGTERM', () => launcher.kill('SIGTERM'));
// Ctrl-C reaches the launcher from the terminal itself; this process only waits for it to finish.
process.on('SIGINT', () => undefined);
launcher.once('exit', (code) => process.exit(code ?? 0));
