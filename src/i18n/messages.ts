import type { AddressEntryMessages } from './address-entry-messages.ts';
import type { DutchLookupMessages } from './dutch-lookup-messages.ts';
import type { HouseNumberMessages } from './house-number-messages.ts';
import type { PickupMessages } from './pickup-messages.ts';
import type { AddressFieldsMessages } from './address-fields-messages.ts';

/**
 * Every UI text of the components, by key: the house-number, Dutch lookup, address-fields, DHL pickup and address-element families. Texts may hold
 * `{name}` placeholders. Each locale of `react-address-entry/locales` holds all of them in its language; override any
 * of them through `AddressEntryProvider`'s `messages` or a component's `messages` prop.
 */
export interface AddressMessages extends HouseNumberMessages, DutchLookupMessages, AddressFieldsMessages, PickupMessages, AddressEntryMessages {}

/** The key of a UI text. */
export type MessageKey = keyof AddressMessages;
