export type EnteredField = 'street' | 'addressLine2' | 'postcode' | 'city' | 'region';

export type FormatsTable = Readonly<Record<string, string>>;

// Google's `zip_name_type`, `locality_name_type`, `state_name_type`: each value has its text in the messages.
const POSTCODE_NAMES = ['postal', 'zip', 'pin', 'eircode'] as const;
const CITY_NAMES = ['city', 'district', 'post_town', 'suburb'] as const;
const REGION_NAMES = [
  'province',
  'state',
  'county',
  'area',
  'island',
  'parish',
  'prefecture',
  'district',
  'department',
  'emirate',
  'do_si',
  'oblast',
] as const;

/** A region of a country's list; `latin`, where the country has a layout in its own script, for its Latin layout. */
export interface Region {
  code: string;
  name: string;
  latin?: string;
}

/** A country's address format, from Google's address metadata (libaddressinput). */
export interface CountryFormat {
  country: string;
  /** The fields by label line, in order: `[['street'], ['addressLine2'], ['postcode', 'city']]` for France. */
  lines: readonly (readonly EnteredField[])[];
  required: readonly EnteredField[];
  /** The fields a label writes in capitals (`C` in France: `75002 PARIS`; `A` in Canada: both address lines). */
  upper: readonly EnteredField[];
  /** The postcode's form, matched whole and without case, or `undefined` for a country without postcodes. */
  postcodePattern?: RegExp;
  postcodeExample?: string;
  postcodePrefix?: string;
  postcodeName: (typeof POSTCODE_NAMES)[number];
  regionName: (typeof REGION_NAMES)[number];
  cityName: (typeof CITY_NAMES)[number];
  /** The regions to choose from where one is required: the text a label writes (`CA`, `Madrid`, `東京都`), a name. */
  regions?: readonly Region[];
  /** The label's template in latin letters: `%A` the address lines, `%C` city, `%S` region, `%Z` postcode, `%n` a new line. */
  template: string;
  /** The label's template in the country's own script, where it differs (Japan: `〒%Z%n%S%n%A`). */
  localTemplate?: string;
}

const FIELD_OF: Readonly<Record<string, readonly EnteredField[]>> = {
  A: ['street'],
  C: ['city'],
  S: ['region'],
  Z: ['postcode'],
};
const fieldsOf = (letters: string): EnteredField[] => Array.from(letters).flatMap((letter) => FIELD_OF[letter] ?? []);

function named<Name extends string>(names: readonly [Name, ...Name[]], value: string | undefined): Name {
  return names.find((name) => name === value) ?? names[0];
}

function linesOf(template: string): EnteredField[][] {
  return template.split('%n').flatMap((line) => {
    const lines: EnteredField[][] = [[]];
    for (const [, letter = ''] of line.matchAll(/%([ACSZ])/gu)) {
      if (letter === 'A') lines.push(['street'], ['addressLine2'], []);
      else lines.at(-1)?.push(...fieldsOf(letter));
    }
    return lines.filter((fields) => fields.length > 0);
  });
}

export function countryFormat(table: FormatsTable, country: string): CountryFormat | undefined {
  const row = Object.hasOwn(table, country) ? table[country] : undefined;
  return row === undefined ? undefined : formatOfRow(country, row, table.ZZ ?? '');
}

export function formatOfRow(country: string, row: string, defaultsRow: string): CountryFormat {
  const defaults = defaultsRow.split('¦');
  const [
    template = '',
    require = '',
    upper = '',
    zip = '',
    zipex = '',
    zipName,
    regionName,
    cityName,
    prefix = '',
    local = '',
    regions = '',
  ] = row.split('¦').map((field, i) => (i >= 5 && i <= 7 && field === '' ? (defaults[i] ?? '') : field));
  return {
    country,
    lines: linesOf(template),
    required: fieldsOf(require),
    upper: fieldsOf(upper).flatMap((field): EnteredField[] =>
      field === 'street' ? ['street', 'addressLine2'] : [field],
    ),
    ...(zip === '' ? {} : { postcodePattern: new RegExp(`^(?:${zip})$`, 'iu'), postcodeExample: zipex }),
    ...(prefix === '' ? {} : { postcodePrefix: prefix }),
    postcodeName: named(POSTCODE_NAMES, zipName),
    regionName: named(REGION_NAMES, regionName),
    cityName: named(CITY_NAMES, cityName),
    ...(regions === ''
      ? {}
      : {
          regions: regions.split('~').map((entry): Region => {
            const [code = '', name, latin] = entry.split('=');
            return { code, name: name || code, ...(latin === undefined ? {} : { latin }) };
          }),
        }),
    template,
    ...(local === '' ? {} : { localTemplate: local }),
  };
}

/** The region of the country's list a text names by its code, name or Latin name, in any case; none for another text. */
export function listedRegion(text: string, format: CountryFormat): Region | undefined {
  const wanted = text.trim().toLowerCase();
  return format.regions?.find((region) =>
    [region.code, region.name, region.latin].some((name) => name?.toLowerCase() === wanted),
  );
}

/** What a form checks of a country's address: the fields it requires, its postcode's form and the postcode's prefix. */
export type FormRules = Pick<CountryFormat, 'required' | 'postcodePattern' | 'postcodePrefix'>;

/** A country's {@link FormRules} from a table of rows `required¦pattern¦prefix` (`form-rules-data.ts`). */
export function formRules(table: FormatsTable, country: string): FormRules | undefined {
  const row = Object.hasOwn(table, country) ? table[country] : undefined;
  if (row === undefined) return undefined;
  const [require = '', zip = '', prefix = ''] = row.split('¦');
  return {
    required: fieldsOf(require),
    ...(zip === '' ? {} : { postcodePattern: new RegExp(`^(?:${zip})$`, 'iu') }),
    ...(prefix === '' ? {} : { postcodePrefix: prefix }),
  };
}

/** `CH-8001` → `8001` where the template writes `CH-` itself. */
export function postcodeText(postcode: string, format: Omit<FormRules, 'required'>): string {
  const { postcodePrefix: prefix, postcodePattern: pattern } = format;
  if (prefix === undefined || pattern === undefined) return postcode;
  const letters = prefix.replace(/[\s-]/gu, '');
  if (postcode.slice(0, letters.length).toUpperCase() !== letters.toUpperCase()) return postcode;
  const rest = postcode.slice(letters.length).replace(/^[\s-]/u, '');
  return pattern.test(rest) ? rest : postcode;
}
