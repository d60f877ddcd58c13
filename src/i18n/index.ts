export type { AddressMessages, MessageKey, MessagesLocale } from './messages.ts';
export { builtInMessages, createTranslator, formatMessage } from './format-message.ts';
export type { MessageValues, Translate } from './format-message.ts';
