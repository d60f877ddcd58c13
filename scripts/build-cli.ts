/**
 * The bin, `react-address-entry check <file.csv>` (package.json "bin"), as one file: `dist/cli.js`, with its npm
 * dependencies (`csv-parse`, `csv-stringify`, `cli-progress` and what they import) inlined, so the package declares no
 * dependency and a browser shop's install holds only what the browser entries use (issue 52, point 6). Node's own
 * modules stay imports. The licences of what is inlined ship beside it, in `dist/cli.THIRD-PARTY-LICENSES.txt`.
 *
 * Runs after `vite build` (which empties `dist/`): `npm run build`, and the `package` tests' global setup.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const OUT = 'dist/cli.js';
export const CLI_LICENSES = 'dist/cli.THIRD-PARTY-LICENSES.txt';

/** Licences whose terms a notice beside the code meets. Anything else stops the build, to be looked at. */
const ALLOWED_LICENSES = new Set(['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD']);
const LICENSE_FILE = /^(licen[cs]e|copying)([-.][\w.-]*)?$/iu;

interface BundledPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** `node_modules/a/b.js` → `node_modules/a`; `node_modules/@s/a/b.js` → `node_modules/@s/a` (the innermost one). */
function packageDirOf(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  if (at === -1) return undefined;
  const rest = input.slice(at + 'node_modules/'.length).split('/');
  const nameParts = rest[0]?.startsWith('@') === true ? rest.slice(0, 2) : rest.slice(0, 1);
  return `${input.slice(0, at)}node_modules/${nameParts.join('/')}`;
}

async function bundledPackage(dir: string): Promise<BundledPackage> {
  const manifest = JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: unknown;
  };
  const license = typeof manifest.license === 'string' ? manifest.license : '';
  if (!ALLOWED_LICENSES.has(license))
    throw new Error(
      `build-cli: ${manifest.name} is licensed "${license}", not one of ${[...ALLOWED_LICENSES].join(', ')}: look at its terms before bundling it.`,
    );
  const file = (await readdir(join(root, dir))).find((name) => LICENSE_FILE.test(name));
  if (file === undefined)
    throw new Error(`build-cli: ${manifest.name} ships no licence file to keep beside the bundle.`);
  return {
    name: manifest.name,
    version: manifest.version,
    license,
    text: (await readFile(join(root, dir, file), 'utf8')).trim(),
  };
}

/** Bundles the bin into `dist/cli.js` and writes the notices of the packages it inlines; returns their names. */
export async function buildCli(): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    outfile: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    // cli-progress is CommonJS and requires Node's `events` and `readline`: an ES module has no `require` of its own.
    banner: {
      js: [
        `// react-address-entry's bin. It inlines npm packages: their licences are in ${CLI_LICENSES.slice('dist/'.length)}.`,
        "import { createRequire as __raeCreateRequire } from 'node:module';",
        'const require = __raeCreateRequire(import.meta.url);',
      ].join('\n'),
    },
  });
  const dirs = [
    ...new Set(
      Object.keys(result.metafile.inputs)
        .map(packageDirOf)
        .filter((dir) => dir !== undefined),
    ),
  ];
  const packages = (await Promise.all(dirs.map(bundledPackage))).sort((a, b) => a.name.localeCompare(b.name));
  const notices = packages.map(
    (p) => `${'='.repeat(78)}\n${p.name}@${p.version} (${p.license})\n${'='.repeat(78)}\n\n${p.text}\n`,
  );
  await writeFile(
    join(root, CLI_LICENSES),
    `react-address-entry's bin (dist/cli.js) includes the following packages, under their own licences.\n\n${notices.join('\n')}`,
  );
  return packages.map((p) => p.name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
