import { postalAreaParamsProblems } from '../../api/check-params.ts';
import type { BelgianPostalArea, GermanPostalArea, PostalAreaSuggestion } from '../../api/types.ts';
import { usePostalAreaAutocomplete } from '../../hooks/use-postal-area-autocomplete.ts';
import { useAddressCombobox, type AddressComboboxResult } from '../combobox/use-address-combobox.ts';
import type { UsePostalAreaComboboxOptions } from './postal-area-combobox-props.ts';
import { postalAreaFillMatches, postalAreaIdentity, postalAreaPlace, postalAreaQueryText, postalAreaText } from '../../address/postal-area-text.ts';
import { stepTextsOf, type StepMessageKeys } from './step-texts.ts';
import { wholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

const POSTAL_AREA_KEYS: StepMessageKeys = {
  required: 'postalAreaRequired',
  choose: 'postalAreaChoose',
  wait: 'postalAreaWait',
  none: 'noPostalAreaFound',
  unavailable: 'postalAreaCheckUnavailable',
  searching: 'postalAreaSearching',
  one: 'postalAreasOne',
  other: 'postalAreasOther',
  chosen: 'postalAreaChosen',
  tooShort: 'postalAreaTooShort',
};

/** What {@link usePostalAreaCombobox} returns for a Belgian or German field. */
export type UsePostalAreaComboboxResult<T extends PostalAreaSuggestion = PostalAreaSuggestion> = AddressComboboxResult<T>;

/**
 * The whole behaviour of a Belgian or German postal-area combobox (a postcode or a place name), headless: the
 * first step of a whole address. Options read `<postcode> <place>`, the place being the name that matched (a
 * sub-municipality such as Wilrijk) or the municipality's or city's own; a text the service finds too short says so
 * (`state: 'too-short'`); selection, stale options, keys, validity and the result line are the house-number
 * combobox's. Render it with the prop getters; {@link PostalAreaCombobox} is this hook and its markup.
 *
 * @example
 * ```tsx
 * const area = usePostalAreaCombobox({ country: 'BE', onSelectedItemChange: setArea });
 * <label {...area.getLabelProps()}>Postcode or town</label>
 * <input {...area.getInputProps()} />
 * <ul {...area.getMenuProps()}>
 *   {area.isOpen && area.suggestions.map((item, index) => (
 *     <li key={index} {...area.getItemProps({ item, index })}>{postalAreaText(item)}</li>
 *   ))}
 * </ul>
 * <p {...area.getResultProps()}>{area.resultText}</p>
 * ```
 */
export function usePostalAreaCombobox(options: UsePostalAreaComboboxOptions & { country: 'BE' }): UsePostalAreaComboboxResult<BelgianPostalArea>;
export function usePostalAreaCombobox(options: UsePostalAreaComboboxOptions & { country: 'DE' }): UsePostalAreaComboboxResult<GermanPostalArea>;
export function usePostalAreaCombobox(options: UsePostalAreaComboboxOptions): UsePostalAreaComboboxResult;
export function usePostalAreaCombobox(options: UsePostalAreaComboboxOptions): UsePostalAreaComboboxResult {
  const { country } = options;
  const t = useTranslate(wholeAddressMessages, options.messages, 'usePostalAreaCombobox');
  return useAddressCombobox<PostalAreaSuggestion>({
    // The country decides the option type: the query is made with this country.
    options: options as UsePostalAreaComboboxOptions & { onSelectedItemChange?: (item: PostalAreaSuggestion | null) => void },
    scope: country,
    itemToString: postalAreaText,
    itemToKey: postalAreaIdentity,
    texts: stepTextsOf(t, POSTAL_AREA_KEYS, (area) => ({ postalArea: postalAreaText(area), place: postalAreaPlace(area) })),
    sendable: (text) => postalAreaParamsProblems({ country, postalArea: postalAreaQueryText(text) }).length === 0,
    useAnswer: (text, enabled) =>
      usePostalAreaAutocomplete(text.trim() === '' ? null : { country, postalArea: postalAreaQueryText(text) }, {
        enabled,
        ...(options.debounceMs === undefined ? {} : { debounceMs: options.debounceMs }),
      }),
    refusesTooShort: true,
    fillMatches: postalAreaFillMatches,
  });
}
