// `react-address-entry/testing/msw`: the reference API as MSW handlers. The only module of the package that imports
// `msw` (an optional peer), kept out of `react-address-entry/testing` so the reference API works without it.
export { createAddressApiHandlers } from './address-api-handlers.ts';
export type { AddressApiHandlersOptions } from './address-api-handlers.ts';
