import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { docPages } from '../../docs/markdown.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const tsc = join(root, 'node_modules/typescript/bin/tsc');

interface CodeBlock {
  line: number;
  language: 'ts' | 'tsx';
  code: string;
}

/** Every ```ts and ```tsx block of a Markdown or MDX text, with the line it starts on. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of markdown.matchAll(/^```(ts|tsx|typescript)[ \t]*\n([\s\S]*?)^```[ \t]*$/gmu)) {
    const [, language = 'ts', code = ''] = match;
    blocks.push({
      line: markdown.slice(0, match.index).split('\n').length,
      language: language === 'tsx' ? 'tsx' : 'ts',
      code,
    });
  }
  return blocks;
}

/** The README and every page of the documentation site, as paths from the repository's root. */
const documents = async (): Promise<string[]> => ['README.md', ...(await docPages())];

/** A block that is a file of the example shop, typechecked where it lives (the `next-shop` project compares them). */
const isExampleFile = (block: CodeBlock) => /^\/\/ examples\//u.test(block.code);

describe('the code examples of the README and the documentation site', () => {
  it('finds ts and tsx blocks, and only them', () => {
    const markdown = [
      '# t',
      '```ts',
      'const a = 1;',
      '```',
      '```sh',
      'npm i',
      '```',
      '```tsx',
      'const b = <i />;',
      '```',
      '',
    ].join('\n');
    expect(codeBlocks(markdown)).toEqual([
      { line: 2, language: 'ts', code: 'const a = 1;\n' },
      { line: 8, language: 'tsx', code: 'const b = <i />;\n' },
    ]);
  });

  it('compile under strict against the packed package, each as a module of its own', async () => {
    const shop = inject('consumerWithMsw');
    const dir = join(shop, 'docs-examples');
    await mkdir(dir, { recursive: true });
    // The shop's settings (strict, noImplicitAny, no skipLibCheck) with Node's types for the server examples, and
    // CSS imports typed as a bundler's client types declare them.
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { types: ['node'] }, include: ['.'] }),
    );
    await writeFile(join(dir, 'bundler.d.ts'), "declare module '*.css' {}\n");
    let count = 0;
    for (const document of await documents()) {
      const blocks = codeBlocks(await readFile(join(root, document), 'utf8')).filter((block) => !isExampleFile(block));
      // A file name a diagnostic points back with: docs/server/proxy.mdx line 40 → docs__server__proxy.mdx-line-40.ts
      const name = document.replaceAll('/', '__');
      for (const { line, language, code } of blocks)
        await writeFile(join(dir, `${name}-line-${String(line)}.${language}`), `${code}\nexport {};\n`);
      count += blocks.length;
    }
    expect(count).toBeGreaterThanOrEqual(40);
    const diagnostics = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => '',
      (error: unknown) => (error as { stdout?: string }).stdout ?? String(error),
    );
    expect(diagnostics).toBe('');
  }, 240_000);
});
