import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { lockForTarball, TARBALL } from '../../support/example-shop.ts';
import { exampleDir } from './packed-example.ts';

/** The example shop as the project's global setup installed and built it (in `<temp>/examples/next-shop`). */
const shop = inject('nextShop');
const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;
const sha512 = (bytes: Buffer) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

describe('the example shop’s install and build', () => {
  it('installed the tarball just packed, not one npm cached under the committed lock’s integrity', async () => {
    const tarball = await readFile(join(shop, '../..', TARBALL));
    const installed = await readJson<{ packages: Record<string, { integrity?: string; resolved?: string }> }>(
      join(shop, 'node_modules/.package-lock.json'),
    );
    expect(installed.packages['node_modules/react-address-entry']).toMatchObject({
      resolved: 'file:../../.pack/react-address-entry.tgz',
      integrity: sha512(tarball),
    });
  });

  it('makes the lock true of a tarball: integrity, version and dependency fields, the rest of the lock as committed', async () => {
    const committed = await readFile(join(exampleDir, 'package-lock.json'), 'utf8');
    const bytes = Buffer.from('another build of the package');
    const fixed = JSON.parse(
      lockForTarball(committed, bytes, {
        name: 'react-address-entry',
        version: '9.9.9',
        peerDependencies: { react: '^19.0.0' },
      }),
    ) as { packages: Record<string, Record<string, unknown>> };
    const before = JSON.parse(committed) as { packages: Record<string, Record<string, unknown>> };
    const { ['node_modules/react-address-entry']: entry, ...others } = fixed.packages;
    expect(entry).toEqual({
      resolved: 'file:../../.pack/react-address-entry.tgz',
      version: '9.9.9',
      peerDependencies: { react: '^19.0.0' },
      integrity: sha512(bytes),
    });
    const { ['node_modules/react-address-entry']: _entry, ...committedOthers } = before.packages;
    expect(others).toEqual(committedOthers);
  });

  it('builds with next build: TypeScript 6, strict, no skipLibCheck, and no warning about the package', async () => {
    const output = inject('nextShopBuildOutput');
    expect(output).toMatch(/Compiled successfully/u);
    expect(output).toMatch(/Finished TypeScript/u);
    const { compilerOptions } = await readJson<{ compilerOptions: Record<string, unknown> }>(
      join(shop, 'tsconfig.json'),
    );
    expect(compilerOptions).toMatchObject({ strict: true, skipLibCheck: false });
    expect((await readJson<{ version: string }>(join(shop, 'node_modules/typescript/package.json'))).version).toMatch(
      /^6\./u,
    );
    // Next's own notices are the only warnings: about the edge route, and (with CI set, as on CI) about its build
    // cache, which a fresh clone never has.
    const warnings = output.split('\n').filter((line) => /⚠|warn/iu.test(line));
    expect(
      warnings.filter(
        (line) => !/Edge Runtime is deprecated|Using edge runtime on a page|No build cache found/u.test(line),
      ),
      output,
    ).toEqual([]);
    expect(output).not.toMatch(/react-address-entry/u);
    console.info(`next-shop global setup, seconds: ${JSON.stringify(inject('nextShopSetupSeconds'))}`);
  });
});
