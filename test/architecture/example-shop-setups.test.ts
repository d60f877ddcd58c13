import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The example shops' test projects (`jest-shop`, `next-shop`, `react-router-shop`) start alike: the library built and packed, the example
 * copied to a temporary folder and installed with `npm ci`, the folder removed when the setup fails or the run ends.
 * Those steps are written once, in test/support/example-shop.ts (issue 59, point 8), so a fix to one (a stale lock, a
 * cache miss) reaches all; and no project reaches into another's folder for them.
 */
const root = new URL('../../', import.meta.url).pathname;
const SHOPS = ['jest-shop', 'next-shop', 'react-router-shop'] as const;
/** The shared steps, by the names a setup would call them by if it wrote them out again. */
const STEPS = ['mkdtemp', 'packLibrary', 'copyExample', 'installExample', 'removeDir'];

const read = (path: string) => readFile(join(root, path), 'utf8');
const importsOf = (text: string) =>
  [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gmu)].map((match) => match[1] ?? '');

describe('the example shops’ global setups', () => {
  it.each(SHOPS)('%s builds, packs and installs its example through the one shared module', async (shop) => {
    const setup = await read(`test/harness/${shop}/global-setup.ts`);
    expect(setup).toMatch(/import \{[^}]*\bsetUpExampleShop\b[^}]*\} from '\.\.\/\.\.\/support\/example-shop\.ts';/u);
    expect(setup).toContain(`setUpExampleShop('${shop}',`);
    expect(STEPS.filter((step) => new RegExp(`\\b${step}\\(`, 'u').test(setup))).toEqual([]);
  });

  it.each(SHOPS)('%s takes nothing from another shop’s folder', async (shop) => {
    const others = SHOPS.filter((each) => each !== shop);
    const files = (await readdir(join(root, 'test', 'harness', shop))).filter((file) => file.endsWith('.ts'));
    const reaching: string[] = [];
    for (const file of files) {
      for (const target of importsOf(await read(`test/harness/${shop}/${file}`)))
        if (others.some((other) => target.includes(`/${other}/`))) reaching.push(`${file}: ${target}`);
    }
    expect(reaching).toEqual([]);
  });

  it('finds the shared module where the setups import it from', async () => {
    expect(await read('test/support/example-shop.ts')).toContain('export async function setUpExampleShop(');
  });
});
