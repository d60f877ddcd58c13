import { useMemo } from 'react';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import { statusText } from './house-number-combobox-texts.ts';

/** A suggestion as the list shows it: the suggestion, its status in words and its postcode when it differs. */
export interface HouseNumberOption<S extends HouseNumberSuggestion = HouseNumberSuggestion> {
  suggestion: S;
  /** `unverified` for the typed text offered while the check is unavailable. */
  status: HouseNumberSuggestion['status'] | 'unverified';
  statusText: string;
  /** "postcode 2020" when the suggestion's postcode differs from the street's, else `null`. */
  otherPostcode: string | null;
}

/** The options of the house-number list, made once per answer rather than on each highlight render. */
export function useHouseNumberOptions(
  items: readonly HouseNumberSuggestion[],
  unverifiedItem: HouseNumberSuggestion | null,
  t: Translate<keyof HouseNumberMessages>,
  street: { country: 'BE' | 'DE'; postcode: number | string | null },
): HouseNumberOption[] {
  const { country } = street;
  const requestPostcode = street.postcode === null ? null : String(street.postcode);
  return useMemo(
    () =>
      items.map((suggestion) => {
        const status = suggestion === unverifiedItem ? 'unverified' : suggestion.status;
        const postcode = String(suggestion.postcode);
        return {
          suggestion,
          status,
          statusText: statusText(t, status, country),
          otherPostcode: postcode === requestPostcode ? null : t('otherPostcode', { postcode }),
        };
      }),
    [items, unverifiedItem, t, country, requestPostcode],
  );
}
