export { createReferenceAddressApi } from './reference-api.ts';
export type { ReferenceAddressApi, ReferenceAddressApiOptions } from './reference-api.ts';
export { referenceDataset } from './dataset/reference-dataset.ts';
export { APARTMENT_BLOCK_STREET_ID } from './dataset/belgian-streets.ts';
export type * from './dataset/types.ts';
