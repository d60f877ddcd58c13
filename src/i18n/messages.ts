import type { DutchLookupMessages } from './dutch-lookup-messages.ts';
import type { HouseNumberMessages } from './house-number-messages.ts';
import type { WholeAddressMessages } from './whole-address-messages.ts';

/**
 * Every UI text of the components, by key: the house-number, Dutch lookup and whole-address families. Texts may hold
 * `{name}` placeholders. Override any of them through `AddressEntryProvider`'s `messages` or a component's
 * `messages` prop.
 */
export interface AddressMessages extends HouseNumberMessages, DutchLookupMessages, WholeAddressMessages {}

/** The key of a UI text. */
export type MessageKey = keyof AddressMessages;
