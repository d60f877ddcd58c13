import { labelText } from '../label-text.ts';
import { countryFormat, formatOfRow, type CountryFormat, type EnteredField } from './country-format.ts';
import { FORMATS } from './formats-data.ts';

/** The texts of an address outside the service, by field. */
export type EnteredFieldTexts = Readonly<Record<EnteredField, string>>;

const TOKEN_FIELD: Readonly<Record<string, EnteredField>> = { '%C': 'city', '%S': 'region', '%Z': 'postcode' };

/** A letter of a script other than latin (Japanese, Chinese, Korean, Cyrillic, Arabic, Thai…). */
const NON_LATIN = /(?![\p{Script=Latin}])\p{L}/u;

/** The postcode as typed, without the country's prefix where it was typed too (`CH-8001` → `8001`, as `CH-` is written). */
function postcodeText(postcode: string, format: CountryFormat): string {
  const { postcodePrefix: prefix, postcodePattern: pattern } = format;
  if (prefix === undefined || pattern === undefined) return postcode;
  const letters = prefix.replace(/[\s-]/gu, '');
  if (postcode.slice(0, letters.length).toUpperCase() !== letters.toUpperCase()) return postcode;
  const rest = postcode.slice(letters.length).replace(/^[\s-]/u, '');
  return pattern.test(rest) ? rest : postcode;
}

/**
 * The lines of a label of an address outside the service, in its country's format: the template's fields filled
 * (the address lines where `%A` stands, the second on a line of its own), its literal text kept (`CH-`, `L-`, `, `),
 * the fields the country writes in capitals in capitals, and an empty field left out with the text that leads to it
 * (no dangling comma, no lone prefix, no empty line). An address written in the country's own script (Japanese,
 * Russian…) takes the country's own template where it has one: `〒150-0002` first in Japan. The recipient's name and
 * company go above: they are the shop's.
 *
 * @example
 * ```ts
 * labelLines({ street: '1600 Amphitheatre Pkwy', addressLine2: '', city: 'Mountain View', region: 'CA', postcode: '94043' }, us);
 * // ['1600 Amphitheatre Pkwy', 'MOUNTAIN VIEW, CA 94043']
 * ```
 */
export function labelLines(texts: EnteredFieldTexts, format: CountryFormat): string[] {
  const text = (field: EnteredField): string => {
    // `formatAddress` gives sanitized texts; sanitized here too, as a line break in a text would split the address lines.
    const value = labelText(texts[field]);
    const written = field === 'postcode' ? postcodeText(value, format) : value;
    return format.upper.includes(field) ? written.toUpperCase() : written;
  };
  const local = format.localTemplate !== undefined && Object.values(texts).some((value) => NON_LATIN.test(value));
  const template = local ? (format.localTemplate ?? format.template) : format.template;
  return template.split('%n').flatMap((line) => {
    // Literal text and fields by turns: ['', '%A', ', ', '%S', ''].
    const parts = line.split(/(%[ACSZ])/u);
    if (parts.length === 1) return [line];
    let written = '';
    for (let i = 1; i < parts.length; i += 2) {
      const token = parts[i] ?? '';
      const value = token === '%A' ? [text('street'), text('addressLine2')].filter((v) => v !== '').join('\n') : text(TOKEN_FIELD[token] ?? 'city');
      if (value === '') continue;
      // The text before a field goes with it: a separator after another field, a prefix (`CH-`, `〒`) before the first.
      const before = parts[i - 1] ?? '';
      written += (written === '' ? before.replace(/^[\s,\-–]+/u, '') : before) + value;
    }
    return written === '' ? [] : written.split('\n').map((part) => part.trim());
  });
}

/**
 * The layout of a country Google's metadata has no format for (`XX`, `EU`) and of `ZZ` (the metadata's defaults, which
 * write only the address lines and the town): every field kept, each on the line a label abroad mostly gives it. The
 * address lines, the postcode before the town, then the region; the town in capitals (ZZ's own rule, and the UPU's).
 */
const GENERIC_TEMPLATE = '%A%n%Z %C%n%S';

/**
 * The format a label of `country` (ISO 3166-1 alpha-2, in capitals) follows: the country's own from the metadata, else
 * the generic layout, which leaves no field out.
 *
 * @example
 * ```ts
 * labelFormat('FR').template; // '%A%n%Z %C'
 * labelFormat('XX').template; // '%A%n%Z %C%n%S'
 * ```
 */
export function labelFormat(country: string): CountryFormat {
  const known = country === 'ZZ' ? undefined : countryFormat(FORMATS, country);
  if (known !== undefined) return known;
  const defaults = FORMATS.ZZ ?? '';
  return formatOfRow(country, [GENERIC_TEMPLATE, ...defaults.split('¦').slice(1)].join('¦'), defaults);
}
