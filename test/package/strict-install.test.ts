import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
const tsx = import.meta.resolve('tsx');

/** `tsc -p` in a shop; resolves with its diagnostics (empty when the shop compiles). */
async function typecheck(dir: string): Promise<string> {
  return run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: dir }).then(
    () => '',
    (error: unknown) => (error as { stdout?: string }).stdout ?? String(error),
  );
}

describe('the packed package in a shop with a strict layout (npm linked, only declared dependencies)', () => {
  it('typechecks a file using every entry, msw handlers included, under strict without skipLibCheck', async () => {
    expect(await typecheck(inject('consumerWithMsw'))).toBe('');
  });

  it('typechecks the main entry, /server and /testing in a shop without msw', async () => {
    expect(await typecheck(inject('consumerWithoutMsw'))).toBe('');
  });

  it('runs the reference API through the client in a shop without msw, and only the msw entry needs msw', async () => {
    const dir = inject('consumerWithoutMsw');
    const { stdout } = await run(process.execPath, ['--import', tsx, join(dir, 'src/reference-without-msw.ts')], { cwd: dir });
    const result = JSON.parse(stdout) as { postcode: string; mswEntry: string };
    expect(result.postcode).toBe('2012ES');
    expect(result.mswEntry).toMatch(/^ERR_MODULE_NOT_FOUND: Cannot find package 'msw'/u);
  });
});
