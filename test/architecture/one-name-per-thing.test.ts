import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : /\.tsx?$/u.test(entry.name) ? [path] : [];
  });

/** The names a source text declares and exports (functions, classes, interfaces, types, enums, constants); re-exports are not declarations. */
export function exportedDeclarations(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return source.statements.flatMap((statement) => {
    if (
      !ts.canHaveModifiers(statement) ||
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) !== true
    )
      return [];
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    const named =
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement);
    return named && statement.name !== undefined ? [statement.name.text] : [];
  });
}

/** Each name declared by more than one module, with those modules: `name: a.ts, b.ts`. */
export function namesOfTwoThings(modules: Readonly<Record<string, string[]>>): string[] {
  const where = new Map<string, string[]>();
  for (const [file, names] of Object.entries(modules))
    for (const name of new Set(names)) where.set(name, [...(where.get(name) ?? []), file]);
  return [...where].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
}

describe('one name per thing (issue 59: one word per concept)', () => {
  it('finds the exported declarations of a module, and not what it re-exports or keeps to itself', () => {
    const text = [
      'export function a() {}',
      'export const b = 1, c = 2;',
      'export interface D {}',
      'export type E = D;',
      'export class F {}',
      'function g() {}',
      "export { h } from './h.ts';",
      "export type { I } from './i.ts';",
    ].join('\n');
    expect(exportedDeclarations('x.ts', text)).toEqual(['a', 'b', 'c', 'D', 'E', 'F']);
    expect(namesOfTwoThings({ 'a.ts': ['oneOf', 'x'], 'b.ts': ['oneOf'], 'c.ts': ['y'] })).toEqual([
      'oneOf: a.ts, b.ts',
    ]);
  });

  it('gives no two exported declarations of src/ the same name', () => {
    const modules = Object.fromEntries(
      sources(resolve(ROOT, 'src')).map((path) => [
        relative(ROOT, path),
        exportedDeclarations(path, readFileSync(path, 'utf8')),
      ]),
    );
    expect(namesOfTwoThings(modules)).toEqual([]);
  });
});
