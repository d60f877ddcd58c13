/**
 * An API report per package entry (issue 52, point 7): API Extractor reads each entry's built declarations (the
 * `types` of package.json "exports", from `npm run build`) and writes what the entry exports, as a reviewer reads it,
 * to `etc/api/<entry>.api.md`. The reports are committed, so a change of the public API shows in the diff.
 *
 * - `npm run api:update` (a build, then this script with `--update`) writes the reports;
 * - the `package` tests (`test/harness/package/api-reports.test.ts`) check them, after their build: an entry whose API differs
 *   from its committed report fails, with the report it would write left in `node_modules/.cache/api-extractor/`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';

const root = fileURLToPath(new URL('../', import.meta.url));
export const REPORT_FOLDER = join(root, 'etc/api');
const TEMP_FOLDER = join(root, 'node_modules/.cache/api-extractor');

export interface ApiEntry {
  /** The subpath of package.json "exports" (`.`, `./server`, `./testing/msw`). */
  subpath: string;
  /** The report's base name: `index`, `server`, `testing-msw`. */
  report: string;
  /** The built declarations, relative to the package's folder. */
  types: string;
}

export interface ApiReportResult extends ApiEntry {
  /** The built API differs from the committed report (in a check), or the report was rewritten (in an update). */
  changed: boolean;
  /** Errors and warnings API Extractor printed (a missing report, an unreadable declaration). */
  problems: string[];
}

/** The first `types` of an export's conditions, the `import` branch before others. */
function typesOf(conditions: unknown): string | undefined {
  if (typeof conditions !== 'object' || conditions === null) return undefined;
  const record = conditions as Record<string, unknown>;
  if (typeof record['types'] === 'string') return record['types'];
  for (const key of ['import', ...Object.keys(record).filter((k) => k !== 'import')]) {
    const found = typesOf(record[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The package's entries that have types: every subpath of "exports" but the stylesheet and package.json. */
export async function apiEntries(packageDir = root): Promise<ApiEntry[]> {
  const { exports } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return Object.entries(exports).flatMap(([subpath, conditions]) => {
    const types = typesOf(conditions);
    // The stylesheet's declaration exports nothing: no API to report.
    if (types === undefined || subpath.endsWith('.css')) return [];
    const report = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
    return [{ subpath, report, types: types.replace(/^\.\//u, '') }];
  });
}

/** Checks (or with `update`, writes) the report of one entry. */
function reportOf(entry: ApiEntry, update: boolean): ApiReportResult {
  const problems: string[] = [];
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: join(root, entry.types),
      compiler: {
        // The declarations only, with the DOM and Node types they name; the peers' types from node_modules.
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2024', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: ['node'],
          },
          files: [join(root, entry.types)],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.report,
        reportFolder: REPORT_FOLDER,
        reportTempFolder: TEMP_FOLDER,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The package uses no release tags (@public, @beta): every export is public.
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        },
        // Doc comments are prose for people, not the API's shape: their TSDoc syntax is not checked here.
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback: (message: ExtractorMessage) => {
      message.handled = true;
      if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning)
        problems.push(message.formatMessageWithLocation(root));
    },
  });
  if (!result.succeeded && problems.length === 0 && !result.apiReportChanged)
    problems.push(`API Extractor failed on ${entry.types} (${String(result.errorCount)} errors)`);
  return { ...entry, changed: result.apiReportChanged, problems };
}

/** Checks (or writes) the report of every entry of package.json "exports"; needs the build. */
export async function apiReports({ update }: { update: boolean }): Promise<ApiReportResult[]> {
  if (update) await mkdir(REPORT_FOLDER, { recursive: true });
  return (await apiEntries()).map((entry) => reportOf(entry, update));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update');
  const results = await apiReports({ update });
  for (const r of results) {
    const state = r.changed
      ? update
        ? 'updated'
        : 'differs from the build: run `npm run api:update` and commit it'
      : 'unchanged';
    process.stdout.write(
      `etc/api/${r.report}.api.md (${r.subpath}): ${state}\n${r.problems.map((p) => `  ${p}\n`).join('')}`,
    );
  }
  if (results.some((r) => r.problems.length > 0 || (!update && r.changed))) process.exitCode = 1;
}
