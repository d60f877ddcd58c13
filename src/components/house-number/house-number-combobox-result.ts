import type { HouseNumberParts } from '../../api/house-number-parts.ts';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { SuggestionComboboxResult } from '../combobox/suggestion-combobox-result.ts';
import type { HouseNumberChoiceStatus } from './house-number-combobox-props.ts';
import type { HouseNumberOption } from './use-house-number-options.ts';

/** What {@link useHouseNumberCombobox} returns: every suggestion combobox's state and prop getters, and more. */
export interface UseHouseNumberComboboxResult<S extends HouseNumberSuggestion = HouseNumberSuggestion> extends Omit<
  SuggestionComboboxResult<S>,
  'suggestions'
> {
  /** The options with their status in words and their postcode when it differs from the street's. */
  suggestions: readonly HouseNumberOption<S>[];
  /** The field's label in the provider's language (or `messages.houseNumberLabel`), for markup of your own. */
  label: string;
  /** The chosen suggestion's postcode as the form posts it, `null` while nothing is chosen. */
  postcode: string | null;
  /** The choice's status as the form posts it, `null` while nothing is chosen. */
  status: HouseNumberChoiceStatus | null;
  /**
   * The chosen house number's parts (`{ number: 36, box: '1' }`), from the service's own fields; `null` while
   * nothing is chosen or the number was taken without the check.
   */
  houseNumberParts: HouseNumberParts | null;
}
