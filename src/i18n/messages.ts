import type { AddressEntryMessages } from './address-entry-messages.ts';
import type { DutchLookupMessages } from './dutch-lookup-messages.ts';
import type { HouseNumberMessages } from './house-number-messages.ts';
import type { PickupMessages } from './pickup-messages.ts';
import type { AddressFieldsMessages } from './address-fields-messages.ts';

/**
 * Every UI text of the components, by key; texts may hold `{name}` placeholders. Override any through
 * `AddressEntryProvider`'s `messages` or a component's `messages` prop.
 */
export interface AddressMessages
  extends HouseNumberMessages, DutchLookupMessages, AddressFieldsMessages, PickupMessages, AddressEntryMessages {}

export type MessageKey = keyof AddressMessages;
