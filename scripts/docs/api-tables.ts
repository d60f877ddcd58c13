/**
 * `npm run docs:tables`: writes the props and options tables of the documentation pages (docs/**\/*.mdx) from the
 * package's types (scripts/docs/api-types.ts), as plain Markdown between two marker lines:
 *
 *     [//]: # (api-table:AddressEntryProps:start)
 *     …the generated table…
 *     [//]: # (api-table:AddressEntryProps:end)
 *
 * The markers are Markdown link definitions, which neither GitHub nor MDX shows; the table between them is a GFM
 * table, which both render. So a page reads the same on GitHub, on npm and in Storybook, and the docs test
 * (test/docs/api-tables.test.ts) fails when a committed table is not what this writes (a prop added, renamed or
 * documented anew without `npm run docs:tables`). To add a table, write the two markers with nothing between them and
 * run the script. `--check` writes nothing and fails on a stale page instead.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApiTypes, type ApiProperty, type ApiType } from './api-types.ts';

const MARKERS = /^\[\/\/\]: # \(api-table:([A-Za-z0-9_]+):start\)\n[\s\S]*?^\[\/\/\]: # \(api-table:\1:end\)$/gmu;

/** A code span of any text: a fence longer than any run of backticks in it, padded when it starts or ends with one. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/gu)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * A doc comment as the text of one table cell, read alike by GitHub and MDX: on one line, `|` escaped (in code spans
 * too: GFM tables unescape it first), and outside code spans `<`, `{` and `}` escaped (MDX would read JSX there).
 */
export function cellText(text: string): string {
  return proseText(text.replace(/\s+/gu, ' ')).replace(/\|/gu, '\\|');
}

/** A doc comment as Markdown outside a table: its lines kept (a list stays a list), `<`, `{` and `}` escaped. */
function proseText(text: string): string {
  return text
    .trim()
    .split(/(`+[^`]*`+)/u)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[<{}]/gu, (character) => `\\${character}`)))
    .join('');
}

const cellCode = (text: string) => cellText(code(text.replace(/\s+/gu, ' ')));
const formLabel = (label: string) => (/^form \d+$/u.test(label) ? label : cellCode(label));

/**
 * A default that is code (`150`, `'none'`, `[]`, `null`, `Date.now`) rather than words (`the provider's locale`,
 * `generated`), which are written as they are, their own code spans included.
 */
const CODE_DEFAULT = /^(?:['"[{(\d-]|(?:true|false|null|undefined)$|[A-Za-z_$][\w$]*(?:\.[\w$]+)+$)/u;

function row(property: ApiProperty, forms: boolean): string {
  const name = [
    cellCode(property.name),
    property.optional ? '' : ' (required)',
    property.deprecated ? ' (deprecated)' : '',
  ].join('');
  const defaultValue =
    property.defaultValue === null
      ? '—'
      : CODE_DEFAULT.test(property.defaultValue)
        ? cellCode(property.defaultValue)
        : cellText(property.defaultValue);
  const cells = [name, cellCode(property.type), defaultValue, cellText(property.description)];
  if (forms) cells.splice(1, 0, property.forms === null ? 'every form' : property.forms.map(formLabel).join(', '));
  return `| ${cells.join(' | ')} |`;
}

/** The Markdown of one type's table (or, of a type alias of no object type, its definition), without the markers. */
export function renderApiTable(type: ApiType): string {
  const about = type.description === '' ? '' : `: ${proseText(type.description)}`;
  if (type.definition !== null)
    return `${code(`type ${type.name} = ${type.definition}`)} (${code(type.entry)})${about}`;
  const forms = type.forms.length > 0;
  const oneOf = forms
    ? ` One of ${type.forms.length === 2 ? 'two' : String(type.forms.length)} forms, each row saying which it belongs to:`
    : '';
  const lines = [`${code(type.name)} from ${code(type.entry)}${about}${oneOf}`];
  if (forms) {
    lines.push(
      '',
      ...type.forms.map(
        (form) =>
          `- ${formLabel(form.label)}${form.description === '' ? '' : `: ${proseText(form.description).replace(/\n/gu, ' ')}`}`,
      ),
    );
  }
  lines.push(
    '',
    forms ? '| Name | With | Type | Default | Description |' : '| Name | Type | Default | Description |',
    forms ? '| --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- |',
  );
  lines.push(...type.properties.map((property) => row(property, forms)));
  if (type.inherited.length > 0) {
    lines.push(
      '',
      `Also the properties it takes over from the libraries' own types, not listed here: ${type.inherited.map(({ from, count }) => `${code(from)} (${String(count)})`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

/** A page's text with every table between its markers written anew; throws on a type the package does not export. */
export function fillApiTables(page: string, text: string, types: Record<string, ApiType>): string {
  return text.replace(MARKERS, (_whole, name: string) => {
    const type = types[name];
    if (type === undefined) throw new Error(`${page}: the package exports no type named ${name}`);
    return [`[//]: # (api-table:${name}:start)`, '', renderApiTable(type), '', `[//]: # (api-table:${name}:end)`].join(
      '\n',
    );
  });
}

/** The names of the tables a page holds, in order. */
export const apiTableNames = (text: string): string[] => [...text.matchAll(MARKERS)].map((match) => match[1] ?? '');

/** Every page of the documentation site (`docs/**\/*.mdx`), as paths from the repository's root, sorted. */
async function docPages(root: string): Promise<string[]> {
  return (await readdir(join(root, 'docs'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const check = process.argv.includes('--check');
  const types = readApiTypes(root);
  const stale: string[] = [];
  for (const page of await docPages(root)) {
    const text = await readFile(join(root, page), 'utf8');
    const filled = fillApiTables(page, text, types);
    if (filled === text) continue;
    stale.push(page);
    if (!check) await writeFile(join(root, page), filled);
  }
  if (check && stale.length > 0) {
    process.exitCode = 1;
    console.error(`Stale tables (run npm run docs:tables): ${stale.join(', ')}`);
  } else console.log(stale.length === 0 ? 'Every table is up to date.' : `Wrote the tables of ${stale.join(', ')}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
