import type { BelgianLanguage } from '../api/types.ts';
import { AddressFormatError, type AddressFormatErrorKind } from './address-format-error.ts';
import { formatBelgianHouseNumber } from './belgian-house-number.ts';
import type { AddressCountry, ConfirmedAddress, HouseNumberParts } from './confirmed-address.ts';
import { dhlPickupLines, type DhlPickup } from './dhl-pickup.ts';
import { formatDutchPostcode } from './dutch-postcode-text.ts';
import { formatGermanHouseNumber } from './german-house-number.ts';
import { labelFormat, labelLines } from './country-formats/format-label.ts';
import { labelText } from './label-text.ts';

/**
 * An address of any other country than the Netherlands, Belgium and Germany, as `AddressEntry` hands it over
 * (`EnteredAddress`): the first address line whole, the second, postcode, city and region.
 */
export interface FormattableEnteredAddress {
  country: string;
  street: string;
  addressLine2?: string;
  postcode: string;
  city: string;
  region?: string;
}

/**
 * A German address that is a DHL pickup (a Packstation or a Postfiliale): the station's postcode and town, and the
 * pickup (its kind, the station's number, the shopper's Postnummer).
 */
export interface FormattablePickupAddress {
  /** DHL's pickups are German only. */
  country: 'DE';
  /** The station's postcode. */
  postcode: string;
  /** The station's town. */
  city: string;
  /** The station and the shopper's Postnummer, written above the postcode and town. */
  pickup: DhlPickup;
}

/**
 * What {@link formatAddress} reads of an address: where it is, and for the Netherlands, Belgium and Germany its house
 * number in parts, or for a German DHL pickup the pickup.
 */
export type FormattableAddress =
  | Pick<ConfirmedAddress, 'country' | 'postcode' | 'city' | 'street' | 'houseNumberParts' | 'pickup'>
  | FormattableEnteredAddress
  | FormattablePickupAddress;

/** Options of {@link formatAddress}. */
export interface FormatAddressOptions {
  /**
   * The country the item is sent from (ISO 3166-1 alpha-2, in either case): from another country than the address's,
   * the label ends with the country's name in capitals. @default the address's own country (no country line)
   */
  from?: string;
  /** `'label'`: the lines of a label, joined by `\n`; `'line'`: one line for an order list. @default 'label' */
  style?: 'label' | 'line';
  /** The word before a Belgian box number: `bus` (nl, de) or `bte` (fr). @default 'nl' */
  language?: BelgianLanguage;
}

/** ISO 3166-1 alpha-2 as a shop may write it: two letters A to Z in either case, white space around. */
const COUNTRY_CODE = /^[A-Za-z]{2}$/u;

/** A country code in capitals (`' us '` → `'US'`); anything else refused with the package's own error, naming it. */
function countryCode(value: unknown, kind: AddressFormatErrorKind): string {
  const code = typeof value === 'string' ? value.trim() : '';
  if (!COUNTRY_CODE.test(code)) throw new AddressFormatError(kind, value);
  return code.toUpperCase();
}

/**
 * The codes ISO 3166-1 leaves to its users (AA, QM to QZ, XA to XZ, ZZ), which name no country: Intl calls some of them
 * all the same (`XA` "Pseudo-Accents", `ZZ` "Unknown Region"). Kosovo's XK is not among them: the metadata and Intl
 * both have it.
 */
const USER_ASSIGNED = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/u;

/**
 * A country's name in English: in capitals, the last line of a label sent from abroad (the UPU's S42 and each post
 * ask it). A code that names no country, or that Intl has no name for, is its own name (`XX`).
 */
function countryName(country: string): string {
  const name = USER_ASSIGNED.test(country) ? undefined : new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
  return name ?? country;
}

/**
 * Whether an address is a DHL pickup: its `pickup` is set (a confirmed street address may carry the key, left
 * `undefined`, as a spread or a form library writes it).
 */
const isPickupAddress = (address: FormattableAddress): address is FormattablePickupAddress =>
  // Read as what may come at run time: the types (exact optional properties) say a present key has a value.
  (address as { pickup?: DhlPickup | undefined }).pickup !== undefined;

/** A Dutch postcode as PostNL writes it, however it was spaced or cased (`2012es` → `2012 ES`); other text trimmed. */
const dutchPostcode = (postcode: string): string => {
  const compact = postcode.replace(/\s+/gu, '').toUpperCase();
  const spaced = formatDutchPostcode(compact);
  return spaced === compact ? postcode.trim() : spaced;
};

/** A part of a house number beside the number, sanitized; `null` for none (absent, or no text once sanitized). */
const partText = (text: string | undefined): string | null => {
  const written = labelText(text ?? '');
  return written === '' ? null : written;
};

/** The house number of a street line, written from its parts as the country's post writes it. */
function houseNumberText(country: AddressCountry, parts: HouseNumberParts, language: BelgianLanguage): string {
  if (country === 'BE') return formatBelgianHouseNumber({ number: parts.number, bisNumber: partText(parts.bis), boxNumber: partText(parts.box) }, language);
  if (country === 'DE') return formatGermanHouseNumber({ number: parts.number, addition: partText(parts.addition) });
  // The Dutch addition after a space, when there is one (not absent, not empty).
  const addition = partText(parts.addition);
  return addition === null ? String(parts.number) : `${parts.number} ${addition}`;
}

/**
 * An address written as the country's post asks, for a label or an order list:
 * - the Netherlands, after PostNL's addressing tips (postnl.nl, "Addressing tips"): street, number and addition on
 *   one line; the postcode with one space between its digits and letters, two spaces before the town, the town in
 *   capitals (`2012 ES  HAARLEM`);
 * - Belgium, after bpost's "How to compose an address" (bpost.be, addressing-written-address): street, number,
 *   bis number and box on one line, the box after `bus` or `bte` (`Europalaan 36 bus 1`), then postcode and
 *   municipality (`2610 Antwerpen`);
 * - Germany, after Deutsche Post's addressing rules and DIN 5008: street and house number with its addition on one
 *   line (`Eugen-Bracht-Str. 36-2`), then postcode and town (`01217 Dresden`), no blank line;
 * - a German DHL pickup (`pickup`), after DHL's consumer page on addressing a Packstation: the shopper's Postnummer
 *   (when there is one), the station (`Packstation 123`, `Postfiliale 456`), then the station's postcode and town;
 * - any other country in its own format, from Google's address metadata (libaddressinput): its lines and their
 *   order, its literal text (`CH-8001`, `L-4750`), its fields in capitals (`75002 PARIS`, `MOUNTAIN VIEW, CA 94043`);
 *   a two-letter code the metadata has no format for (`XX`, `ZZ`, `EU`) every field: the address lines, postcode and
 *   town, region;
 * - sent from another country (`from`), the country's name in capitals as the last line (UPU S42; bpost and Deutsche
 *   Post ask for it only on mail abroad, PostNL likewise); a code with no name, the code.
 * The name of the person and any company go above these lines: they are the shop's. The one-line style joins the
 * lines with `, ` and writes the town as the address has it.
 *
 * No text of the address adds, splits or reorders a line: in every field a line break (LF, CR, CRLF, VT, FF, NEL,
 * U+2028, U+2029) or a separator (U+001C–U+001F) is written as a space, the other control characters (NUL, ESC, DEL,
 * C1) and the bidi controls (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) are removed, white space is
 * folded to one space and trimmed. A country and `from` are read in either case, trimmed (`' us '` is `US`).
 *
 * @throws {@link AddressFormatError} when the address's `country` or `from` is not two letters (`USA`, `1`, `''`).
 *
 * @example
 * ```ts
 * formatAddress(order.address);
 * // 'Julianastraat 30\n2012 ES  HAARLEM'
 * formatAddress(order.address, { from: 'DE' });
 * // 'Julianastraat 30\n2012 ES  HAARLEM\nNETHERLANDS'
 * formatAddress(belgian, { style: 'line' });
 * // 'Europalaan 36 bus 1, 2610 Antwerpen'
 * formatAddress({ country: 'DE', postcode: '53113', city: 'Bonn', pickup: { kind: 'packstation', number: 123, postNumber: '12345678' } });
 * // '12345678\nPackstation 123\n53113 Bonn'
 * ```
 */
export function formatAddress(address: FormattableAddress, options: FormatAddressOptions = {}): string {
  const { style = 'label', language = 'nl' } = options;
  const country = countryCode(address.country, 'country');
  const from = options.from === undefined ? country : countryCode(options.from, 'from');
  const label = style === 'label';
  const countryLine = from === country ? [] : [label ? countryName(country).toUpperCase() : countryName(country)];
  // Each line trimmed, and left out when empty: a field left empty leaves no space, no empty line, no `, , `.
  const join = (lines: readonly string[]): string => [...lines.map((line) => line.trim()).filter((line) => line !== ''), ...countryLine].join(label ? '\n' : ', ');
  // Every text through one rule before any country's layout reads it: no field adds, splits or reorders lines.
  const postcode = labelText(address.postcode);
  const city = labelText(address.city);
  if (isPickupAddress(address)) {
    const { pickup } = address;
    return join(dhlPickupLines({ ...pickup, postNumber: labelText(pickup.postNumber ?? '') }, postcode, city));
  }
  if (!('houseNumberParts' in address)) {
    const texts = { street: labelText(address.street), addressLine2: labelText(address.addressLine2 ?? ''), postcode, city, region: labelText(address.region ?? '') };
    // The one-line style keeps the texts as written (no capitals).
    const format = labelFormat(country);
    return join(labelLines(texts, label ? format : { ...format, upper: [] }));
  }
  // The type says the Netherlands, Belgium or Germany; a code in lower case is one of them.
  const streetLine = `${labelText(address.street)} ${houseNumberText(country as AddressCountry, address.houseNumberParts, language)}`;
  const place = country === 'NL' ? (label ? `${dutchPostcode(postcode)}  ${city.toLocaleUpperCase('nl')}` : `${dutchPostcode(postcode)} ${city}`) : `${postcode} ${city}`;
  return join([streetLine, place]);
}
