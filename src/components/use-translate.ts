import { useMemo } from 'react';
import { useAddressEntry } from '../hooks/address-entry-context.ts';
import { createTranslator, type Translate } from '../i18n/format-message.ts';
import type { AddressMessages } from '../i18n/messages.ts';

/**
 * The translator of a component: the provider's locale, its messages, then the component's own `messages`.
 */
export function useTranslate(messages: Partial<AddressMessages> | undefined, caller: string): Translate {
  const { locale, messages: shared } = useAddressEntry(caller);
  return useMemo(() => createTranslator(locale, shared, messages), [locale, shared, messages]);
}
