// `react-address-entry/pickup`: the DHL pickup of a German address (Packstation, Postfiliale), for `germanPickup` on
// `AddressFields` and `AddressEntry`. A capability a shop opts into by this import: its fields, rules and texts are in
// no other entry's bundle (docs/architecture.mdx, "Optional capabilities"). test/architecture/public-surface.test.ts
// lists its exports.
export { dhlPickup } from './components/address-fields/dhl-pickup-capability.tsx';
export type { GermanPickup } from './components/address-fields/address-fields-props.ts';
