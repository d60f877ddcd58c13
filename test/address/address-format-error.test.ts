import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressFormatError } from '../../src/address/address-format-error.ts';

describe('AddressFormatError', () => {
  it("names the refused value and which one it is: the address's country or the option from", () => {
    const country = new AddressFormatError('country', 'USA');
    expect(country).toBeInstanceOf(Error);
    expect(country).toMatchObject({ name: 'AddressFormatError', kind: 'country', value: 'USA' });
    expect(country.message).toBe(
      `formatAddress: the address's country "USA" is not a two-letter country code (ISO 3166-1 alpha-2)`,
    );
    expect(new AddressFormatError('from', '1').message).toBe(
      'formatAddress: from "1" is not a two-letter country code (ISO 3166-1 alpha-2)',
    );
  });

  it('quotes a text with its control characters escaped, and names anything else by its value or its type', () => {
    expect(new AddressFormatError('country', 'N\nL').message).toContain('"N\\nL"');
    expect(new AddressFormatError('country', '').message).toContain(`country "" is not`);
    expect(new AddressFormatError('country', undefined).message).toContain('country undefined is not');
    expect(new AddressFormatError('country', null).message).toContain('country null is not');
    expect(new AddressFormatError('from', 31).message).toContain('from 31 is not');
    expect(new AddressFormatError('from', { code: 'NL' }).message).toContain('from a object is not');
    expect(new AddressFormatError('from', Symbol('NL')).message).toContain('from a symbol is not');
  });

  it('quotes a text of 40 characters whole and cuts a longer one short, never inside a surrogate pair, keeping the value whole', () => {
    const forty = 'A'.repeat(40);
    expect(new AddressFormatError('country', forty).message).toContain(JSON.stringify(forty));
    const long = `${'A'.repeat(38)}😀${'B'.repeat(100)}`;
    const error = new AddressFormatError('country', long);
    expect(error.message).toContain(`"${'A'.repeat(38)}…"`);
    expect(error.value).toBe(long);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (value) => {
        const { message } = new AddressFormatError('country', value);
        const quoted = /country (".*") is not/su.exec(message)?.[1] ?? '';
        const shown = JSON.parse(quoted) as string;
        expect(shown.isWellFormed()).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(40);
        if (value.length <= 40) expect(shown).toBe(value);
        else expect(value.startsWith(shown.slice(0, -1)) && shown.endsWith('…')).toBe(true);
      }),
    );
  });
});
