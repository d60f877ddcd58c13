import { labelText } from '../label-text.ts';
import { countryFormat, formatOfRow, type CountryFormat, type EnteredField } from './country-format.ts';
import { FORMATS } from './formats-data.ts';

export type EnteredFieldTexts = Readonly<Record<EnteredField, string>>;

const TOKEN_FIELD: Readonly<Record<string, EnteredField>> = { '%C': 'city', '%S': 'region', '%Z': 'postcode' };

const NON_LATIN = /(?![\p{Script=Latin}])\p{L}/u;

/** `CH-8001` → `8001` where the template writes `CH-` itself. */
function postcodeText(postcode: string, format: CountryFormat): string {
  const { postcodePrefix: prefix, postcodePattern: pattern } = format;
  if (prefix === undefined || pattern === undefined) return postcode;
  const letters = prefix.replace(/[\s-]/gu, '');
  if (postcode.slice(0, letters.length).toUpperCase() !== letters.toUpperCase()) return postcode;
  const rest = postcode.slice(letters.length).replace(/^[\s-]/u, '');
  return pattern.test(rest) ? rest : postcode;
}

/** An address's label lines; one in the country's own script takes its own template (`〒150-0002` first in Japan). */
export function labelLines(texts: EnteredFieldTexts, format: CountryFormat): string[] {
  const text = (field: EnteredField): string => {
    const value = labelText(texts[field]);
    const written = field === 'postcode' ? postcodeText(value, format) : value;
    return format.upper.includes(field) ? written.toUpperCase() : written;
  };
  const local = format.localTemplate !== undefined && Object.values(texts).some((value) => NON_LATIN.test(value));
  const template = local ? (format.localTemplate ?? format.template) : format.template;
  return template.split('%n').flatMap((line) => {
    const parts = line.split(/(%[ACSZ])/u);
    if (parts.length === 1) return [line];
    let written = '';
    for (let i = 1; i < parts.length; i += 2) {
      const token = parts[i] ?? '';
      const value =
        token === '%A'
          ? [text('street'), text('addressLine2')].filter((v) => v !== '').join('\n')
          : text(TOKEN_FIELD[token] ?? 'city');
      if (value === '') continue;
      // The text before a field goes with it: a separator after another field, a prefix (`CH-`, `〒`) before the first.
      const before = parts[i - 1] ?? '';
      written += (written === '' ? before.replace(/^[\s,\-–]+/u, '') : before) + value;
    }
    return written === '' ? [] : written.split('\n').map((part) => part.trim());
  });
}

// For a code without a format (`XX`, `EU`) and for `ZZ`, whose defaults would drop postcode and region.
const GENERIC_TEMPLATE = '%A%n%Z %C%n%S';

export function labelFormat(country: string): CountryFormat {
  const known = country === 'ZZ' ? undefined : countryFormat(FORMATS, country);
  if (known !== undefined) return known;
  const defaults = FORMATS.ZZ ?? '';
  return formatOfRow(country, [GENERIC_TEMPLATE, ...defaults.split('¦').slice(1)].join('¦'), defaults);
}
