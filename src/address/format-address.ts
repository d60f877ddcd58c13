import type { BelgianLanguage } from '../api/types.ts';
import { formatBelgianHouseNumber } from './belgian-house-number.ts';
import type { AddressCountry, ConfirmedAddress, HouseNumberParts } from './confirmed-address.ts';
import { dhlPickupLines, type DhlPickup } from './dhl-pickup.ts';
import { formatDutchPostcode } from './dutch-postcode-text.ts';
import { formatGermanHouseNumber } from './german-house-number.ts';
import { countryFormat } from './country-formats/country-format.ts';
import { labelLines } from './country-formats/format-label.ts';
import { FORMATS } from './country-formats/formats-data.ts';

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
   * The country the item is sent from (ISO 3166-1 alpha-2): from another country than the address's, the label ends
   * with the country's name in capitals. @default the address's own country (no country line)
   */
  from?: string;
  /** `'label'`: the lines of a label, joined by `\n`; `'line'`: one line for an order list. @default 'label' */
  style?: 'label' | 'line';
  /** The word before a Belgian box number: `bus` (nl, de) or `bte` (fr). @default 'nl' */
  language?: BelgianLanguage;
}

/** A country's name in English: in capitals, the last line of a label sent from abroad (the UPU's S42 and each post ask it). */
const countryName = (country: string): string => new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;

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

/** The house number of a street line, written from its parts as the country's post writes it. */
function houseNumberText(country: AddressCountry, parts: HouseNumberParts, language: BelgianLanguage): string {
  if (country === 'BE') return formatBelgianHouseNumber({ number: parts.number, bisNumber: parts.bis ?? null, boxNumber: parts.box ?? null }, language);
  if (country === 'DE') return formatGermanHouseNumber({ number: parts.number, addition: parts.addition ?? null });
  // The Dutch addition after a space, when there is one (not absent, not empty).
  return parts.addition ? `${parts.number} ${parts.addition}` : String(parts.number);
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
 * - sent from another country (`from`), the country's name in capitals as the last line (UPU S42; bpost and Deutsche
 *   Post ask for it only on mail abroad, PostNL likewise).
 * The name of the person and any company go above these lines: they are the shop's. The one-line style joins the
 * lines with `, ` and writes the town as the address has it.
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
  const { from = address.country, style = 'label', language = 'nl' } = options;
  const label = style === 'label';
  const abroad = from.toUpperCase() !== address.country.toUpperCase();
  const countryLine = abroad ? [label ? countryName(address.country).toUpperCase() : countryName(address.country)] : [];
  if (isPickupAddress(address)) return [...dhlPickupLines(address.pickup, address.postcode, address.city), ...countryLine].join(label ? '\n' : ', ');
  if (!('houseNumberParts' in address)) {
    const format = countryFormat(FORMATS, address.country.toUpperCase()) ?? countryFormat(FORMATS, 'ZZ');
    const texts = { street: address.street, addressLine2: address.addressLine2 ?? '', postcode: address.postcode, city: address.city, region: address.region ?? '' };
    // The one-line style keeps the texts as written (no capitals).
    const lines = format === undefined ? [] : labelLines(texts, label ? format : { ...format, upper: [] });
    return [...lines, ...countryLine].join(label ? '\n' : ', ');
  }
  const { country, postcode, city, street, houseNumberParts } = address;
  const streetLine = `${street.trim()} ${houseNumberText(country, houseNumberParts, language)}`;
  const place =
    country === 'NL'
      ? label
        ? `${dutchPostcode(postcode)}  ${city.trim().toLocaleUpperCase('nl')}`
        : `${dutchPostcode(postcode)} ${city.trim()}`
      : `${postcode.trim()} ${city.trim()}`;
  const lines = [streetLine, place, ...countryLine];
  return lines.join(label ? '\n' : ', ');
}
