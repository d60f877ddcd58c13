/** A field of an address outside the service: the first and second address lines, postcode, city and region. */
export type EnteredField = 'street' | 'addressLine2' | 'postcode' | 'city' | 'region';

/** Countries' address formats, one row a country by ISO 3166-1 alpha-2 code, as `formats-data.ts` writes them. */
export type FormatsTable = Readonly<Record<string, string>>;

// What a country calls its postcode, its town and its region (Google's `zip_name_type`, `locality_name_type`,
// `state_name_type`): every value the metadata has for a field a label shows, each with its text in the messages.
const POSTCODE_NAMES = ['postal', 'zip', 'pin', 'eircode'] as const;
const CITY_NAMES = ['city', 'district', 'post_town', 'suburb'] as const;
const REGION_NAMES = ['province', 'state', 'county', 'area', 'island', 'parish', 'prefecture', 'district', 'department', 'emirate', 'do_si', 'oblast'] as const;

/** A country's address format, from Google's address metadata (libaddressinput). */
export interface CountryFormat {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /**
   * The fields in the country's order, grouped by the line the label puts them on; `%A` gives the first address line
   * and, on a line of its own, the second, and what follows `%A` on its line a line of its own:
   * `[['street'], ['addressLine2'], ['postcode', 'city']]` for France.
   */
  lines: readonly (readonly EnteredField[])[];
  /** The fields the country requires (the second address line never is). */
  required: readonly EnteredField[];
  /** The fields a label writes in capitals (`C` in France: `75002 PARIS`; `A` in Canada: both address lines). */
  upper: readonly EnteredField[];
  /** The postcode's form, matched whole and without case, or `undefined` for a country without postcodes. */
  postcodePattern?: RegExp;
  /** A postcode of the country's form, for a message that shows one. */
  postcodeExample?: string;
  /** The prefix a label writes before the postcode (`CH-`, `L-`), which the template holds already. */
  postcodePrefix?: string;
  /** What the country calls its postcode. */
  postcodeName: (typeof POSTCODE_NAMES)[number];
  /** What the country calls its region. */
  regionName: (typeof REGION_NAMES)[number];
  /** What the country calls its town. */
  cityName: (typeof CITY_NAMES)[number];
  /**
   * The regions to choose from where the country requires one: the text a label writes (the abbreviation in the
   * United States, Canada, Australia, Brazil and Italy: `CA`, `ON`; else the name, in latin letters: `Tokyo`) and a name.
   */
  regions?: readonly { code: string; name: string }[];
  /** The label's template in latin letters: `%A` the address lines, `%C` city, `%S` region, `%Z` postcode, `%n` a new line. */
  template: string;
  /** The label's template in the country's own script, where it differs (Japan: `〒%Z%n%S%n%A`). */
  localTemplate?: string;
}

const FIELD_OF: Readonly<Record<string, readonly EnteredField[]>> = { A: ['street'], C: ['city'], S: ['region'], Z: ['postcode'] };
const fieldsOf = (letters: string): EnteredField[] => Array.from(letters).flatMap((letter) => FIELD_OF[letter] ?? []);

/** `value` where it is one of `names`, else the first of them (the metadata's default). */
function named<Name extends string>(names: readonly [Name, ...Name[]], value: string | undefined): Name {
  return names.find((name) => name === value) ?? names[0];
}

/** The fields of a template's lines: the address lines each on a line of their own, and what follows them. */
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

/**
 * The address format of `country` from a table of rows as `formats-data.ts` writes them (one per country, fields joined
 * by `¦`; an empty name taking the default row `ZZ`'s), or `undefined` for a country the table does not hold.
 *
 * @example
 * ```ts
 * const format = countryFormat(FORMATS, 'US');
 * format?.postcodeName; // 'zip'
 * format?.lines; // [['street'], ['addressLine2'], ['city', 'region', 'postcode']]
 * ```
 */
export function countryFormat(table: FormatsTable, country: string): CountryFormat | undefined {
  const row = Object.hasOwn(table, country) ? table[country] : undefined;
  return row === undefined ? undefined : formatOfRow(country, row, table.ZZ ?? '');
}

/** The address format a row as `formats-data.ts` writes them gives `country`, an empty name taking `defaults`'. */
export function formatOfRow(country: string, row: string, defaultsRow: string): CountryFormat {
  const defaults = defaultsRow.split('¦');
  const [template = '', require = '', upper = '', zip = '', zipex = '', zipName, regionName, cityName, prefix = '', local = '', regions = ''] = row
    .split('¦')
    .map((field, i) => (i >= 5 && i <= 7 && field === '' ? (defaults[i] ?? '') : field));
  return {
    country,
    lines: linesOf(template),
    required: fieldsOf(require),
    // `A` in capitals is both address lines.
    upper: fieldsOf(upper).flatMap((field): EnteredField[] => (field === 'street' ? ['street', 'addressLine2'] : [field])),
    ...(zip === '' ? {} : { postcodePattern: new RegExp(`^(?:${zip})$`, 'iu'), postcodeExample: zipex }),
    ...(prefix === '' ? {} : { postcodePrefix: prefix }),
    postcodeName: named(POSTCODE_NAMES, zipName),
    regionName: named(REGION_NAMES, regionName),
    cityName: named(CITY_NAMES, cityName),
    ...(regions === ''
      ? {}
      : {
          regions: regions.split('~').map((entry) => {
            const [code = '', name = code] = entry.split('=');
            return { code, name };
          }),
        }),
    template,
    ...(local === '' ? {} : { localTemplate: local }),
  };
}
