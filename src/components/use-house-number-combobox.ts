import { typedSuggestion } from '../address/typed-suggestion.ts';
import { isPossibleHouseNumberText } from '../address/house-number-text.ts';
import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { useAddressEntry } from '../hooks/address-entry-context.ts';
import { useHouseNumberAutocomplete } from '../hooks/use-house-number-autocomplete.ts';
import { useControllableText } from './combobox/use-controllable-text.ts';
import { useHeldChoice } from './combobox/use-held-choice.ts';
import { useSuggestionCombobox, type Selection } from './combobox/use-suggestion-combobox.ts';
import { stepAnswer } from './combobox/step-answer.ts';
import { useStepField } from './combobox/use-step-field.ts';
import type { HouseNumberChoiceStatus, UseHouseNumberComboboxOptions } from './house-number-combobox-props.ts';
import { houseNumberAnnouncement, houseNumberTexts } from './house-number-combobox-texts.ts';
import { useHouseNumberOptions } from './use-house-number-options.ts';
import { houseNumberMessages } from '../i18n/house-number-messages.ts';
import { useTranslate } from './use-translate.ts';

export type { ComboboxState } from './combobox/step-answer.ts';
export type { HouseNumberOption } from './use-house-number-options.ts';

function requestParams(options: UseHouseNumberComboboxOptions, houseNumber: string, locale: string): HouseNumberParams {
  if (options.country === 'BE') {
    const language = options.language ?? (locale === 'nl' || locale === 'fr' || locale === 'de' ? locale : 'nl');
    const { municipalityNisCode, streetId, postcode, validation = 'none' } = options;
    return { country: 'BE', municipalityNisCode, streetId, postcode, language, validation, houseNumber };
  }
  const { cityId, streetId, postcode, validation = 'none' } = options;
  return { country: 'DE', cityId, streetId, postcode, validation, houseNumber };
}

/** A choice's status as the form posts it, `null` while nothing is chosen. */
const statusOf = (selection: Selection<HouseNumberSuggestion> | null): HouseNumberChoiceStatus | null =>
  selection === null ? null : selection.unverified ? 'unverified' : selection.item.status === 'validated' ? 'validated' : 'unknown';

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
  const { locale } = useAddressEntry('useHouseNumberCombobox');
  const t = useTranslate(houseNumberMessages, options.messages, 'useHouseNumberCombobox');
  const [inputValue, setText, setOwnText] = useControllableText(options.inputValue, options.defaultInputValue ?? '', options.onInputValueChange);
  const params = requestParams(options, inputValue, locale);
  const disabled = options.disabled === true;
  const choice = useHeldChoice<HouseNumberSuggestion>({
    text: inputValue,
    scope: JSON.stringify({ ...params, houseNumber: undefined }),
    selectedItem: options.selectedItem,
    defaultSelectedItem: options.defaultSelectedItem,
    itemToString: (item) => item.houseNumber,
    followText: setOwnText,
  });

  const query = useHouseNumberAutocomplete(params, {
    // Once a chosen house number is in the field, there is nothing to ask about it.
    enabled: !disabled && choice.held === null,
    ...(options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs }),
  });
  const sendable = isPossibleHouseNumberText(inputValue);
  const answer = stepAnswer(query, { text: inputValue, sendable, typedItem: () => typedSuggestion(params) });
  const { items, unverifiedItem, unavailable, isLoading, isStale, settled, state } = answer;
  const requestPostcode = String(options.postcode);

  const onSelectionChange = (selection: Selection<HouseNumberSuggestion> | null) => {
    // The options' country decides the suggestion's type: the query was made with these options.
    (options.onSelectedItemChange as ((s: HouseNumberSuggestion | null) => void) | undefined)?.(selection?.item ?? null);
    options.onPostcodeChange?.(selection === null ? null : String(selection.item.postcode));
    options.onStatusChange?.(statusOf(selection));
  };
  const core = useSuggestionCombobox<HouseNumberSuggestion>({
    text: inputValue,
    setText,
    defaultText: options.defaultInputValue ?? '',
    choice,
    selectedItem: options.selectedItem,
    items,
    isStale,
    settledItems: answer.settledItems,
    unverifiedItem,
    itemToString: (item) => item.houseNumber,
    itemToKey: suggestionKey,
    isFinal: (item) => item.status !== 'incomplete',
    selectsWhenTyped: (item) => item.status === 'validated',
    onSelectionChange,
    inputId: options.id,
    disabled,
  });
  const { selection } = core;
  const status = statusOf(selection);
  const postcode = selection === null ? null : String(selection.item.postcode);

  const texts = houseNumberTexts({ t, inputValue, state, status, postcode, selectedText: selection?.item.houseNumber ?? '', isLoading, required: options.required === true, disabled, error: query.error });
  const suggestions = useHouseNumberOptions(items, unverifiedItem, t, options.country, requestPostcode);
  const announcement = settled ? houseNumberAnnouncement(t, items.length, unavailable || query.isError || items.length === 0 ? texts.resultText : null) : '';

  const field = useStepField(core, {
    validationMessage: texts.validationMessage,
    resultText: texts.resultText,
    isLoading,
    required: options.required,
    isInvalid: options.isInvalid,
    errorMessage: options.errorMessage,
  });

  return {
    ...field.getters,
    /** The field's label in the provider's language (or `messages.houseNumberLabel`), for markup of your own. */
    label: t('houseNumberLabel'),
    inputValue,
    selectedItem: selection?.item ?? null,
    /** The chosen suggestion's postcode as the form posts it, `null` while nothing is chosen. */
    postcode,
    /** The choice's status as the form posts it, `null` while nothing is chosen. */
    status,
    isOpen: core.isOpen,
    highlightedIndex: core.highlightedIndex,
    suggestions,
    isStale,
    isLoading,
    error: query.error,
    state,
    validationMessage: texts.validationMessage,
    resultText: texts.resultText,
    announcement,
    /** Changes with each settled answer: key the live region's text with it, so an equal text is spoken again. */
    announcementKey: answer.announcementKey,
    hasErrorMessage: field.hasErrorMessage,
    errorMessage: options.errorMessage,
  };
}

/** What {@link useHouseNumberCombobox} returns. */
export type UseHouseNumberComboboxResult = ReturnType<typeof useHouseNumberCombobox>;
