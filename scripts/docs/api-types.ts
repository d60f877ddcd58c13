/**
 * The public types of the package, read from its sources with the TypeScript compiler, for the documentation pages'
 * props and option tables (written into the pages by scripts/docs/api-tables.ts): every property of every exported
 * interface and type alias of every entry, with the type as its declaration writes it, whether it is optional, its
 * default and its doc comment; of a union of object types, which form each property belongs to.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One property of a documented type. */
export interface ApiProperty {
  name: string;
  /** The type as its declaration writes it (`(value: string) => void`, `'be' | 'de'`). */
  type: string;
  optional: boolean;
  /** From `@default` (or `@defaultValue`), else from a doc comment's "Default: `…`" / "Default `…`"; `null` when none. */
  defaultValue: string | null;
  /** The doc comment, tags left out. */
  description: string;
  deprecated: boolean;
  /**
   * Of a union of object types (`AddressProxyOptions`): the labels of the forms (see `ApiType.forms`) this row is
   * about, when it is not every form's (a property only one form has, or one whose type, optionality or doc comment
   * differs between them: then it has a row per form); `null` when every form has it alike.
   */
  forms: string[] | null;
}

/** One form of a union of object types: how to tell it (`upstream: string`) and its doc comment. */
interface ApiForm {
  label: string;
  description: string;
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
  /** Of a union of object types whose forms differ in what they take: each form; otherwise empty. */
  forms: ApiForm[];
  /** Properties it takes over from React's or the DOM's own types (`InputHTMLAttributes`), not listed one by one. */
  inherited: { from: string; count: number }[];
}

/** The entries of the package and their sources, from the repository's root. */
const ENTRIES: Record<string, string> = {
  'react-address-entry': 'src/index.ts',
  'react-address-entry/address': 'src/address.ts',
  'react-address-entry/server': 'src/server/index.ts',
  'react-address-entry/testing': 'src/testing/index.ts',
  'react-address-entry/testing/msw': 'src/testing/msw.ts',
  'react-address-entry/locales': 'src/locales.ts',
  'react-address-entry/types': 'src/types.ts',
  'react-address-entry/pickup': 'src/pickup.ts',
};

const DEFAULT_IN_TEXT = /\bDefault(?:s to)?:?\s+(`[^`]+`)/u;

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** A doc comment as text: `{@link X}` written as code. */
const docText = (parts: ts.SymbolDisplayPart[]) =>
  ts
    .displayPartsToString(parts)
    .replace(/\{@link(?:code|plain)?\s+([^}\s|]+)[^}]*\}/gu, '`$1`')
    .trim();

/** Whether a type has properties of its own to list (an object, or a union or intersection of objects). */
function isObjectLike(type: ts.Type): boolean {
  if (type.isUnion())
    return type.types.every(
      (member) => isObjectLike(member) || (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0,
    );
  return (type.flags & ts.TypeFlags.Object) !== 0 || type.isIntersection();
}

function propertyOf(checker: ts.TypeChecker, symbol: ts.Symbol): ApiProperty {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const typeNode =
    declaration !== undefined && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined;
  const type =
    typeNode === undefined
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
    forms: null,
  };
}

/** The members of a union of object types (`undefined` and `null` left out); `[type]` for any other type. */
function membersOf(type: ts.Type): ts.Type[] {
  return type.isUnion()
    ? type.types.filter((member) => (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) === 0)
    : [type];
}

/** What tells a row's property apart between the forms of a union. */
const rowKey = (property: ApiProperty) =>
  JSON.stringify([property.type, property.optional, property.defaultValue, property.description, property.deprecated]);

/**
 * How each member of a union of object types is told apart: by a property every member requires with a type of its
 * own (`upstream: string`, `country: 'BE'`), else by the member's name.
 */
function formLabels(members: ts.Type[], rows: Map<string, ApiProperty>[]): string[] {
  for (const name of rows[0]?.keys() ?? []) {
    const types = rows.map((row) => row.get(name));
    if (
      types.every((each) => each !== undefined && !each.optional && each.type.length <= 40) &&
      new Set(types.map((each) => each?.type)).size === members.length
    ) {
      return types.map((each) => `${name}: ${each?.type ?? ''}`);
    }
  }
  const names = members.map((member) => member.aliasSymbol?.getName() ?? member.getSymbol()?.getName());
  const named = names.every((name) => name !== undefined && name !== '__type') && new Set(names).size === names.length;
  return members.map((_member, index) => (named ? (names[index] ?? '') : `form ${String(index + 1)}`));
}

/** Whether a symbol is declared in the package's sources (not in React's, the DOM's or TypeScript's own types). */
const ownDeclaration = (symbol: ts.Symbol | undefined) =>
  symbol?.declarations?.some((each) => !each.getSourceFile().fileName.includes('/node_modules/')) === true;

/**
 * The properties of a type, and of a union of object types its forms. A property every form declares alike is one
 * row; one that only some forms have, or that differs between them (required in one, optional in another; another
 * type or doc comment), is a row per form (or per group of forms that declare it alike), each naming its forms, so
 * that a union reads as what it is (`key` required with the service's URL, optional with an upstream in process).
 */
function propertiesOf(
  checker: ts.TypeChecker,
  type: ts.Type,
): { rows: { symbol: ts.Symbol; property: ApiProperty }[]; forms: ApiForm[] } {
  const members = membersOf(type);
  // React's and the DOM's own properties are counted, not listed: they never make the forms differ.
  const symbols = members.map(
    (member) =>
      new Map(
        checker
          .getPropertiesOfType(member)
          .filter((symbol) => externalOwner(symbol) === null)
          .map((symbol) => [symbol.getName(), symbol]),
      ),
  );
  const external = new Map(
    members.flatMap((member) =>
      checker
        .getPropertiesOfType(member)
        .filter((symbol) => externalOwner(symbol) !== null)
        .map((symbol) => [symbol.getName(), symbol] as const),
    ),
  );
  const rows = symbols.map((each) => new Map([...each].map(([name, symbol]) => [name, propertyOf(checker, symbol)])));
  const inherited = [...external.values()].map((symbol) => ({ symbol, property: propertyOf(checker, symbol) }));
  if (members.length === 1)
    return {
      rows: [...(symbols[0] ?? new Map<string, ts.Symbol>())]
        .map(([name, symbol]) => ({ symbol, property: rows[0]?.get(name) ?? propertyOf(checker, symbol) }))
        .concat(inherited),
      forms: [],
    };
  const labels = formLabels(members, rows);
  const names = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  const alike = names.every((name) =>
    rows.every(
      (row) =>
        row.get(name) !== undefined &&
        rowKey(row.get(name) as ApiProperty) === rowKey(rows[0]?.get(name) as ApiProperty),
    ),
  );
  if (alike)
    return {
      rows: names
        .map((name) => ({ symbol: symbols[0]?.get(name) as ts.Symbol, property: rows[0]?.get(name) as ApiProperty }))
        .concat(inherited),
      forms: [],
    };
  const result: { symbol: ts.Symbol; property: ApiProperty }[] = [];
  for (const name of names) {
    const groups = new Map<string, { symbol: ts.Symbol; property: ApiProperty; forms: string[] }>();
    rows.forEach((row, index) => {
      const property = row.get(name);
      const symbol = symbols[index]?.get(name);
      if (property === undefined || symbol === undefined) return;
      const group = groups.get(rowKey(property)) ?? { symbol, property, forms: [] };
      group.forms.push(labels[index] ?? '');
      groups.set(rowKey(property), group);
    });
    for (const { symbol, property, forms } of groups.values()) {
      result.push({ symbol, property: { ...property, forms: forms.length === members.length ? null : forms } });
    }
  }
  const forms = members.map((member, index) => ({
    label: labels[index] ?? '',
    description: ownDeclaration(member.aliasSymbol ?? member.getSymbol())
      ? docText((member.aliasSymbol ?? member.getSymbol())?.getDocumentationComment(checker) ?? [])
      : '',
  }));
  return { rows: result.concat(inherited), forms };
}

/** Where a property is declared outside the package (React's and the DOM's types), the name of the type that holds it. */
function externalOwner(symbol: ts.Symbol): string | null {
  const declaration = symbol.declarations?.[0];
  if (declaration === undefined || !declaration.getSourceFile().fileName.includes('/node_modules/')) return null;
  const owner = declaration.parent;
  return ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)
    ? (owner.name?.getText() ?? 'a library type')
    : 'a library type';
}

/** Every exported interface and type alias of the package's entries, by name. */
export function readApiTypes(root = fileURLToPath(new URL('../../', import.meta.url))): Record<string, ApiType> {
  const configPath = ts.findConfigFile(root, (path) => ts.sys.fileExists(path), 'tsconfig.json');
  if (configPath === undefined) throw new Error(`No tsconfig.json in ${root}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
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
      if (
        (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) === 0 ||
        types[exported.getName()] !== undefined
      )
        continue;
      const inherited = new Map<string, Set<string>>();
      const properties: ApiProperty[] = [];
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      const listed = isObjectLike(declared);
      const { rows, forms } = listed ? propertiesOf(checker, declared) : { rows: [], forms: [] };
      for (const { symbol: member, property } of rows) {
        const owner = externalOwner(member);
        if (owner === null) properties.push(property);
        else inherited.set(owner, (inherited.get(owner) ?? new Set()).add(property.name));
      }
      types[exported.getName()] = {
        name: exported.getName(),
        entry,
        description: docText(symbol.getDocumentationComment(checker)),
        definition:
          listed || alias === undefined
            ? null
            : checker.typeToString(
                declared,
                undefined,
                ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
              ),
        properties,
        forms,
        inherited: [...inherited].map(([from, names]) => ({ from, count: names.size })),
      };
    }
  }
  return types;
}
