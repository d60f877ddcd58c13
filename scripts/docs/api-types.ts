/**
 * The public types of the package, read from its sources with the TypeScript compiler, for the documentation site's
 * props and option tables (`<TypeTable of="…" />`): every property of every exported interface and type alias of
 * every entry, with the type as its declaration writes it, whether it is optional, its default and its doc comment.
 * The site's tables are generated from the types, so a prop added, renamed or documented shows up without an edit.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One property of a documented type. */
interface ApiProperty {
  name: string;
  /** The type as its declaration writes it (`(value: string) => void`, `'be' | 'de'`). */
  type: string;
  optional: boolean;
  /** From `@default` (or `@defaultValue`), else from a doc comment's "Default: `…`" / "Default `…`"; `null` when none. */
  defaultValue: string | null;
  /** The doc comment, tags left out. */
  description: string;
  deprecated: boolean;
}

/** An exported interface or type alias of an entry. */
export interface ApiType {
  name: string;
  /** The package entry that exports it (`react-address-entry/server`). */
  entry: string;
  description: string;
  /** A type alias of no object type (`'validated' | 'incomplete' | 'unknown'`): its definition; otherwise `null`. */
  definition: string | null;
  properties: ApiProperty[];
  /** Properties it takes over from React's or the DOM's own types (`InputHTMLAttributes`), not listed one by one. */
  inherited: { from: string; count: number }[];
}

/** The entries of the package and their sources, from the repository's root. */
export const ENTRIES: Record<string, string> = {
  'react-address-entry': 'src/index.ts',
  'react-address-entry/address': 'src/address.ts',
  'react-address-entry/server': 'src/server/index.ts',
  'react-address-entry/testing': 'src/testing/index.ts',
  'react-address-entry/testing/msw': 'src/testing/msw.ts',
  'react-address-entry/locales': 'src/locales.ts',
};

const DEFAULT_IN_TEXT = /\bDefault(?:s to)?:?\s+(`[^`]+`)/u;

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** A doc comment as text: `{@link X}` written as code. */
const docText = (parts: ts.SymbolDisplayPart[]) => ts.displayPartsToString(parts).replace(/\{@link(?:code|plain)?\s+([^}\s|]+)[^}]*\}/gu, '`$1`').trim();

/** Whether a type has properties of its own to list (an object, or a union or intersection of objects). */
function isObjectLike(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((member) => isObjectLike(member) || (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0);
  return (type.flags & ts.TypeFlags.Object) !== 0 || type.isIntersection();
}

function propertyOf(checker: ts.TypeChecker, symbol: ts.Symbol): ApiProperty {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const typeNode = declaration !== undefined && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
  const type = typeNode === undefined
    ? checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation)
    : oneLine(typeNode.getText());
  const description = docText(symbol.getDocumentationComment(checker));
  const tags = symbol.getJsDocTags(checker);
  const tag = tags.find((each) => each.name === 'default' || each.name === 'defaultValue');
  const tagged = tag === undefined ? undefined : ts.displayPartsToString(tag.text).trim();
  return {
    name: symbol.getName(),
    type,
    optional: (symbol.getFlags() & ts.SymbolFlags.Optional) !== 0,
    defaultValue: tagged ?? DEFAULT_IN_TEXT.exec(description)?.[1] ?? null,
    description,
    deprecated: tags.some((each) => each.name === 'deprecated'),
  };
}

/**
 * The properties of a type; of a union, those of every member (a prop of one country's props is still a prop), each
 * once, its type the union of what the members declare (`country: 'BE' | 'DE'`).
 */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type): { symbol: ts.Symbol; property: ApiProperty }[] {
  const members = type.isUnion() ? type.types : [type];
  const byName = new Map<string, { symbol: ts.Symbol; property: ApiProperty; types: string[] }>();
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member)) {
      const property = propertyOf(checker, symbol);
      const known = byName.get(property.name);
      if (known === undefined) byName.set(property.name, { symbol, property, types: [property.type] });
      else if (!known.types.includes(property.type)) known.types.push(property.type);
    }
  }
  return [...byName.values()].map(({ symbol, property, types }) => ({ symbol, property: { ...property, type: types.join(' | ') } }));
}

/** Where a property is declared outside the package (React's and the DOM's types), the name of the type that holds it. */
function externalOwner(symbol: ts.Symbol): string | null {
  const declaration = symbol.declarations?.[0];
  if (declaration === undefined || !declaration.getSourceFile().fileName.includes('/node_modules/')) return null;
  const owner = declaration.parent;
  return ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner) ? (owner.name?.getText() ?? 'a library type') : 'a library type';
}

/** Every exported interface and type alias of the package's entries, by name. */
export function readApiTypes(root = fileURLToPath(new URL('../../', import.meta.url))): Record<string, ApiType> {
  const configPath = ts.findConfigFile(root, (path) => ts.sys.fileExists(path), 'tsconfig.json');
  if (configPath === undefined) throw new Error(`No tsconfig.json in ${root}`);
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error(`Cannot read ${configPath}`);
  const files = Object.values(ENTRIES).map((file) => `${root}${file}`);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const types: Record<string, ApiType> = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(`${root}${file}`);
    const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (moduleSymbol === undefined) throw new Error(`Cannot read the exports of ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if ((symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) === 0 || types[exported.getName()] !== undefined) continue;
      const inherited = new Map<string, number>();
      const properties: ApiProperty[] = [];
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      const listed = isObjectLike(declared);
      for (const { symbol: member, property } of listed ? propertiesOf(checker, declared) : []) {
        const owner = externalOwner(member);
        if (owner === null) properties.push(property);
        else inherited.set(owner, (inherited.get(owner) ?? 0) + 1);
      }
      types[exported.getName()] = {
        name: exported.getName(),
        entry,
        description: docText(symbol.getDocumentationComment(checker)),
        definition: listed || alias === undefined ? null : checker.typeToString(declared, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias),
        properties,
        inherited: [...inherited].map(([from, count]) => ({ from, count })),
      };
    }
  }
  return types;
}
