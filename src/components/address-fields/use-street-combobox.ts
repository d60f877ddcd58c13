import { streetParamsProblems } from '../../api/check-params.ts';
import type { BelgianStreet, GermanStreet, StreetParams, StreetSuggestion } from '../../api/types.ts';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { streetsKey } from '../../query/address-keys.ts';
import { streetQueryOptions } from '../../query/street-query-options.ts';
import type { StreetSuggestionOf } from '../../query/suggestion-of.ts';
import type { SuggestionComboboxResult } from '../combobox/suggestion-combobox-result.ts';
import { streetMatches } from '../../resolve/street-matches.ts';
import { forwardByCountry } from '../combobox/forward-by-country.ts';
import { useAddressCombobox } from '../combobox/use-address-combobox.ts';
import type { UseStreetComboboxOptions } from './street-combobox-props.ts';
import { stepTextsOf } from './step-texts.ts';
import { addressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

/** The street search of some options for a typed name, `null` while no area is chosen. */
function streetParams(options: UseStreetComboboxOptions, streetName: string): StreetParams | null {
  if (options.country === 'BE') {
    const { municipalityNisCode, postcode = null } = options;
    return municipalityNisCode === null ? null : { country: 'BE', municipalityNisCode, postcode, streetName };
  }
  const { cityId, postcode = null } = options;
  return cityId === null ? null : { country: 'DE', cityId, postcode, streetName };
}

/** What {@link useStreetCombobox} returns: the state and prop getters of a street field, its options of type `T`. */
export type UseStreetComboboxResult<T extends StreetSuggestion = StreetSuggestion> = SuggestionComboboxResult<T>;

/** What tells two streets apart: its id and postcode (a street over two postcodes comes once per postcode). */
export const streetIdentity = (street: StreetSuggestion): string => `${street.streetId}|${street.postcode}`;

const isBelgianStreet = (street: StreetSuggestion): street is BelgianStreet => typeof street.postcode === 'number';
const isGermanStreet = (street: StreetSuggestion): street is GermanStreet => typeof street.postcode === 'string';

/**
 * The behaviour of a Belgian or German street combobox within a chosen postal area, headless; with no area
 * (`municipalityNisCode` or `cityId` `null`) the field waits.
 *
 * @example
 * ```tsx
 * const street = useStreetCombobox({ country: 'BE', municipalityNisCode: 11002, postcode: 2610, onSelectedItemChange: setStreet });
 * <input {...street.getInputProps()} />
 * <p {...street.getResultProps()}>{street.resultText}</p>
 * ```
 */
export function useStreetCombobox<O extends UseStreetComboboxOptions>(
  options: O,
): UseStreetComboboxResult<StreetSuggestionOf<O>>;
export function useStreetCombobox(options: UseStreetComboboxOptions): UseStreetComboboxResult {
  const { client } = useAddressEntryContext('useStreetCombobox');
  const area = streetParams(options, '');
  const t = useTranslate(addressFieldsMessages, options.messages, 'useStreetCombobox');
  const {
    selection: _selection,
    unverifiedItem: _unverifiedItem,
    ...box
  } = useAddressCombobox<StreetSuggestion>({
    options: {
      ...options,
      onSelectedItemChange: forwardByCountry(options, isBelgianStreet, isGermanStreet),
    },
    scope: JSON.stringify(area),
    // Until its postal area is chosen the field waits: it asks nothing, and a browser may still fill it.
    waiting: area === null,
    // A filled street is the one of that name, accents, case and German spellings aside.
    fillMatches: streetMatches,
    itemToString: (street) => street.streetName,
    itemToKey: streetIdentity,
    texts: stepTextsOf(t, 'street', (street) => ({ street: street.streetName, postcode: String(street.postcode) })),
    query: (text) => {
      const params = text.trim() === '' ? null : streetParams(options, text);
      return params !== null && streetParamsProblems(params).length === 0 ? streetQueryOptions(client, params) : null;
    },
    idleKey: streetsKey(),
  });
  return box;
}
