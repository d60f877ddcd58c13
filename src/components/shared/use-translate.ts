import { useMemo } from 'react';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { translatorFor, type Translate } from '../../i18n/format-message.ts';
import type { AddressEntryLocale } from '../../i18n/locales.ts';
import type { AddressMessages } from '../../i18n/messages.ts';

/**
 * The translator of a component over its own family of texts: the provider's locale, its messages, then the
 * component's own `messages`.
 */
export function useTranslate<T extends object>(
  tables: Readonly<Record<AddressEntryLocale, T>>,
  messages: Partial<AddressMessages> | undefined,
  caller: string,
): Translate<keyof T & string> {
  const { locale, messages: shared } = useAddressEntryContext(caller);
  return useMemo(() => translatorFor(tables, locale, shared, messages), [tables, locale, shared, messages]);
}
