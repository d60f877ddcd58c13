import { typedSuggestion } from '../../address/typed-suggestion.ts';
import { isPossibleHouseNumberText } from '../../address/house-number-text.ts';
import type { HouseNumberParams, HouseNumberSuggestion } from '../../api/types.ts';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { useHouseNumberAutocomplete } from '../../hooks/use-house-number-autocomplete.ts';
import { useAddressCombobox } from '../combobox/use-address-combobox.ts';
import type { HouseNumberComboboxCommonOptions, UseHouseNumberComboboxOptions } from './house-number-combobox-props.ts';
import { houseNumberTexts, postcodeOf, statusOf } from './house-number-combobox-texts.ts';
import { useHouseNumberOptions } from './use-house-number-options.ts';
import { houseNumberMessages } from '../../i18n/house-number-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

export type { ComboboxState } from '../combobox/step-answer.ts';
export type { HouseNumberOption } from './use-house-number-options.ts';

/** The request of some options for a typed number, `null` while they name no street (the field waits). */
function requestParams(options: UseHouseNumberComboboxOptions, houseNumber: string, locale: string): HouseNumberParams | null {
  if (options.country === 'BE') {
    const language = options.language ?? (locale === 'nl' || locale === 'fr' || locale === 'de' ? locale : 'nl');
    const { municipalityNisCode, streetId, postcode, validation = 'none' } = options;
    return streetId === null || postcode === null ? null : { country: 'BE', municipalityNisCode, streetId, postcode, language, validation, houseNumber };
  }
  const { cityId, streetId, postcode, validation = 'none' } = options;
  return streetId === null || postcode === null ? null : { country: 'DE', cityId, streetId, postcode, validation, houseNumber };
}

const suggestionKey = (s: HouseNumberSuggestion): string => `${s.houseNumber}|${s.status}|${String(s.postcode)}`;

/**
 * The whole behaviour of a Belgian or German house-number combobox, headless: the debounced query, Downshift's
 * highlight and ARIA, honest selection (a choice holds only while the field shows it), stale options that cannot be
 * chosen, the form's custom validity, the result line and one announcement per settled answer. Render the markup
 * with the prop getters; {@link HouseNumberCombobox} is this hook and its default markup.
 *
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
export function useHouseNumberCombobox(options: UseHouseNumberComboboxOptions) {
  const { locale } = useAddressEntryContext('useHouseNumberCombobox');
  const t = useTranslate(houseNumberMessages, options.messages, 'useHouseNumberCombobox');
  const paramsFor = (text: string) => requestParams(options, text, locale);
  const street = paramsFor('');

  const box = useAddressCombobox<HouseNumberSuggestion>({
    // The options' country decides the suggestion's type: the query is made with these options.
    options: options as HouseNumberComboboxCommonOptions<HouseNumberSuggestion>,
    // The street the numbers are asked within (the typed number left empty): a choice holds only there.
    scope: JSON.stringify(street),
    // Until its street is given the field waits: it asks nothing, and a browser may still fill it.
    waiting: street === null,
    itemToString: (item) => item.houseNumber,
    itemToKey: suggestionKey,
    sendable: isPossibleHouseNumberText,
    useAnswer: (text, enabled) =>
      useHouseNumberAutocomplete(paramsFor(text), {
        enabled,
        ...(options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs }),
      }),
    ...(street === null ? {} : { typedItem: (text: string) => typedSuggestion({ ...street, houseNumber: text }) }),
    isFinal: (item) => item.status !== 'incomplete',
    selectsWhenTyped: (item) => item.status === 'validated',
    onSelectionChange: (selection) => {
      options.onPostcodeChange?.(postcodeOf(selection));
      options.onStatusChange?.(statusOf(selection));
    },
    texts: (input) => houseNumberTexts(input, t),
  });
  const { selection } = box;
  const suggestions = useHouseNumberOptions(box.suggestions, box.unverifiedItem, t, options);

  return {
    ...box,
    /** The field's label in the provider's language (or `messages.houseNumberLabel`), for markup of your own. */
    label: t('houseNumberLabel'),
    /** The chosen suggestion's postcode as the form posts it, `null` while nothing is chosen. */
    postcode: postcodeOf(selection),
    /** The choice's status as the form posts it, `null` while nothing is chosen. */
    status: statusOf(selection),
    /** The options with their status in words and their postcode when it differs from the street's. */
    suggestions,
  };
}

/** What {@link useHouseNumberCombobox} returns. */
export type UseHouseNumberComboboxResult = ReturnType<typeof useHouseNumberCombobox>;
