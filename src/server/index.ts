export { createAddressProxy } from './create-address-proxy.ts';
export type { AddressProxyOptions } from './create-address-proxy.ts';
export type { ProxyErrorEvent, ProxyErrorKind, WithheldReason } from './proxy-errors.ts';
export { verifyAddress } from './verify-address.ts';
export type { PostedFields, VerifiedAddress, VerifiedNames, VerifyAddressOptions, VerifyAddressResult, VerifyFailureReason } from './verify-address.ts';
