/**
 * Type-level tests of the provider's texts and locale (issue 37), checked by `npm run typecheck` (tsc over test/):
 * the provider takes the components' one messages type, so a misspelt key is a compile error, not a text that
 * silently never shows; and the locale is the one type the i18n layer declares.
 */
import { expectTypeOf } from 'vitest';
import {
  AddressEntryProvider,
  type AddressClient,
  type AddressLanguage,
  type AddressEntryProviderProps,
  type AddressMessages,
  type HouseNumberComboboxProps,
} from '../../src/index.ts';
import type { AddressLanguage as TextsLocale } from '../../src/i18n/locales.ts';
import { nl, type AddressLocale as EntryLocale } from '../../src/locales.ts';

declare const client: AddressClient;

// One messages type: the provider's is the components'.
expectTypeOf<NonNullable<AddressEntryProviderProps['messages']>>().toEqualTypeOf<Partial<AddressMessages>>();
expectTypeOf<NonNullable<AddressEntryProviderProps['messages']>>().toEqualTypeOf<
  NonNullable<HouseNumberComboboxProps['messages']>
>();
// One locale type: the main entry's `AddressLanguage` is the one the texts are declared in, and the locale objects
// of `react-address-entry/locales` are the provider's `locale`.
expectTypeOf<AddressLanguage>().toEqualTypeOf<TextsLocale>();
expectTypeOf<NonNullable<AddressEntryProviderProps['locale']>>().toEqualTypeOf<EntryLocale>();

export const inDutch = <AddressEntryProvider client={client} locale={nl} />;

// @ts-expect-error: the locale is an object imported from `react-address-entry/locales` (`locale={nl}`), not a string
export const stringLocale = <AddressEntryProvider client={client} locale="nl" />;

export const rightKey = (
  <AddressEntryProvider client={client} messages={{ addressNotFound: 'Dit adres kennen we niet.' }} />
);

export const misspeltKey = (
  // @ts-expect-error: `adressNotFound` is no text's key (`addressNotFound` is)
  <AddressEntryProvider client={client} messages={{ adressNotFound: 'Dit adres kennen we niet.' }} />
);

export const misspeltInProps: AddressEntryProviderProps = {
  client,
  // @ts-expect-error: `suggestionOther` is no text's key (`suggestionsOther` is)
  messages: { suggestionOther: '{count} huisnummers gevonden' },
};
