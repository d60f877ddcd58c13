import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * What keeps the house readable for a newcomer (issue 59), measured on the sources as they are:
 * - a unit test at the path of its module (`test/<path under src>.test.ts`, or `.test.tsx`) for most modules;
 * - comments at most a fifth of the source's non-blank lines;
 * - a main entry of what shops use.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Whether a module does something: a function, a class or a computed value, not only types and re-exports. */
function hasLogic(path: string): boolean {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return file.statements.some(
    (statement) =>
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      (ts.isVariableStatement(statement) &&
        statement.declarationList.declarations.some((d) => d.initializer !== undefined)),
  );
}

/** The path a module's unit test has: `src/a/b.ts` → `test/a/b.test.ts` or `test/a/b.test.tsx`. */
const testPaths = (path: string): string[] => {
  const base = join(ROOT, 'test', relative(SRC, path).replace(/\.tsx?$/u, ''));
  return [`${base}.test.ts`, `${base}.test.tsx`];
};

/**
 * Counts the non-blank lines of a source file, and of them the comment lines: a line that starts a `//` or `/*`
 * comment, or lies inside a block comment (a line of code with a comment after it is code).
 */
function lineCounts(path: string): { lines: number; comments: number } {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    lines++;
    if (inBlock || text.startsWith('//') || text.startsWith('/*')) {
      comments++;
      inBlock = (inBlock || text.startsWith('/*')) && !text.includes('*/');
    }
  }
  return { lines, comments };
}

describe('the house', () => {
  const modules = sourceFiles(SRC).filter(hasLogic);

  it('has a unit test at the path of at least 70 % of the modules with logic', () => {
    const tested = modules.filter((path) => testPaths(path).some(existsSync));
    const share = tested.length / modules.length;
    const missing = modules.filter((path) => !tested.includes(path)).map((path) => relative(ROOT, path));
    expect({ share: Math.round(share * 100), missing: share >= 0.7 ? [] : missing }).toEqual({
      share: expect.any(Number) as unknown,
      missing: [],
    });
    expect(share).toBeGreaterThanOrEqual(0.7);
  });

  it('keeps comments to at most a fifth of the non-blank lines of src', () => {
    const counts = sourceFiles(SRC).map(lineCounts);
    const lines = counts.reduce((sum, count) => sum + count.lines, 0);
    const comments = counts.reduce((sum, count) => sum + count.comments, 0);
    expect(comments / lines).toBeLessThanOrEqual(0.2);
  });

  it('gives the main entry at most 80 names', () => {
    const program = ts.createProgram([join(SRC, 'index.ts')], {
      allowImportingTsExtensions: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
    });
    const checker = program.getTypeChecker();
    const entry = program.getSourceFile(join(SRC, 'index.ts'));
    const symbol = entry === undefined ? undefined : checker.getSymbolAtLocation(entry);
    const names = symbol === undefined ? [] : checker.getExportsOfModule(symbol).map((s) => s.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names.length).toBeLessThanOrEqual(80);
  });
});
