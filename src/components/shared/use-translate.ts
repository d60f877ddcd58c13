import { useMemo } from 'react';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { translatorFor, type Translate } from '../../i18n/format-message.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/**
 * The translator of a component over its own family of texts, each key from the first that has it: the component's
 * own `messages`, the provider's `messages`, the provider locale's texts, then the family's built-in English.
 */
export function useTranslate<T extends object>(
  english: Readonly<T>,
  messages: Partial<AddressMessages> | undefined,
  caller: string,
): Translate<keyof T & string> {
  const { localeMessages, messages: shared } = useAddressEntryContext(caller);
  return useMemo(() => translatorFor(english, localeMessages, shared, messages), [english, localeMessages, shared, messages]);
}
