import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;

interface CodeBlock { line: number; language: 'ts' | 'tsx'; code: string }

/** Every ```ts and ```tsx block of the README, with the line it starts on. */
export function readmeCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of markdown.matchAll(/^```(ts|tsx|typescript)[ \t]*\n([\s\S]*?)^```[ \t]*$/gmu)) {
    const [, language = 'ts', code = ''] = match;
    blocks.push({ line: markdown.slice(0, match.index).split('\n').length, language: language === 'tsx' ? 'tsx' : 'ts', code });
  }
  return blocks;
}

describe('the README examples', () => {
  it('finds ts and tsx blocks, and only them', () => {
    const markdown = ['# t', '```ts', 'const a = 1;', '```', '```sh', 'npm i', '```', '```tsx', 'const b = <i />;', '```', ''].join('\n');
    expect(readmeCodeBlocks(markdown)).toEqual([
      { line: 2, language: 'ts', code: 'const a = 1;\n' },
      { line: 8, language: 'tsx', code: 'const b = <i />;\n' },
    ]);
  });

  it('compile under strict against the packed package, each as a module of its own', async () => {
    // The Next.js section's blocks are the example shop's own files, typechecked where they live (the `next-shop` project).
    const blocks = readmeCodeBlocks(await readFile(new URL('../../README.md', import.meta.url), 'utf8')).filter((block) => !/^\/\/ examples\//u.test(block.code));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const shop = inject('consumerWithMsw');
    const dir = join(shop, 'readme');
    await mkdir(dir, { recursive: true });
    // The shop's settings (strict, noImplicitAny, no skipLibCheck) with Node's types for the server examples, and
    // CSS imports typed as a bundler's client types declare them.
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { types: ['node'] }, include: ['.'] }));
    await writeFile(join(dir, 'bundler.d.ts'), "declare module '*.css' {}\n");
    for (const { line, language, code } of blocks) {
      await writeFile(join(dir, `readme-line-${line}.${language}`), `${code}\nexport {};\n`);
    }
    const diagnostics = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: dir }).then(
      () => '',
      (error: unknown) => (error as { stdout?: string }).stdout ?? String(error),
    );
    // A diagnostic names the README line its block starts on (readme-line-N).
    expect(diagnostics).toBe('');
  }, 180_000);
});
