import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Each package entry and its source. */
const ENTRIES = {
  'react-address-entry': 'src/index.ts',
  'react-address-entry/address': 'src/address.ts',
  'react-address-entry/server': 'src/server/index.ts',
  'react-address-entry/testing': 'src/testing/index.ts',
  'react-address-entry/testing/msw': 'src/testing/msw.ts',
  'react-address-entry/locales': 'src/locales.ts',
  'react-address-entry/types': 'src/types.ts',
  'react-address-entry/pickup': 'src/pickup.ts',
} as const;

/**
 * The public surface, entry by entry: every export, types marked `type`, sorted. A change to it is a change to this
 * list, seen and reviewed in the same commit (0.x: a renamed public name stays one minor version as a deprecated alias of the new one; README, stories and
 * demo follow at once).
 */
const SURFACE: Record<keyof typeof ENTRIES, string[]> = {
  'react-address-entry': [
    'AddressApiError',
    'type AddressApiErrorKind',
    'type AddressClient',
    'type AddressClientOptions',
    'AddressEntry',
    'type AddressEntryAddress',
    'type AddressEntryLocale',
    'type AddressEntryNames',
    'type AddressEntryProps',
    'AddressEntryProvider',
    'type AddressEntryProviderProps',
    'type AddressEntryValue',
    'AddressFields',
    'type AddressFieldsAddress',
    'type AddressFieldsNames',
    'type AddressFieldsProps',
    'type AddressFieldsValue',
    'addressKeys',
    'type AddressLanguage',
    'type AddressLocale',
    'type AddressMessages',
    'type AddressRequestInit',
    'type BelgianAddressFieldsAddress',
    'type BelgianWholeAddress',
    'CityPicker',
    'type CityPickerProps',
    'createAddressClient',
    'type DutchAddress',
    'type EnteredAddress',
    'ExactAddressLookup',
    'type ExactAddressLookupProps',
    'type ExactAddressParams',
    'exactAddressQueryOptions',
    'type ExactAddressValues',
    'type GermanAddressFieldsAddress',
    'type GermanPickupAddress',
    'type GermanWholeAddress',
    'HouseNumberCombobox',
    'type HouseNumberComboboxProps',
    'type HouseNumberParams',
    'houseNumberQueryOptions',
    'type HouseNumberSuggestion',
    'isAddressApiError',
    'isAddressEntryComplete',
    'PostalAreaCombobox',
    'type PostalAreaComboboxProps',
    'type PostalAreaParams',
    'postalAreaQueryOptions',
    'type PostalAreaSuggestion',
    'PostcodeAddressLookup',
    'type PostcodeAddressLookupProps',
    'type PostcodeAddressParams',
    'postcodeAddressQueryOptions',
    'type PostcodeAddressValues',
    'StreetCombobox',
    'type StreetComboboxProps',
    'type StreetParams',
    'streetQueryOptions',
    'type StreetSuggestion',
    'useAddressEntry',
    'type UseAddressEntryResult',
    'useExactAddress',
    'useExactAddressLookup',
    'type UseExactAddressLookupResult',
    'useHouseNumberAutocomplete',
    'useHouseNumberCombobox',
    'type UseHouseNumberComboboxOptions',
    'type UseHouseNumberComboboxResult',
    'usePostalAreaAutocomplete',
    'usePostalAreaCombobox',
    'type UsePostalAreaComboboxOptions',
    'type UsePostalAreaComboboxResult',
    'usePostcodeAddress',
    'usePostcodeAddressLookup',
    'type UsePostcodeAddressLookupResult',
    'useStreetAutocomplete',
    'useStreetCombobox',
    'type UseStreetComboboxOptions',
    'type UseStreetComboboxResult',
    'type WholeAddress',
  ],
  'react-address-entry/address': [
    'ADDRESS_LIMITS',
    'type AddressCountry',
    'AddressFormatError',
    'type AddressFormatErrorKind',
    'type BelgianHouseNumberParts',
    'type CitySuffix',
    'type ConfirmedAddress',
    'type ConfirmedAddressStatus',
    'type DeliveryTo',
    'DHL_STATION_NUMBERS',
    'type DhlPickup',
    'type DhlPickupKind',
    'exactParamsProblems',
    'foldName',
    'formatAddress',
    'type FormatAddressOptions',
    'formatBelgianHouseNumber',
    'formatGermanHouseNumber',
    'type FormattableAddress',
    'type FormattableEnteredAddress',
    'type FormattablePickupAddress',
    'type GermanHouseNumberParts',
    'houseNumberParamsProblems',
    'type HouseNumberParts',
    'houseNumberPartsText',
    'isDhlStationNumber',
    'isDutchPostcode',
    'isPossibleHouseNumberText',
    'isPostNumber',
    'normalizeDutchPostcode',
    'parseBelgianHouseNumber',
    'parseCityCandidates',
    'parseGermanHouseNumber',
    'postalAreaParamsProblems',
    'postalAreaPlace',
    'postalAreaText',
    'postcodeAddressParamsProblems',
    'postNumberCheckDigitHolds',
    'PROVINCE_SUFFIXES',
    'provinceFallbackCandidates',
    'type ProvinceSuffix',
    'readHouseNumberParts',
    'type ServiceCountry',
    'splitCitySuffix',
    'streetParamsProblems',
    'withMunicipality',
    'withProvince',
  ],
  'react-address-entry/server': [
    'type AddressCheckFailureReason',
    'type AddressCheckInput',
    'type AddressCheckResult',
    'type AddressProxy',
    'type AddressProxyOptions',
    'type Budget',
    'type CachedAnswer',
    'type CacheStore',
    'type CheckAddressOptions',
    'clientKeyFromHeader',
    'createAddressProxy',
    'type EnteredAddress',
    'type EnteredAddressProblem',
    'type InProcessUpstream',
    'ipClientKey',
    'type LimitHit',
    'type LimitStore',
    'memoryCacheStore',
    'type MemoryCacheStoreOptions',
    'memoryLimitStore',
    'type MemoryLimitStoreOptions',
    'type PostedFields',
    'type ProxyCacheOption',
    'type ProxyErrorEvent',
    'type ProxyErrorKind',
    'type ProxyLimits',
    'redisCacheStore',
    'type RedisCacheStoreOptions',
    'type RedisClientLike',
    'redisLimitStore',
    'type RedisLimitStoreOptions',
    'type VerifiedAddress',
    'type VerifiedNames',
    'verifyAddress',
    'type VerifyAddressOptions',
    'type VerifyAddressResult',
    'type VerifyFailureReason',
    'type WithheldReason',
  ],
  'react-address-entry/testing': [
    'APARTMENT_BLOCK_STREET_ID',
    'type BelgianHouseNumberRecord',
    'type BelgianMunicipalityRecord',
    'type BelgianStreetRecord',
    'createReferenceAddressApi',
    'type DutchAddressRecord',
    'type GermanCityRecord',
    'type GermanHouseNumberRecord',
    'type GermanStreetRecord',
    'type PostcodeRecord',
    'type RecordSource',
    'type ReferenceAddressApi',
    'type ReferenceAddressApiOptions',
    'referenceDataset',
    'type ReferenceDataset',
  ],
  'react-address-entry/testing/msw': ['type AddressApiHandlersOptions', 'createAddressApiHandlers'],
  // The languages besides the built-in English, one object each for the provider's `locale` (English too).
  'react-address-entry/locales': [
    'type AddressEntryLocale',
    'type AddressLanguage',
    'type AddressLocale',
    'de',
    'en',
    'fr',
    'nl',
  ],
  // Types only: the plumbing of the main entry's hooks and components (each country's request and answer, hook
  // results, prop getters and states), for custom markup and annotations.
  'react-address-entry/types': [
    'type AddressApiErrorDetails',
    'type AddressEntryCountryFieldProps',
    'type AddressEntryCountryOption',
    'type AddressFieldsDefaultValue',
    'type AddressPurpose',
    'type AddressType',
    'type AutocompleteQueryOptions',
    'type BelgianHouseNumberComboboxProps',
    'type BelgianHouseNumberParams',
    'type BelgianHouseNumberSuggestion',
    'type BelgianLanguage',
    'type BelgianPostalArea',
    'type BelgianStreet',
    'type BelgianStreetArea',
    'type BelgianStreetOptions',
    'type BelgianStreetParams',
    'type BelgianValidation',
    'type ComboboxInputElementProps',
    'type ComboboxInputProps',
    'type ComboboxState',
    'type DutchField',
    'type DutchInputElementProps',
    'type DutchInputProps',
    'type DutchLookupResult',
    'type DutchLookupState',
    'type DutchPostedField',
    'type ExactPathForm',
    'type GermanHouseNumberComboboxProps',
    'type GermanHouseNumberParams',
    'type GermanHouseNumberSuggestion',
    'type GermanPickup',
    'type GermanPostalArea',
    'type GermanStreet',
    'type GermanStreetArea',
    'type GermanStreetOptions',
    'type GermanStreetParams',
    'type GermanValidation',
    'type HouseNumberChoiceStatus',
    'type HouseNumberComboboxNames',
    'type HouseNumberOption',
    'type HouseNumberStatus',
    'type HouseNumberSuggestionOf',
    'type LookupQueryOptions',
    'type PostalAreaSuggestionOf',
    'type PostedNames',
    'type StreetSuggestionOf',
    'type SuggestionComboboxPropGetters',
    'type SuggestionComboboxResult',
    'type SuggestionComboboxState',
    'type SuggestionRenderState',
    'type UseAutocompleteOptions',
    'type UseExactAddressOptions',
    'type UseExactAddressResult',
    'type UseHouseNumberAutocompleteResult',
    'type UsePostalAreaAutocompleteResult',
    'type UsePostcodeAddressOptions',
    'type UsePostcodeAddressResult',
    'type UseStreetAutocompleteResult',
  ],
  // The DHL pickup of a German address: a capability a shop opts into by this import (germanPickup={dhlPickup}).
  'react-address-entry/pickup': ['dhlPickup', 'type GermanPickup'],
};

/**
 * The former names kept one minor version as deprecated aliases of their new names (issue 59: one word per concept),
 * entry by entry; each is in its entry's list above too.
 */
const DEPRECATED: Partial<Record<keyof typeof ENTRIES, string[]>> = {
  'react-address-entry': [
    'type AddressEntryLocale',
    'type BelgianWholeAddress',
    'type GermanWholeAddress',
    'type WholeAddress',
  ],
  'react-address-entry/locales': ['type AddressEntryLocale'],
  'react-address-entry/address': ['type AddressCountry'],
};

/**
 * Every export of each entry, as the compiler sees it (what a shop's `import { … }` can name), and those marked
 * `@deprecated`.
 */
function exportsOf(): { names: Record<string, string[]>; deprecated: Record<string, string[]> } {
  const files = Object.values(ENTRIES).map((file) => resolve(ROOT, file));
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const bare = (name: string) => name.replace(/^type /u, '');
  const names: Record<string, string[]> = {};
  const deprecated: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(resolve(ROOT, file));
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${file} is not a module`);
    const exported = checker
      .getExportsOfModule(module)
      .map((symbol) => {
        const target = (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
        const name = (target.flags & ts.SymbolFlags.Value) !== 0 ? symbol.name : `type ${symbol.name}`;
        return { name, deprecated: target.getJsDocTags(checker).some((tag) => tag.name === 'deprecated') };
      })
      .sort((a, b) => bare(a.name).localeCompare(bare(b.name)));
    names[entry] = exported.map((e) => e.name);
    deprecated[entry] = exported.filter((e) => e.deprecated).map((e) => e.name);
  }
  return { names, deprecated };
}

describe('the public surface', () => {
  const { names: found, deprecated } = exportsOf();

  it.each(Object.keys(ENTRIES))('%s exports exactly its list', (entry) => {
    expect(found[entry]).toEqual(SURFACE[entry as keyof typeof ENTRIES]);
  });

  it.each(Object.keys(ENTRIES))('%s marks exactly its former names @deprecated', (entry) => {
    expect(deprecated[entry]).toEqual(DEPRECATED[entry as keyof typeof ENTRIES] ?? []);
  });

  it('keeps the main entry to what a checkout is built with: no domain helper, no internal', () => {
    const main = SURFACE['react-address-entry'];
    for (const name of SURFACE['react-address-entry/address']) expect(main).not.toContain(name);
    for (const internal of [
      'useDebouncedValue',
      'useAddressEntryContext',
      'formatMessage',
      'retryPolicy',
      'type AddressEntryContextValue',
      'type ComboboxOptions',
    ]) {
      expect(main).not.toContain(internal);
    }
    expect(main.filter((name) => !name.startsWith('type ')).length).toBeLessThanOrEqual(30);
  });

  it('keeps the language packs out of the main entry: English is built in, every other language is imported', () => {
    expect(SURFACE['react-address-entry'].filter((name) => /^(en|nl|fr|de|builtInMessages)$/u.test(name))).toEqual([]);
  });

  it('names one language type, one locale type, one messages type and one options type for the autocomplete hooks', () => {
    // A type may be exported by two entries (the locale types by the main entry and `/locales`): it is still one type.
    const former = new Set(Object.values(DEPRECATED).flat());
    const all = [
      ...new Set(
        Object.values(SURFACE)
          .flat()
          .filter((name) => name.startsWith('type ') && !former.has(name)),
      ),
    ];
    expect(all.filter((name) => /^type Address\w*(Language|Locale)$/u.test(name))).toEqual([
      'type AddressLanguage',
      'type AddressLocale',
    ]);
    expect(all.filter((name) => /Messages$/u.test(name))).toEqual(['type AddressMessages']);
    expect(all.filter((name) => /AutocompleteOptions$/u.test(name))).toEqual(['type UseAutocompleteOptions']);
  });
});
