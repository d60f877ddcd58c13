import type { BelgianLanguage } from '../api/types.ts';
import { AddressFormatError, type AddressFormatErrorKind } from './address-format-error.ts';
import { formatBelgianHouseNumber } from './belgian-house-number.ts';
import type { ServiceCountry, ConfirmedAddress, HouseNumberParts } from './confirmed-address.ts';
import { dhlPickupLines, type DhlPickup } from './dhl-pickup.ts';
import { formatDutchPostcode } from './dutch-postcode-text.ts';
import { formatGermanHouseNumber } from './german-house-number.ts';
import { labelFormat, labelLines } from './country-formats/format-label.ts';
import { labelText } from './label-text.ts';

/** An address of any other country, as `AddressEntry` hands it over (`EnteredAddress`). */
export interface FormattableEnteredAddress {
  country: string;
  street: string;
  addressLine2?: string;
  postcode: string;
  city: string;
  region?: string;
}

/** A German DHL pickup (a Packstation or a Postfiliale) with the station's postcode and town. */
export interface FormattablePickupAddress {
  country: 'DE';
  postcode: string;
  city: string;
  pickup: DhlPickup;
}

/** What {@link formatAddress} reads of an address: a confirmed, an entered or a pickup address. */
export type FormattableAddress =
  | Pick<ConfirmedAddress, 'country' | 'postcode' | 'city' | 'street' | 'houseNumberParts' | 'pickup'>
  | FormattableEnteredAddress
  | FormattablePickupAddress;

/** Options of {@link formatAddress}. */
export interface FormatAddressOptions {
  /** The country sent from; from another country the label ends with the country's name. @default the address's own country */
  from?: string;
  /** `'label'`: the lines of a label, joined by `\n`; `'line'`: one line for an order list. @default 'label' */
  style?: 'label' | 'line';
  /** The word before a Belgian box number: `bus` (nl, de) or `bte` (fr). @default 'nl' */
  language?: BelgianLanguage;
  /**
   * Where a country has a layout in its own script (Japan, China, Korea, Taiwan, Hong Kong): `'local'` takes it for an
   * address written in that script (`〒100-8994`, `東京都千代田区`), `'latin'` the Latin one for any address (`Chiyoda-ku,
   * TOKYO 100-8994`). A region of the country's list is written in the layout's script. @default 'local'
   */
  script?: 'local' | 'latin';
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/u;

function countryCode(value: unknown, kind: AddressFormatErrorKind): string {
  const code = typeof value === 'string' ? value.trim() : '';
  if (!COUNTRY_CODE.test(code)) throw new AddressFormatError(kind, value);
  return code.toUpperCase();
}

// ISO 3166-1's user-assigned codes name no country, though Intl names some (`ZZ` "Unknown Region"); XK is Kosovo.
const USER_ASSIGNED = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/u;

function countryName(country: string): string {
  const name = USER_ASSIGNED.test(country) ? undefined : new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
  return name ?? country;
}

// A street address may carry `pickup: undefined` at run time (a spread, a form library), whatever the types say.
const isPickupAddress = (address: FormattableAddress): address is FormattablePickupAddress =>
  (address as { pickup?: DhlPickup | undefined }).pickup !== undefined;

const dutchPostcode = (postcode: string): string => {
  const compact = postcode.replace(/\s+/gu, '').toUpperCase();
  const spaced = formatDutchPostcode(compact);
  return spaced === compact ? postcode.trim() : spaced;
};

const partText = (text: string | undefined): string | null => {
  const written = labelText(text ?? '');
  return written === '' ? null : written;
};

function houseNumberText(country: ServiceCountry, parts: HouseNumberParts, language: BelgianLanguage): string {
  if (country === 'BE')
    return formatBelgianHouseNumber(
      { number: parts.number, bisNumber: partText(parts.bis), boxNumber: partText(parts.box) },
      language,
    );
  if (country === 'DE') return formatGermanHouseNumber({ number: parts.number, addition: partText(parts.addition) });
  const addition = partText(parts.addition);
  return addition === null ? String(parts.number) : `${parts.number} ${addition}`;
}

/**
 * An address written as the country's post asks, for a label or an order list; no field's text adds, splits or
 * reorders a line, and none given is left out (one the country's layout has no place for goes on the line nearest its
 * kind). The rules per country: docs/reference/client.mdx, "A label: formatAddress".
 * @throws {@link AddressFormatError} when the address's `country` or `from` is not two letters (`USA`, `1`, `''`).
 * @example
 * ```ts
 * formatAddress(order.address, { from: 'DE' }); // 'Julianastraat 30\n2012 ES  HAARLEM\nNETHERLANDS'
 * ```
 */
export function formatAddress(address: FormattableAddress, options: FormatAddressOptions = {}): string {
  const { style = 'label', language = 'nl' } = options;
  const country = countryCode(address.country, 'country');
  const from = options.from === undefined ? country : countryCode(options.from, 'from');
  const label = style === 'label';
  const countryLine = from === country ? [] : [label ? countryName(country).toUpperCase() : countryName(country)];
  const join = (lines: readonly string[]): string =>
    [...lines.map((line) => line.trim()).filter((line) => line !== ''), ...countryLine].join(label ? '\n' : ', ');
  const postcode = labelText(address.postcode);
  const city = labelText(address.city);
  if (isPickupAddress(address)) {
    const { pickup } = address;
    return join(dhlPickupLines({ ...pickup, postNumber: labelText(pickup.postNumber ?? '') }, postcode, city));
  }
  if (!('houseNumberParts' in address)) {
    const texts = {
      street: labelText(address.street),
      addressLine2: labelText(address.addressLine2 ?? ''),
      postcode,
      city,
      region: labelText(address.region ?? ''),
    };
    const format = labelFormat(country);
    return join(labelLines(texts, label ? format : { ...format, upper: [] }, options.script));
  }
  const streetLine = `${labelText(address.street)} ${houseNumberText(country as ServiceCountry, address.houseNumberParts, language)}`;
  const place =
    country === 'NL'
      ? label
        ? `${dutchPostcode(postcode)}  ${city.toLocaleUpperCase('nl')}`
        : `${dutchPostcode(postcode)} ${city}`
      : `${postcode} ${city}`;
  return join([streetLine, place]);
}
