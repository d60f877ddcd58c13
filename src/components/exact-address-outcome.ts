import type { AddressApiError } from '../api/errors.ts';
import type { DutchAddress } from '../api/types.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { ExactAddressLookupState, ExactAddressValues } from './exact-address-lookup-props.ts';

/** What the outcome of the Dutch lookup is derived from, on each render. */
export interface OutcomeInput {
  values: ExactAddressValues;
  /** The texts can be looked up (a valid number, a city and a street). */
  complete: boolean;
  manual: boolean;
  address: DutchAddress | undefined;
  error: AddressApiError | null;
  /** The address needs an addition choice: several exist and none (or an unknown one) was typed or chosen. */
  needsAddition: boolean;
  allowPoBox: boolean;
}

const compact = (postcode: string): string => postcode.replace(/\s+/gu, '').toUpperCase();

/** Which state the lookup is in: a choice of the person (manual), then what the answer for the current texts says. */
export function outcomeState({ values, complete, manual, address, error, needsAddition, allowPoBox }: OutcomeInput): ExactAddressLookupState {
  if (manual) return 'manual';
  if (!complete) return 'idle';
  if (address !== undefined) {
    if (needsAddition) return 'choose-addition';
    if (address.addressType === 'PO box') return allowPoBox ? 'po-box' : 'po-box-refused';
    // A postcode the person typed (during an outage) that differs from the one found is never overwritten.
    return values.postcode.trim() !== '' && compact(values.postcode) !== address.postcode ? 'choose-postcode' : 'found';
  }
  if (error === null) return 'checking';
  if (error.kind === 'not-found') return 'not-found';
  if (error.kind === 'city-not-unique') return 'city-not-unique';
  return 'unavailable';
}

/** The states in which the texts are confirmed (or the person chose to go on without a check): the form may go. */
export const isSettledForForm = (state: ExactAddressLookupState): boolean =>
  state === 'found' || state === 'po-box' || state === 'manual';

/**
 * Why the form may not be sent yet, as the house-number field's custom validity (`''` when it may): the reason and
 * what to do. Empty fields are left to `required`.
 */
export function validityMessage(state: ExactAddressLookupState, values: ExactAddressValues, hint: string, message: string, t: Translate<keyof DutchLookupMessages>): string {
  if (isSettledForForm(state)) return '';
  if (hint !== '') return hint;
  const typed = values.city.trim() !== '' || values.street.trim() !== '' || values.houseNumber.trim() !== '';
  switch (state) {
    case 'idle':
      return typed ? t('addressIncomplete') : '';
    case 'checking':
      return t('addressWait');
    case 'not-found':
      return t('addressNotFoundHint', { action: t('enterManually') });
    case 'unavailable':
      return t('addressUnavailableHint', { action: t('enterManually') });
    default:
      return message;
  }
}
