import { describe, expect, it } from 'vitest';
import { readCommandLine, USAGE, UsageError } from '../../src/cli/cli-args.ts';

describe('the command line of react-address-entry', () => {
  it('checks a book into <file>.checked.csv with eight checks at once by default', () => {
    expect(readCommandLine(['check', 'book.csv'])).toEqual({
      command: 'check',
      input: 'book.csv',
      output: 'book.checked.csv',
      columns: {},
      defaultCountry: undefined,
      concurrency: 8,
      reference: false,
      germanPickup: false,
    });
    expect(readCommandLine(['check', 'export.txt'])).toMatchObject({ output: 'export.txt.checked.csv' });
  });

  it('reads every flag', () => {
    const argv = [
      'check',
      'in/Book.CSV',
      '--out',
      'out.csv',
      '--country',
      'Land',
      '--postcode',
      'PC',
      '--city',
      'Plaats',
      '--street',
      'Adres',
      '--house-number',
      'Nr',
      '--addition',
      'Toev',
      '--default-country',
      'be',
      '--concurrency',
      '3',
      '--reference',
      '--german-pickup',
    ];
    expect(readCommandLine(argv)).toEqual({
      command: 'check',
      input: 'in/Book.CSV',
      output: 'out.csv',
      defaultCountry: 'BE',
      concurrency: 3,
      reference: true,
      germanPickup: true,
      columns: {
        country: 'Land',
        postcode: 'PC',
        city: 'Plaats',
        street: 'Adres',
        houseNumber: 'Nr',
        houseNumberAddition: 'Toev',
      },
    });
  });

  it('shows the help', () => {
    expect(readCommandLine(['--help'])).toEqual({ command: 'help' });
    expect(readCommandLine(['check', 'book.csv', '-h'])).toEqual({ command: 'help' });
    for (const flag of [
      '--out',
      '--country',
      '--postcode',
      '--city',
      '--street',
      '--house-number',
      '--addition',
      '--default-country',
      '--concurrency',
      '--reference',
      'ADDRESS_SIGNING_KEY',
    ]) {
      expect(USAGE).toContain(flag);
    }
  });

  it.each([
    [[], /Say what to do/u],
    [['verify', 'book.csv'], /Unknown command "verify"/u],
    [['check'], /Name the book/u],
    [['check', 'a.csv', 'b.csv'], /One book at a time/u],
    [['check', 'a.csv', '--bogus'], /^Unknown option '--bogus'\.$/u],
    [['check', 'a.csv', '--out'], /--out/u],
    [['check', 'a.csv', '--default-country', 'FR'], /NL, BE or DE; got "FR"/u],
    [['check', 'a.csv', '--concurrency', '0'], /from 1 to 64; got "0"/u],
    [['check', 'a.csv', '--concurrency', 'many'], /got "many"/u],
    [['check', 'a.csv', '--street', ' '], /--street needs a column name/u],
  ])('refuses %j', (argv, message) => {
    expect(() => readCommandLine(argv)).toThrow(message);
    expect(() => readCommandLine(argv)).toThrow(UsageError);
  });
});
