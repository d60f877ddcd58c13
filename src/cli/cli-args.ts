import { parseArgs } from 'node:util';
import type { ServiceCountry } from '../address/confirmed-address.ts';
import type { BookColumns } from './book-columns.ts';

/** The command's help. */
export const USAGE = `Usage: react-address-entry check <file.csv> [options]

Checks every address of a CSV address book (a header line; comma, semicolon or tab)
with the package's proxy, as a shop's server does, and writes a row for each address
as its check finishes (so not in the book's order) to <file>.checked.csv:
  row, status            the book's row (1 is the first after the header), and "ok"
                         or why not: not-found, ambiguous, incomplete, invalid-input,
                         pickup-not-accepted, unavailable, over-budget
  country … houseNumberAddition
                         the address the service confirmed, in its spelling
  number, addition, bis, box
                         its house number in the parts carriers take apart
  deliveryTo, postNumber for a DHL Packstation or Postfiliale in Germany: its kind
                         (packstation, postfiliale) and the Postnummer
  token                  the token verifyAddress accepts (with the same signing key)
  candidates             what to choose from, joined with " | " ("36 bus 1 | 36 bus 2")
  proof                  that this run wrote the row for that row of the book (a MAC
                         under the key it keeps in <out>.key)
  input.<column>         every cell of the book's row, as it was
A spreadsheet runs nothing in it, whatever separator it opens it with: a ' goes
before each = + - @, tab or carriage return that starts a cell or follows a comma,
semicolon, tab or line break in it ("Bel ons,=10*10" is written "Bel ons,'=10*10"),
and a cell holding a comma, semicolon, tab, quote or line break is quoted.
Ctrl-C stops it and leaves valid CSV; the same command again checks only the rest:
of the rows already in the output it keeps those whose proof holds for the book's
row of that number as it reads now (an "ok" row only if its token still verifies
with the signing key too) and checks the others again; without <out>.key, all.
--out must be a new file, an empty one, or an earlier output of the same book, and
never a symbolic link (it is refused, and what it points to left as it was).
A record of the book may hold 1 MiB: past that (a quote never closed) the run stops,
naming the line where the record starts.

Options:
  --out <path>                 where the rows go (default: <file>.checked.csv)
  --country <column>           the country's column (NL, BE, DE, or the country's name)
  --postcode <column>          the postcode's column
  --city <column>              the city's column
  --street <column>            the street's column, also a street with its number
                               ("Europalaan 36 bus 1", "Julianastraat 30-2")
  --house-number <column>      the house number's column
  --addition <column>          the addition's column (a suffix, a Belgian box)
  --post-number <column>       the DHL Postnummer's column (for a Packstation)
  --german-pickup              take DHL Packstations and Postfilialen (else a row
                               naming one is pickup-not-accepted, with no lookup)
  --default-country <NL|BE|DE> the country of a row without one
  --concurrency <n>            checks at once (default: 8)
  --reference                  check against the built-in reference API (its test
                               data, in this process; no service, no network)
  -h, --help                   show this help

A column not named is found by its usual names, without case or separators:
country, land; postcode, zip, postal code, plz; city, town, place, plaats, ort;
street, address, address line 1, straat; house number, number, nr, huisnummer;
addition, suffix, box, toevoeging; postnummer, postnr, post number.
With --german-pickup, a German street "Packstation 123" or "Postfiliale 456" (or the
word in the street column and the number in the house number's) is a DHL pickup: only its postcode and
town are looked up, the station's number (100-999, a Postfiliale's 401-999) and the
Postnummer (6 to 10 digits; a Packstation needs one) checked as written. Without a
Postnummer column, an address line 2 that holds only 6 to 10 digits is taken as it.

The service (without --reference), as for the proxy in the shop:
  ADDRESS_API_URL       the address service (default: https://api.postcode.eu)
  ADDRESS_API_KEY       the account's key
  ADDRESS_API_SECRET    the account's secret
  ADDRESS_SIGNING_KEY   the proxy's signing key (32 characters or more): the tokens
                        verify with it (with --reference, a random key if not set)

Exit status: 0 done, 1 failed, 2 wrong usage or settings, 130 stopped by Ctrl-C
(143 by SIGTERM).
`;

/** A mistake in the command line or the settings: told with the usage hint, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** What the command line asks for. */
export type CliCommand =
  | { command: 'help' }
  | {
      command: 'check';
      input: string;
      output: string;
      columns: BookColumns;
      defaultCountry: ServiceCountry | undefined;
      concurrency: number;
      reference: boolean;
      /** Whether DHL pickups are taken (`--german-pickup`), as `checkAddress`'s `germanPickup`. */
      germanPickup: boolean;
    };

const COLUMN_FLAGS = {
  country: 'country',
  postcode: 'postcode',
  city: 'city',
  street: 'street',
  'house-number': 'houseNumber',
  addition: 'houseNumberAddition',
  'post-number': 'postNumber',
} as const;
const COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'] satisfies ServiceCountry[];
const MAX_CONCURRENCY = 64;

/** The default output of a book: `book.csv` → `book.checked.csv`. */
const defaultOutput = (input: string): string => `${input.replace(/\.csv$/iu, '')}.checked.csv`;

/** Reads the command line (without `node` and the script). Throws a {@link UsageError} for a mistake. */
export function readCommandLine(argv: readonly string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string', short: 'o' },
        country: { type: 'string' },
        postcode: { type: 'string' },
        city: { type: 'string' },
        street: { type: 'string' },
        'house-number': { type: 'string' },
        addition: { type: 'string' },
        'post-number': { type: 'string' },
        'default-country': { type: 'string' },
        concurrency: { type: 'string' },
        reference: { type: 'boolean' },
        'german-pickup': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // Node's first sentence says it (`Unknown option '--bogus'`); the rest is about positionals starting with `-`.
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${message.split(/\.\s/u)[0] ?? message}.`);
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { command: 'help' };
  const [command, input, ...more] = positionals;
  if (command === undefined) throw new UsageError('Say what to do: react-address-entry check <file.csv>.');
  if (command !== 'check') throw new UsageError(`Unknown command "${command}": the command is check.`);
  if (input === undefined || input === '')
    throw new UsageError('Name the book to check: react-address-entry check <file.csv>.');
  if (more.length > 0) throw new UsageError(`One book at a time: "${more.join(' ')}" is one too many.`);

  const columns: BookColumns = {};
  for (const [flag, field] of Object.entries(COLUMN_FLAGS)) {
    const name = values[flag as keyof typeof COLUMN_FLAGS];
    if (name === undefined) continue;
    if (name.trim() === '') throw new UsageError(`--${flag} needs a column name.`);
    columns[field] = name;
  }
  const country = values['default-country']?.trim().toUpperCase();
  if (country !== undefined && !COUNTRIES.includes(country)) {
    throw new UsageError(`--default-country must be NL, BE or DE; got "${values['default-country'] ?? ''}".`);
  }
  const concurrencyText = values.concurrency ?? '8';
  const concurrency = /^\d+$/u.test(concurrencyText) ? Number(concurrencyText) : Number.NaN;
  if (!(concurrency >= 1 && concurrency <= MAX_CONCURRENCY)) {
    throw new UsageError(
      `--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}; got "${concurrencyText}".`,
    );
  }
  if (values.out === '') throw new UsageError('--out needs a path.');
  return {
    command: 'check',
    input,
    output: values.out ?? defaultOutput(input),
    columns,
    defaultCountry: country as ServiceCountry | undefined,
    concurrency,
    reference: values.reference === true,
    germanPickup: values['german-pickup'] === true,
  };
}
