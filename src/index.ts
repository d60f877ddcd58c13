export { createAddressClient } from './api/client.ts';
export type { AddressClient, AddressClientOptions, AddressRequestInit } from './api/client.ts';
export { AddressApiError, isAddressApiError } from './api/errors.ts';
export type { AddressApiErrorKind, AddressApiErrorDetails } from './api/errors.ts';
export { parseCityCandidates } from './api/city-candidates.ts';
export { ADDRESS_LIMITS } from './api/limits.ts';
export { exactParamsProblems, houseNumberParamsProblems } from './api/check-params.ts';
export type { ExactPathForm } from './api/paths.ts';
export type * from './api/types.ts';
export {
  PROVINCE_SUFFIXES,
  provinceSuffixes,
  isProvinceSuffix,
  withMunicipality,
  withProvince,
  provinceFallbackCandidates,
  splitCitySuffix,
} from './address/provinces.ts';
export type { ProvinceSuffix, CitySuffix } from './address/provinces.ts';
export { foldName } from './address/fold-name.ts';
export { isPossibleHouseNumberText } from './address/house-number-text.ts';
export {
  parseBelgianHouseNumber,
  formatBelgianHouseNumber,
  BELGIAN_BOX_PREFIXES,
} from './address/belgian-house-number.ts';
export type { BelgianHouseNumberParts } from './address/belgian-house-number.ts';
export { parseGermanHouseNumber, formatGermanHouseNumber } from './address/german-house-number.ts';
export type { GermanHouseNumberParts } from './address/german-house-number.ts';
