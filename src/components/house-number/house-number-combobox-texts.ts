import { suggestionParts, type HouseNumberParts } from '../../api/house-number-parts.ts';
import type { HouseNumberSuggestion } from '../../api/types.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { AddressComboboxTexts, AddressComboboxTextsInput } from '../combobox/use-address-combobox.ts';
import type { Selection } from '../combobox/use-kept-choice.ts';
import type { HouseNumberChoiceStatus } from './house-number-combobox-props.ts';

/** An option's or a choice's status in words (`incomplete` says what is missing, by country). */
export const statusText = (
  t: Translate<keyof HouseNumberMessages>,
  status: HouseNumberSuggestion['status'] | 'unverified',
  country: 'BE' | 'DE',
): string =>
  status === 'unverified'
    ? t('statusUnverified')
    : status === 'validated'
      ? t('statusValidated')
      : status === 'unknown'
        ? t('statusUnknown')
        : country === 'BE'
          ? t('statusIncompleteBelgian')
          : t('statusIncompleteGerman');

/** A choice's status as the form posts it, `null` while nothing is chosen. */
export function statusOf(selection: Selection<HouseNumberSuggestion>): HouseNumberChoiceStatus;
export function statusOf(selection: Selection<HouseNumberSuggestion> | null): HouseNumberChoiceStatus | null;
export function statusOf(selection: Selection<HouseNumberSuggestion> | null): HouseNumberChoiceStatus | null {
  return selection === null
    ? null
    : selection.unverified
      ? 'unverified'
      : selection.item.status === 'validated'
        ? 'validated'
        : 'unknown';
}

/** A choice's postcode as the form posts it, `null` while nothing is chosen. */
export function postcodeOf(selection: Selection<HouseNumberSuggestion>): string;
export function postcodeOf(selection: Selection<HouseNumberSuggestion> | null): string | null;
export function postcodeOf(selection: Selection<HouseNumberSuggestion> | null): string | null {
  return selection === null ? null : String(selection.item.postcode);
}

/** A choice's parts from the service's fields; `null` while nothing is chosen or it was taken without the check. */
export const partsOf = (selection: Selection<HouseNumberSuggestion> | null): HouseNumberParts | null =>
  selection === null || selection.unverified ? null : suggestionParts(selection.item);

/** The field's custom validity, result line and announcement, derived from its state on each render. */
export function houseNumberTexts(
  { inputValue, answer, selection, error, disabled, required }: AddressComboboxTextsInput<HouseNumberSuggestion>,
  t: Translate<keyof HouseNumberMessages>,
): AddressComboboxTexts {
  const { state, items } = answer;
  const typed = inputValue.trim();
  const unavailableText = t('houseNumberChooseUnverified', { houseNumber: typed });
  const validationMessage =
    disabled || selection !== null
      ? ''
      : typed === ''
        ? required
          ? t('houseNumberRequired')
          : ''
        : state === 'unavailable'
          ? unavailableText
          : answer.isLoading
            ? t('houseNumberWait')
            : state === 'empty' || error !== null
              ? t('houseNumberNotFound')
              : t('houseNumberChoose');
  const resultText =
    selection !== null
      ? t('resultChosen', {
          houseNumber: selection.item.houseNumber,
          postcode: postcodeOf(selection),
          status: statusText(t, statusOf(selection), 'BE'),
        })
      : state === 'unavailable'
        ? unavailableText
        : state === 'searching'
          ? t('searching')
          : state === 'empty' || (error !== null && typed !== '')
            ? t('houseNumberNotFound')
            : '';
  const announcement = !answer.settled
    ? ''
    : answer.unavailable || error !== null || items.length === 0
      ? resultText
      : items.length === 1
        ? t('suggestionsOne')
        : t('suggestionsOther', { count: items.length });
  return { validationMessage, resultText, announcement };
}
