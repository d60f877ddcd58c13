import type { DutchLookupMessages } from './dutch-lookup-messages.ts';
import type { HouseNumberMessages } from './house-number-messages.ts';

export type { MessagesLocale } from './locales.ts';

/**
 * Every UI text of the components, by key: the house-number family and the Dutch lookup family. Texts may hold
 * `{name}` placeholders. Override any of them through `AddressEntryProvider`'s `messages` or a component's
 * `messages` prop.
 */
export interface AddressMessages extends HouseNumberMessages, DutchLookupMessages {}

/** The key of a UI text. */
export type MessageKey = keyof AddressMessages;
