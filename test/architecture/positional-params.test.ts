import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** More positional parameters than this, and a call reads as a row of values whose meaning is in their order. */
const MAX_POSITIONAL = 4;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : /\.tsx?$/u.test(entry.name) ? [path] : [];
  });

/** Every function of a source text (declarations, arrows, methods) with more than `max` parameters, as `file:line`. */
export function longParameterLists(file: string, text: string, max = MAX_POSITIONAL): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const isBody =
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node);
    if (isBody && node.parameters.length > max)
      found.push(`${file}:${String(source.getLineAndCharacterOfPosition(node.getStart()).line + 1)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('parameter lists', () => {
  it('finds a function of five positional parameters, and lets four and an options object pass', () => {
    expect(
      longParameterLists(
        'a.ts',
        'function f(a, b, c, d, e) {}\nconst g = (a, b, c, d) => 0;\nconst h = ({ a, b, c, d, e }) => 0;',
      ),
    ).toEqual(['a.ts:1']);
    expect(longParameterLists('b.tsx', 'class C { m(a: 1, b: 2, c: 3, d: 4, e: 5) { return <i />; } }')).toEqual([
      'b.tsx:1',
    ]);
  });

  it(`no function in src/ takes more than ${String(MAX_POSITIONAL)} positional parameters`, () => {
    const found = sources(resolve(ROOT, 'src')).flatMap((path) =>
      longParameterLists(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
