import { typedSuggestion } from '../../address/typed-suggestion.ts';
import { isPossibleHouseNumberText } from '../../address/house-number-text.ts';
import { houseNumberParamsProblems } from '../../api/check-params.ts';
import { isBelgianLanguage } from '../../api/param-rules.ts';
import type {
  BelgianHouseNumberSuggestion,
  GermanHouseNumberSuggestion,
  HouseNumberParams,
  HouseNumberSuggestion,
} from '../../api/types.ts';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { houseNumbersKey } from '../../query/address-keys.ts';
import { houseNumberQueryOptions } from '../../query/house-number-query-options.ts';
import type { HouseNumberSuggestionOf } from '../../query/suggestion-of.ts';
import { houseNumberMatches } from '../../resolve/house-number-matches.ts';
import { forwardByCountry } from '../combobox/forward-by-country.ts';
import { useAddressCombobox } from '../combobox/use-address-combobox.ts';
import type { UseHouseNumberComboboxOptions } from './house-number-combobox-props.ts';
import type { UseHouseNumberComboboxResult } from './house-number-combobox-result.ts';
import { houseNumberTexts, partsOf, postcodeOf, statusOf } from './house-number-combobox-texts.ts';
import { useHouseNumberOptions } from './use-house-number-options.ts';
import { houseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { AddressLanguage } from '../../i18n/locales.ts';
import { useTranslate } from '../shared/use-translate.ts';

export type { ComboboxState } from '../combobox/step-answer.ts';
export type { HouseNumberOption } from './use-house-number-options.ts';
export type { UseHouseNumberComboboxResult } from './house-number-combobox-result.ts';

/** The request of some options for a typed number, `null` while they name no street (the field waits). */
function requestParams(
  options: UseHouseNumberComboboxOptions,
  houseNumber: string,
  uiLanguage: AddressLanguage,
): HouseNumberParams | null {
  if (options.country === 'BE') {
    const language = options.language ?? (isBelgianLanguage(uiLanguage) ? uiLanguage : 'nl');
    const { municipalityNisCode, streetId, postcode, validation = 'none' } = options;
    return streetId === null || postcode === null
      ? null
      : { country: 'BE', municipalityNisCode, streetId, postcode, language, validation, houseNumber };
  }
  const { cityId, streetId, postcode, validation = 'none' } = options;
  return streetId === null || postcode === null
    ? null
    : { country: 'DE', cityId, streetId, postcode, validation, houseNumber };
}

const suggestionKey = (s: HouseNumberSuggestion): string => `${s.houseNumber}|${s.status}|${String(s.postcode)}`;

const isBelgianSuggestion = (s: HouseNumberSuggestion): s is BelgianHouseNumberSuggestion =>
  typeof s.postcode === 'number';
const isGermanSuggestion = (s: HouseNumberSuggestion): s is GermanHouseNumberSuggestion =>
  typeof s.postcode === 'string';

/**
 * The behaviour of a Belgian or German house-number combobox, headless: render the markup with the prop getters
 * ({@link HouseNumberCombobox} is this hook and its default markup).
 * @example
 * ```tsx
 * const box = useHouseNumberCombobox({ country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 });
 * <label {...box.getLabelProps()}>House number</label>
 * <input {...box.getInputProps({ name: 'houseNumber' })} />
 * <ul {...box.getMenuProps()}>
 *   {box.isOpen && box.suggestions.map((option, index) => (
 *     <li key={option.suggestion.houseNumber} {...box.getItemProps({ item: option.suggestion, index })}>
 *       {option.suggestion.houseNumber} ({option.statusText})
 *     </li>
 *   ))}
 * </ul>
 * <p {...box.getResultProps()}>{box.resultText}</p>
 * ```
 */
export function useHouseNumberCombobox<O extends UseHouseNumberComboboxOptions>(
  options: O,
): UseHouseNumberComboboxResult<HouseNumberSuggestionOf<O>>;
export function useHouseNumberCombobox(options: UseHouseNumberComboboxOptions): UseHouseNumberComboboxResult {
  const { client, language } = useAddressEntryContext('useHouseNumberCombobox');
  const t = useTranslate(houseNumberMessages, options.messages, 'useHouseNumberCombobox');
  const paramsFor = (text: string) => requestParams(options, text, language);
  const street = paramsFor('');

  const { selection, unverifiedItem, ...box } = useAddressCombobox<HouseNumberSuggestion>({
    options: {
      ...options,
      onSelectedItemChange: forwardByCountry(options, isBelgianSuggestion, isGermanSuggestion),
    },
    // The street the numbers are asked within (the typed number left empty): a choice holds only there.
    scope: JSON.stringify(street),
    // Until its street is given the field waits: it asks nothing, and a browser may still fill it.
    waiting: street === null,
    itemToString: (item) => item.houseNumber,
    itemToKey: suggestionKey,
    query: (text) => {
      const params = isPossibleHouseNumberText(text) ? paramsFor(text) : null;
      return params !== null && houseNumberParamsProblems(params).length === 0
        ? houseNumberQueryOptions(client, params)
        : null;
    },
    idleKey: houseNumbersKey(),
    typedItem: street === null ? undefined : (text) => typedSuggestion({ ...street, houseNumber: text }),
    isFinal: (item) => item.status !== 'incomplete',
    selectsWhenTyped: (item) => item.status === 'validated',
    fillMatches: houseNumberMatches,
    onSelectionChange: (chosen) => {
      options.onPostcodeChange?.(postcodeOf(chosen));
      options.onStatusChange?.(statusOf(chosen));
    },
    texts: (input) => houseNumberTexts(input, t),
  });

  return {
    ...box,
    label: t('houseNumberLabel'),
    postcode: postcodeOf(selection),
    status: statusOf(selection),
    houseNumberParts: partsOf(selection),
    suggestions: useHouseNumberOptions(box.suggestions, unverifiedItem, t, options),
  };
}
