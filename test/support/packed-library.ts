import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import buildLibrary from '../harness/package/build-library.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
/**
 * Where this process keeps the tarball it packed, for the next global setup that needs one: in the checkout's own
 * `.pack/` (git ignores it), not in node_modules, which checkouts of one machine may share (a symlink), where another
 * checkout's run would write its own tarball after this process started, and this one would take it.
 */
const PACKED = join(root, '.pack/test-run/react-address-entry.tgz');

/** Whether `path` was written since this process started (and so from the sources it tests). */
async function writtenByThisProcess(path: string): Promise<boolean> {
  const started = Date.now() - process.uptime() * 1000;
  return stat(path).then(
    (file) => file.mtimeMs >= started,
    () => false,
  );
}

/**
 * The package built (`npm run build`) and packed as `npm publish` would, once per Vitest process: in `npm test` the
 * `package` and `next-shop` projects' global setups run one after another in the same process, and the second one
 * takes the build and the tarball of the first. Returns the tarball's path; copy it, do not move it.
 */
export async function packedLibrary(): Promise<string> {
  if (!(await writtenByThisProcess(join(root, 'dist/index.js')))) await buildLibrary();
  if (await writtenByThisProcess(PACKED)) return PACKED;
  await mkdir(join(PACKED, '..'), { recursive: true });
  const packDir = await mkdtemp(`${PACKED}-`);
  try {
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    await rename(join(packDir, filename), PACKED);
  } finally {
    await rm(packDir, { recursive: true, force: true });
  }
  return PACKED;
}
