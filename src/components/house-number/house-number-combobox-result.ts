import type { HouseNumberParts } from '../../api/house-number-parts.ts';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { SuggestionComboboxResult } from '../combobox/suggestion-combobox-result.ts';
import type { HouseNumberChoiceStatus } from './house-number-combobox-props.ts';
import type { HouseNumberOption } from './use-house-number-options.ts';

/**
 * What {@link useHouseNumberCombobox} returns: the state and prop getters of every suggestion combobox, with the
 * options in words, the field's label and what the choice posts. `S` is the suggestion of the options' country.
 */
export interface UseHouseNumberComboboxResult<S extends HouseNumberSuggestion = HouseNumberSuggestion>
  extends Omit<SuggestionComboboxResult<S>, 'suggestions'> {
  /** The options with their status in words and their postcode when it differs from the street's. */
  suggestions: readonly HouseNumberOption<S>[];
  /** The field's label in the provider's language (or `messages.houseNumberLabel`), for markup of your own. */
  label: string;
  /** The chosen suggestion's postcode as the form posts it, `null` while nothing is chosen. */
  postcode: string | null;
  /** The choice's status as the form posts it, `null` while nothing is chosen. */
  status: HouseNumberChoiceStatus | null;
  /**
   * The chosen house number in the parts carriers take apart, from the service's own fields of the suggestion
   * (`{ number: 36, box: '1' }`); `null` while nothing is chosen or the typed text was taken without the check.
   * The form posts their canonical text (`houseNumberPartsText`) under `names.houseNumberParts`.
   */
  houseNumberParts: HouseNumberParts | null;
}
