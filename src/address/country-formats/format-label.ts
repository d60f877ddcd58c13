import type { CountryFormat, EnteredField } from './country-format.ts';

/** The texts of an address outside the service, by field. */
export type EnteredFieldTexts = Readonly<Record<EnteredField, string>>;

const TOKEN_FIELD: Record<string, EnteredField> = { '%C': 'city', '%S': 'region', '%Z': 'postcode' };

/**
 * The lines of a label of an address outside the service, in its country's format: the template's fields filled
 * (the address lines where `%A` stands, the second on a line of its own), its literal text kept (`CH-`, `L-`, `, `),
 * the fields the country writes in capitals in capitals, and an empty field left out with the separators around it
 * (no dangling comma, no empty line). The recipient's name and company go above: they are the shop's.
 *
 * @example
 * ```ts
 * labelLines({ street: '1600 Amphitheatre Pkwy', addressLine2: '', city: 'Mountain View', region: 'CA', postcode: '94043' }, us);
 * // ['1600 Amphitheatre Pkwy', 'MOUNTAIN VIEW, CA 94043']
 * ```
 */
export function labelLines(texts: EnteredFieldTexts, format: CountryFormat): string[] {
  const text = (field: EnteredField): string => {
    const value = texts[field].replace(/\s+/gu, ' ').trim();
    return format.upper.includes(field) ? value.toLocaleUpperCase() : value;
  };
  return format.template
    .split('%n')
    .flatMap((line) => {
      // A line's literal text around a field that is empty goes with it: `CH-` before an empty postcode, `, ` before an empty region.
      const parts = line.split(/(%[ACSZ])/u);
      let written = '';
      let pending = '';
      const lines: string[] = [];
      for (const part of parts) {
        if (part === '%A') {
          const own = [text('street'), text('addressLine2')].filter((value) => value !== '');
          if (own.length === 0) {
            pending = '';
            continue;
          }
          written += pending + own.join('\n');
          pending = '';
        } else if (part in TOKEN_FIELD) {
          const value = text(TOKEN_FIELD[part] as EnteredField);
          if (value === '') {
            // The text before an empty field goes with it: a prefix (`CH-`, `〒`) or a separator (`, `).
            pending = '';
            continue;
          }
          written += (written === '' ? pending.replace(/^[\s,–-]+/u, '') : pending) + value;
          pending = '';
        } else {
          pending += part;
        }
      }
      if (written !== '' && /^[^\s,]/u.test(pending)) written += pending;
      lines.push(...written.split('\n'));
      return lines;
    })
    .map((line) => line.replace(/\s{2,}/gu, ' ').replace(/^[\s,]+|[\s,–-]+$/gu, ''))
    .filter((line) => line !== '');
}
