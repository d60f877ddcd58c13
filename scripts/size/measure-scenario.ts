import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { COMPONENT_MARKERS, LANGUAGE_MARKERS, type SizeScenario } from './scenarios.ts';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'downshift', 'msw'];
const isPeer = (id: string): boolean => PEERS.some((peer) => id === peer || id.startsWith(`${peer}/`));

/** The measured bundle of a scenario. */
export interface ScenarioSize {
  scenario: SizeScenario;
  /** Bytes of the minified bundle a page loads at once (the entry and what it imports), gzip level 9. */
  gzip: number;
  /**
   * Bytes of the chunks loaded only when asked for (a dynamic import: the other countries' format data and fields),
   * gzip level 9, each chunk on its own; 0 for a scenario without.
   */
  lazyGzip: number;
  /** Bytes of the minified bundle. */
  minified: number;
  /** The public components whose code is in the bundle. */
  components: string[];
  /** The languages besides English whose texts are in the bundle. */
  languages: string[];
  /** Whether the bundle imports React (or React DOM). */
  importsReact: boolean;
}

/** The package's entries as `package.json` exports them, each to its built file in `dist/`. */
async function distAliases(): Promise<{ find: string; replacement: string }[]> {
  const { name, exports } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { import?: { default: string } | string } | string>;
  };
  // A shop's bundler takes the `import` condition: the ES module build (the stylesheet's is a plain path).
  return Object.entries(exports)
    .flatMap(([path, target]) =>
      typeof target !== 'object' || target.import === undefined
        ? []
        : [{ path, file: typeof target.import === 'string' ? target.import : target.import.default }],
    )
    .sort((a, b) => b.path.length - a.path.length)
    .map(({ path, file }) => ({ find: `${name}${path.slice(1)}`, replacement: join(root, file) }));
}

/**
 * The one-line app of a scenario: it imports what the shop uses and keeps hold of it, so none of it is dropped (the
 * names of a second entry in a second import on the same line).
 */
export function scenarioApp({ from, imports, alsoFrom }: SizeScenario): string {
  if (imports === '*') return `import * as used from '${from}'; globalThis.app = used;\n`;
  const lines = [{ from, imports }, ...(alsoFrom === undefined ? [] : [alsoFrom])];
  const names = lines.flatMap((line) => line.imports);
  return `${lines.map((line) => `import { ${line.imports.join(', ')} } from '${line.from}'; `).join('')}globalThis.app = [${names.join(', ')}];\n`;
}

/**
 * Bundles a scenario's one-line app with Vite from the built `dist/` (run `npm run build` first) as an app is built
 * (production mode), with the peers external: its chunks, minified unless `minify` is false.
 */
export async function bundleScenario(scenario: SizeScenario, minify = true): Promise<Rolldown.OutputChunk[]> {
  const dir = await mkdtemp(join(tmpdir(), 'rae-size-'));
  try {
    const entry = join(dir, 'app.js');
    await writeFile(entry, scenarioApp(scenario));
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: dir,
      resolve: { alias: await distAliases() },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify,
        target: 'es2022',
        // An app build, not a library build: Vite keeps a library's whitespace, an app's it does not.
        rolldownOptions: { input: entry, external: isPeer },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output).filter((chunk) => chunk.type === 'chunk');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Measures a scenario's JavaScript, bundled as an app would be, gzipped at level 9. */
export async function measureScenario(scenario: SizeScenario): Promise<ScenarioSize> {
  const chunks = await bundleScenario(scenario);
  // What the page loads at once: the entry and the chunks it imports statically, and theirs.
  const initial = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  for (const name of initial)
    for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) initial.add(imported);
  const first = chunks.filter((chunk) => initial.has(chunk.fileName));
  const lazy = chunks.filter((chunk) => !initial.has(chunk.fileName));
  const code = first.map((chunk) => chunk.code).join('\n');
  return {
    scenario,
    gzip: gzipSync(code, { level: 9 }).length,
    lazyGzip: lazy.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    minified: Buffer.byteLength(code),
    components: Object.entries(COMPONENT_MARKERS)
      .filter(([, { marker }]) => marker.test(code))
      .map(([name]) => name),
    languages: Object.entries(LANGUAGE_MARKERS)
      .filter(([, marker]) => marker.test(code))
      .map(([language]) => language),
    importsReact: /from\s*["']react(-dom)?(\/[^"']*)?["']/u.test(code),
  };
}

/** The languages besides English a scenario's bundle may hold: those it imports from `react-address-entry/locales`. */
export function importedLanguages({ from, imports, alsoFrom }: SizeScenario): string[] {
  const lines = [{ from, imports }, ...(alsoFrom === undefined ? [] : [alsoFrom])].filter(
    (line) => line.from === 'react-address-entry/locales',
  );
  return lines.flatMap((line) =>
    line.imports === '*' ? Object.keys(LANGUAGE_MARKERS) : line.imports.filter((name) => name in LANGUAGE_MARKERS),
  );
}

/** The components a scenario may hold: those it imports (all, for `'*'`) and those they render, and so on down. */
export function allowedComponents({ imports }: SizeScenario): string[] {
  const allowed = new Set(
    imports === '*' ? Object.keys(COMPONENT_MARKERS) : imports.filter((name) => name in COMPONENT_MARKERS),
  );
  // A set visits what is added while it is iterated: each component's renders, then theirs.
  for (const name of allowed) for (const rendered of COMPONENT_MARKERS[name]?.renders ?? []) allowed.add(rendered);
  return [...allowed];
}
