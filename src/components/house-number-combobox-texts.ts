import type { AddressApiError } from '../api/errors.ts';
import type { HouseNumberSuggestion } from '../api/types.ts';
import type { HouseNumberMessages } from '../i18n/house-number-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { ComboboxState } from './combobox/step-answer.ts';
import type { HouseNumberChoiceStatus } from './house-number-combobox-props.ts';

interface TextsInput {
  t: Translate<keyof HouseNumberMessages>;
  inputValue: string;
  state: ComboboxState;
  status: HouseNumberChoiceStatus | null;
  postcode: string | null;
  selectedText: string;
  isLoading: boolean;
  required: boolean;
  disabled: boolean;
  error: AddressApiError | null;
}

/** An option's or a choice's status in words (`incomplete` says what is missing, by country). */
export const statusText = (t: Translate<keyof HouseNumberMessages>, status: HouseNumberSuggestion['status'] | 'unverified', country: 'BE' | 'DE'): string =>
  status === 'unverified' ? t('statusUnverified')
  : status === 'validated' ? t('statusValidated')
  : status === 'unknown' ? t('statusUnknown')
  : country === 'BE' ? t('statusIncompleteBelgian') : t('statusIncompleteGerman');

/**
 * The words of the house-number field, derived from its state on each render: the custom validity (what to do
 * before the form may be sent) and the result line (the outcome).
 */
export function houseNumberTexts({ t, inputValue, state, status, postcode, selectedText, isLoading, required, disabled, error }: TextsInput) {
  const typed = inputValue.trim();
  // One text for the outage wherever it shows (result line, announcement, validity): what happened and what to do.
  const unavailableText = t('houseNumberChooseUnverified', { houseNumber: typed });
  const validationMessage =
    disabled || status !== null ? ''
    : typed === '' ? (required ? t('houseNumberRequired') : '')
    : state === 'unavailable' ? unavailableText
    : isLoading ? t('houseNumberWait')
    : state === 'empty' || error !== null ? t('houseNumberNotFound')
    : t('houseNumberChoose');
  const resultText =
    status !== null ? t('resultChosen', { houseNumber: selectedText, postcode: postcode ?? '', status: statusText(t, status, 'BE') })
    : state === 'unavailable' ? unavailableText
    : state === 'searching' ? t('searching')
    : state === 'empty' || (error !== null && typed !== '') ? t('houseNumberNotFound')
    : '';
  return { validationMessage, resultText };
}

/**
 * What the live region says for a settled answer: how many suggestions there are, or (`problem`: the result line's
 * words for it) that none was found or the check is unavailable, and what to do.
 */
export function houseNumberAnnouncement(t: Translate<keyof HouseNumberMessages>, count: number, problem: string | null): string {
  return problem ?? (count === 1 ? t('suggestionsOne') : t('suggestionsOther', { count }));
}
