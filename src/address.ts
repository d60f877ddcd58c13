// `react-address-entry/address`: the domain rules the components and the client apply, for a shop's own checks and
// markup. No React; safe anywhere (server, edge, a worker). test/harness/package/public-surface.test.ts lists its exports.

// Input checks: what the client refuses before sending (house number 1 to 99999, addition up to 6 characters, …).
export { ADDRESS_LIMITS } from './api/limits.ts';
export {
  exactParamsProblems,
  houseNumberParamsProblems,
  postalAreaParamsProblems,
  streetParamsProblems,
  postcodeAddressParamsProblems,
} from './api/check-params.ts';
export { normalizeDutchPostcode, isDutchPostcode } from './api/dutch-postcode.ts';
// The 409's city candidates, and the city suffixes the service takes.
export { parseCityCandidates } from './api/city-candidates.ts';
export {
  PROVINCE_SUFFIXES,
  withMunicipality,
  withProvince,
  provinceFallbackCandidates,
  splitCitySuffix,
} from './address/provinces.ts';
export type { ProvinceSuffix, CitySuffix } from './address/provinces.ts';
export { foldName } from './address/fold-name.ts';
// Belgian and German house numbers.
export { isPossibleHouseNumberText } from './address/house-number-text.ts';
export { parseBelgianHouseNumber, formatBelgianHouseNumber } from './address/belgian-house-number.ts';
export type { BelgianHouseNumberParts } from './address/belgian-house-number.ts';
export { parseGermanHouseNumber, formatGermanHouseNumber } from './address/german-house-number.ts';
export type { GermanHouseNumberParts } from './address/german-house-number.ts';
// Belgian and German postal areas, as the postal-area step's options read them.
export { postalAreaText, postalAreaPlace } from './address/postal-area-text.ts';
// An address as the package hands it to a shop, and its lines on a label as each country's post asks.
export { formatAddress } from './address/format-address.ts';
export type {
  FormattableAddress,
  FormattableEnteredAddress,
  FormattablePickupAddress,
  FormatAddressOptions,
} from './address/format-address.ts';
export { AddressFormatError } from './address/address-format-error.ts';
export type { AddressFormatErrorKind } from './address/address-format-error.ts';
// DHL pickup in Germany: the Postnummer's format and check digit, the stations' numbers.
export { isPostNumber, postNumberCheckDigitHolds } from './address/dhl-post-number.ts';
export { DHL_STATION_NUMBERS, isDhlStationNumber } from './address/dhl-station.ts';
export type { DhlPickupKind } from './address/dhl-station.ts';
export type { DeliveryTo, DhlPickup } from './address/dhl-pickup.ts';
// eslint-disable-next-line @typescript-eslint/no-deprecated -- exported for the shops that still use it
export type { AddressCountry } from './address/confirmed-address.ts';
export type {
  ServiceCountry,
  ConfirmedAddress,
  ConfirmedAddressStatus,
  HouseNumberParts,
} from './address/confirmed-address.ts';
// The parts as a form posts them (`number=36&box=1`), for markup of your own around the headless hooks.
export { houseNumberPartsText, readHouseNumberParts } from './api/house-number-parts.ts';
