export type { AddressMessages, MessageKey, MessagesLocale } from './messages.ts';
export type { HouseNumberMessages } from './house-number-messages.ts';
export type { DutchLookupMessages } from './dutch-lookup-messages.ts';
export { houseNumberMessages } from './house-number-messages.ts';
export { dutchLookupMessages } from './dutch-lookup-messages.ts';
export { builtInMessages, createTranslator } from './built-in-messages.ts';
export { formatMessage, translatorFor } from './format-message.ts';
export type { MessageValues, Translate } from './format-message.ts';
