import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const tsc = new URL('../../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
const tsx = import.meta.resolve('tsx');
/** A typecheck without skipLibCheck reads every declaration of React and React Query: slow on a busy machine. */
const TYPECHECK_MS = 180_000;

/** `tsc -p` in a shop; resolves with its diagnostics (empty when the shop compiles). */
async function typecheck(dir: string): Promise<string> {
  return run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: dir }).then(
    () => '',
    (error: unknown) => (error as { stdout?: string }).stdout ?? String(error),
  );
}

describe('the packed package in a shop with a strict layout (npm linked, only declared dependencies)', () => {
  it(
    'typechecks a file using every entry, msw handlers included, under strict without skipLibCheck',
    async () => {
      expect(await typecheck(inject('consumerWithMsw'))).toBe('');
    },
    TYPECHECK_MS,
  );

  it(
    'typechecks the main entry, /server and /testing in a shop without msw',
    async () => {
      expect(await typecheck(inject('consumerWithoutMsw'))).toBe('');
    },
    TYPECHECK_MS,
  );

  it(
    'typechecks the same file on the lowest @tanstack/react-query of the peer range',
    async () => {
      const dir = inject('consumerLowestReactQuery');
      const installed = JSON.parse(
        await readFile(join(dir, 'node_modules/@tanstack/react-query/package.json'), 'utf8'),
      ) as { version: string };
      const { peerDependencies } = JSON.parse(
        await readFile(new URL('../../../package.json', import.meta.url), 'utf8'),
      ) as { peerDependencies: Record<string, string> };
      expect(`^${installed.version}`).toBe(peerDependencies['@tanstack/react-query']);
      expect(await typecheck(dir)).toBe('');
    },
    TYPECHECK_MS,
  );

  it('runs the reference API through the client in a shop without msw, and only the msw entry needs msw', async () => {
    const dir = inject('consumerWithoutMsw');
    const { stdout } = await run(process.execPath, ['--import', tsx, join(dir, 'src/reference-without-msw.ts')], {
      cwd: dir,
    });
    const result = JSON.parse(stdout) as { postcode: string; mswEntry: string };
    expect(result.postcode).toBe('2012ES');
    expect(result.mswEntry).toMatch(/^ERR_MODULE_NOT_FOUND: Cannot find package 'msw'/u);
  });
});
