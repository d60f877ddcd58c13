import { labelText } from '../label-text.ts';
import {
  countryFormat,
  formatOfRow,
  listedRegion,
  postcodeText,
  type CountryFormat,
  type EnteredField,
} from './country-format.ts';
import { FORMATS } from './formats-data.ts';

export type EnteredFieldTexts = Readonly<Record<EnteredField, string>>;

/**
 * The layout of a country that has one in its own script (Japan, China, Korea, Taiwan, Hong Kong): `local` where the
 * address is written in that script, `latin` always the Latin one.
 */
export type LabelScript = 'local' | 'latin';

const TOKEN_FIELD: Readonly<Record<string, EnteredField>> = { '%C': 'city', '%S': 'region', '%Z': 'postcode' };

const NON_LATIN = /(?![\p{Script=Latin}])\p{L}/u;

/**
 * The template with a place for each given field it has none for, on the line nearest its kind: a city on a line of
 * its own above the region's or postcode's line, a postcode after the city (else the region), a region on a line of
 * its own below the city's (else the postcode's); with nothing of its kind, a line at the end.
 */
function withPlaces(template: string, given: (field: EnteredField) => boolean): string {
  const lines = template.split('%n');
  const at = (token: string): number => lines.findIndex((line) => line.includes(token));
  if (given('city') && at('%C') < 0) {
    const place = lines.findIndex((line) => /%[SZ]/u.test(line) && !line.includes('%A'));
    lines.splice(place < 0 ? lines.length : place, 0, '%C');
  }
  if (given('postcode') && at('%Z') < 0) {
    const token = at('%C') < 0 ? '%S' : '%C';
    const line = at(token);
    if (line < 0) lines.push('%Z');
    else lines[line] = (lines[line] ?? '').replace(token, `${token} %Z`);
  }
  if (given('region') && at('%S') < 0) {
    const line = at('%C') < 0 ? at('%Z') : at('%C');
    lines.splice(line < 0 ? lines.length : line + 1, 0, '%S');
  }
  return lines.join('%n');
}

/**
 * An address's label lines, every field given on one. A country with a layout in its own script takes it for an
 * address written in that script (`〒100-8994` first in Japan) unless `script` is `latin`; a region of the country's
 * list is written in the layout's script (`東京都`, `TOKYO`).
 */
export function labelLines(texts: EnteredFieldTexts, format: CountryFormat, script: LabelScript = 'local'): string[] {
  const clean = (field: EnteredField): string => labelText(texts[field]);
  const region = listedRegion(clean('region'), format);
  const local =
    script === 'local' &&
    format.localTemplate !== undefined &&
    (['street', 'addressLine2', 'city', 'postcode', 'region'] as const).some(
      (field) => NON_LATIN.test(clean(field)) && (field !== 'region' || region === undefined),
    );
  const text = (field: EnteredField): string => {
    const value = clean(field);
    const written =
      field === 'postcode'
        ? postcodeText(value, format)
        : field === 'region' && region?.latin !== undefined
          ? local
            ? region.code
            : region.latin
          : value;
    return format.upper.includes(field) ? written.toUpperCase() : written;
  };
  const template = withPlaces(
    local ? (format.localTemplate ?? format.template) : format.template,
    (field) => clean(field) !== '',
  );
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
      // Two fields the layout joins (`東京都千代田区`) are spaced where both are in latin letters (`Chugoku Region Hiroshima`).
      const before = parts[i - 1] ?? '';
      const joined = before === '' && /[\p{Script=Latin}\d]$/u.test(written) && /^[\p{Script=Latin}\d]/u.test(value);
      written += (written === '' ? before.replace(/^[\s,\-–]+/u, '') : joined ? ' ' : before) + value;
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
