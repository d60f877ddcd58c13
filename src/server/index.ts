export { createAddressProxy } from './create-address-proxy.ts';
export type { AddressProxyOptions } from './create-address-proxy.ts';
export type { ProxyErrorEvent, ProxyErrorKind, WithheldReason } from './proxy-errors.ts';
