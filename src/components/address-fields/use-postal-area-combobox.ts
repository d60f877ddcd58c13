import { postalAreaParamsProblems } from '../../api/check-params.ts';
import type { BelgianPostalArea, GermanPostalArea, PostalAreaSuggestion } from '../../api/types.ts';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { postalAreasKey } from '../../query/address-keys.ts';
import { postalAreaQueryOptions } from '../../query/postal-area-query-options.ts';
import type { PostalAreaSuggestionOf } from '../../query/suggestion-of.ts';
import type { SuggestionComboboxResult } from '../combobox/suggestion-combobox-result.ts';
import { forwardByCountry } from '../combobox/forward-by-country.ts';
import { useAddressCombobox } from '../combobox/use-address-combobox.ts';
import type { UsePostalAreaComboboxOptions } from './postal-area-combobox-props.ts';
import {
  postalAreaIdentity,
  postalAreaPlace,
  postalAreaQueryText,
  postalAreaText,
} from '../../address/postal-area-text.ts';
import { postalAreaMatches } from '../../resolve/postal-area-matches.ts';
import { stepTextsOf } from './step-texts.ts';
import { addressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

/** What {@link usePostalAreaCombobox} returns: the state and prop getters of a postal-area field, its options of type `T`. */
export type UsePostalAreaComboboxResult<T extends PostalAreaSuggestion = PostalAreaSuggestion> =
  SuggestionComboboxResult<T>;

const isBelgianArea = (area: PostalAreaSuggestion): area is BelgianPostalArea => 'municipalityNisCode' in area;
const isGermanArea = (area: PostalAreaSuggestion): area is GermanPostalArea => !('municipalityNisCode' in area);

/**
 * The behaviour of a Belgian or German postal-area combobox (a postcode or a place name), headless; options read
 * `<postcode> <place>`. {@link PostalAreaCombobox} is this hook and its markup.
 *
 * @example
 * ```tsx
 * const area = usePostalAreaCombobox({ country: 'BE', onSelectedItemChange: setArea });
 * <input {...area.getInputProps()} />
 * <p {...area.getResultProps()}>{area.resultText}</p>
 * ```
 */
export function usePostalAreaCombobox<O extends UsePostalAreaComboboxOptions>(
  options: O,
): UsePostalAreaComboboxResult<PostalAreaSuggestionOf<O>>;
export function usePostalAreaCombobox(options: UsePostalAreaComboboxOptions): UsePostalAreaComboboxResult {
  const { client } = useAddressEntryContext('usePostalAreaCombobox');
  const { country } = options;
  const t = useTranslate(addressFieldsMessages, options.messages, 'usePostalAreaCombobox');
  const {
    selection: _selection,
    unverifiedItem: _unverifiedItem,
    ...box
  } = useAddressCombobox<PostalAreaSuggestion>({
    options: {
      ...options,
      onSelectedItemChange: forwardByCountry(options, isBelgianArea, isGermanArea),
    },
    scope: country,
    itemToString: postalAreaText,
    itemToKey: postalAreaIdentity,
    texts: stepTextsOf(t, 'postalArea', (area) => ({ postalArea: postalAreaText(area), place: postalAreaPlace(area) })),
    queryText: postalAreaQueryText,
    query: (postalArea) => {
      const params = { country, postalArea };
      return postalArea.trim() !== '' && postalAreaParamsProblems(params).length === 0
        ? postalAreaQueryOptions(client, params)
        : null;
    },
    idleKey: postalAreasKey(),
    refusesTooShort: true,
    fillMatches: postalAreaMatches,
  });
  return box;
}
