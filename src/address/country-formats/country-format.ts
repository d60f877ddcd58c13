/** A field of an address outside the service: the first and second address lines, postcode, city and region. */
export type EnteredField = 'street' | 'addressLine2' | 'postcode' | 'city' | 'region';

/** What a country calls its postcode, its region and its town (Google's `zip_name_type`, `state_name_type`, `locality_name_type`). */
type PostcodeName = 'postal' | 'zip' | 'pin' | 'eircode';
type RegionName = 'province' | 'state' | 'county' | 'area' | 'island' | 'parish' | 'prefecture' | 'district' | 'department' | 'emirate' | 'do_si' | 'oblast';
type CityName = 'city' | 'district' | 'post_town' | 'suburb';

/** A country's address format, from Google's address metadata (libaddressinput). */
export interface CountryFormat {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /**
   * The fields in the country's order, grouped by the line the label puts them on (`%A` gives the first address line
   * and, on a line of its own, the second): `[['street'], ['addressLine2'], ['postcode', 'city']]` for France.
   */
  lines: readonly (readonly EnteredField[])[];
  /** The fields the country requires (the second address line never is). */
  required: readonly EnteredField[];
  /** The fields a label writes in capitals (`C` in France: `75002 PARIS`). */
  upper: readonly EnteredField[];
  /** The postcode's form, matched whole and without case, or `undefined` for a country without postcodes. */
  postcodePattern?: RegExp;
  /** A postcode of the country's form, for a message that shows one. */
  postcodeExample?: string;
  postcodeName: PostcodeName;
  regionName: RegionName;
  cityName: CityName;
  /** The regions to choose from where the country requires one: the code a label writes (`CA`, `ON`, `Tokyo`) and a name. */
  regions?: readonly { code: string; name: string }[];
  /** The label's template: `%A` the address lines, `%C` city, `%S` region, `%Z` postcode, `%n` a new line. */
  template: string;
}

const FIELD_OF: Record<string, EnteredField> = { A: 'street', C: 'city', S: 'region', Z: 'postcode' };
const fieldsOf = (letters: string): EnteredField[] => Array.from(letters, (letter) => FIELD_OF[letter]).filter((field) => field !== undefined);

/**
 * The address format of `country` from a table of rows as `formats-data.ts` writes them (one per country, fields joined
 * by `¦`, an empty field taking the default row `ZZ`'s), or `undefined` for a country the table does not hold.
 *
 * @example
 * ```ts
 * const format = countryFormat(FORMATS, 'US');
 * format?.postcodeName; // 'zip'
 * format?.lines; // [['street'], ['addressLine2'], ['city', 'region', 'postcode']]
 * ```
 */
export function countryFormat(table: Readonly<Record<string, string>>, country: string): CountryFormat | undefined {
  const row = Object.hasOwn(table, country) ? table[country] : undefined;
  if (row === undefined) return undefined;
  const fallback = (table.ZZ ?? '').split('¦');
  const [template = '', require = '', upper = '', zip = '', zipex = '', zipName, regionName, cityName, regions = ''] = row
    .split('¦')
    .map((field, i) => field || (fallback[i] ?? ''));
  const lines = template.split('%n').flatMap((line) => {
    const fields = fieldsOf(line.match(/%[ACSZ]/gu)?.join('').replaceAll('%', '') ?? '');
    return fields[0] === 'street' ? [fields, ['addressLine2' as const]] : fields.length > 0 ? [fields] : [];
  });
  return {
    country,
    lines,
    required: fieldsOf(require),
    upper: fieldsOf(upper),
    ...(zip === '' ? {} : { postcodePattern: new RegExp(`^(?:${zip})$`, 'iu'), postcodeExample: zipex }),
    postcodeName: (zipName || 'postal') as PostcodeName,
    regionName: (regionName || 'province') as RegionName,
    cityName: (cityName || 'city') as CityName,
    ...(regions === ''
      ? {}
      : {
          regions: regions.split('~').map((entry) => {
            const [code = '', name = code] = entry.split('=');
            return { code, name };
          }),
        }),
    template,
  };
}
