import { useMemo } from 'react';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { translatorFor, type Translate } from '../../i18n/format-message.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/** A translator over the component's `messages`, the provider's `messages`, the locale's texts, then English. */
export function useTranslate<T extends object>(
  english: Readonly<T>,
  messages: Partial<AddressMessages> | undefined,
  caller: string,
): Translate<keyof T & string> {
  const { localeMessages, messages: shared } = useAddressEntryContext(caller);
  return useMemo(
    () => translatorFor(english, localeMessages, shared, messages),
    [english, localeMessages, shared, messages],
  );
}
