import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { ADDRESS_LIMITS } from '../../api/limits.ts';
import type { AddressApiError } from '../../api/errors.ts';
import type { DutchAddress } from '../../api/types.ts';
import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { DutchAddressLookupResult } from '../../hooks/use-dutch-address-lookup.ts';
import type { DutchLookupState, DutchLookupValues } from './dutch-lookup-form-props.ts';
import type { DutchLookupResult } from './dutch-lookup-result.ts';

/** What the outcome of a Dutch lookup (exact or by postcode) is derived from, on each render. */
interface OutcomeInput {
  /** The postcode the person typed, `''` when none. */
  typedPostcode: string;
  /** The texts can be looked up (a valid number and the rest the lookup needs). */
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
function outcomeState({ typedPostcode, complete, manual, address, error, needsAddition, allowPoBox }: OutcomeInput): DutchLookupState {
  if (manual) return 'manual';
  if (!complete) return 'idle';
  if (address !== undefined) {
    if (needsAddition) return 'choose-addition';
    if (address.addressType === 'PO box') return allowPoBox ? 'po-box' : 'po-box-refused';
    // A postcode the person typed (during an outage) that differs from the one found is never overwritten.
    return typedPostcode.trim() !== '' && compact(typedPostcode) !== address.postcode ? 'choose-postcode' : 'found';
  }
  if (error === null) return 'checking';
  if (error.kind === 'not-found') return 'not-found';
  if (error.kind === 'city-not-unique') return 'city-not-unique';
  return 'unavailable';
}

const boxes = new WeakMap<DutchAddress, Map<number, DutchAddress>>();

/**
 * A PO box answer with the box number typed (the service answers house number 0): one object per answer and number,
 * so `onAddressChange` hears it once, not on every render.
 */
function withBoxNumber(address: DutchAddress, boxNumber: number): DutchAddress {
  const byNumber = boxes.get(address) ?? new Map<number, DutchAddress>();
  boxes.set(address, byNumber);
  const box = byNumber.get(boxNumber) ?? { ...address, houseNumber: boxNumber };
  byNumber.set(boxNumber, box);
  return box;
}

/** The states in which the texts are confirmed (or the person chose to go on without a check): the form may go. */
const isSettledForForm = (state: DutchLookupState): boolean =>
  state === 'found' || state === 'po-box' || state === 'manual';

/** The address in words, for the result line. */
function addressText(address: DutchAddress, t: Translate<keyof DutchLookupMessages>): string {
  const addition = address.houseNumberAddition === null || address.houseNumberAddition === '' ? '' : ` ${address.houseNumberAddition}`;
  return t('addressFound', {
    street: address.street, houseNumber: address.houseNumber, addition,
    postcode: formatDutchPostcode(address.postcode), city: address.city, province: address.province,
  });
}

/** What the result line of a state is said from. */
interface MessageInput {
  state: DutchLookupState;
  address: DutchAddress | undefined;
  typedPostcode: string;
  /** The text of the 409, which only the exact lookup gets. */
  cityNotUnique: string;
}

/** The states whose result line is one text of their own, by its key. */
const STATE_TEXT: Partial<Record<DutchLookupState, keyof DutchLookupMessages>> = {
  'po-box-refused': 'poBoxRefused',
  'choose-addition': 'chooseAddition',
  'not-found': 'addressNotFound',
  checking: 'checkingAddress',
  manual: 'addressUnverified',
};

/** What the result line says in a state (`''` when nothing). */
function outcomeMessage({ state, address, typedPostcode, cityNotUnique }: MessageInput, t: Translate<keyof DutchLookupMessages>): string {
  const own = STATE_TEXT[state];
  if (own !== undefined) return t(own);
  switch (state) {
    case 'found':
      return address ? addressText(address, t) : '';
    case 'po-box':
      return address ? t('poBoxFound', { postcode: formatDutchPostcode(address.postcode), city: address.city }) : '';
    case 'choose-postcode':
      return address ? t('postcodeDiffers', { typed: typedPostcode.trim(), found: formatDutchPostcode(address.postcode) }) : '';
    case 'city-not-unique':
      return cityNotUnique;
    case 'unavailable':
      // The way on is there, by its name: the button to go on without the check.
      return t('addressUnavailableHint', { action: t('enterManually') });
    default:
      return '';
  }
}

/** What the house-number field's custom validity is said from. */
interface ValidityInput {
  state: DutchLookupState;
  /** Said while some of the texts the lookup needs are typed (`''` when none is). */
  incomplete: string;
  /** A problem with the typed number or addition, `''` for none. */
  hint: string;
  /** The result line. */
  message: string;
}

/**
 * Why the form may not be sent yet, as the house-number field's custom validity (`''` when it may): the reason and
 * what to do. Empty fields are left to `required`.
 */
function validityMessage({ state, incomplete, hint, message }: ValidityInput, t: Translate<keyof DutchLookupMessages>): string {
  if (isSettledForForm(state)) return '';
  if (hint !== '') return hint;
  switch (state) {
    case 'idle':
      return incomplete;
    case 'checking':
      return t('addressWait');
    case 'not-found':
      return t('addressNotFoundHint', { action: t('enterManually') });
    default:
      return message;
  }
}

const HOUSE_NUMBER = /^\s*[1-9]\d{0,4}\s*$/u;

/** Whether a text is a Dutch house number the lookups take: 1 to 99999. */
export const isHouseNumber = (text: string): boolean => HOUSE_NUMBER.test(text);

/** What the outcome of the current texts is read from. */
export interface ReadOutcomeInput {
  lookup: DutchAddressLookupResult;
  /** The key of the parameters sent, `null` while the texts cannot be looked up. */
  key: string | null;
  values: DutchLookupValues;
  manual: boolean;
  /** The key of the lookup whose number the person chose without an addition. */
  bareChosen: string | null;
  allowPoBox: boolean;
  /** The validity text while the texts cannot be looked up yet (`''` when nothing was typed). */
  incomplete: string;
  /** The result line of a 409 (the exact lookup only). */
  cityNotUnique: string;
}

/**
 * What the lookup's answer means for the form, derived on each render from the texts, the answer and the person's
 * choices: the state, the address the form takes, the result line, the house number's validity, the status posted
 * and what the live region says.
 */
export function readOutcome(input: ReadOutcomeInput, t: Translate<keyof DutchLookupMessages>) {
  const { lookup, key, values } = input;
  const { address, error, additions } = lookup;
  const typedAddition = values.houseNumberAddition.trim();
  const needsAddition =
    lookup.additionNotFound || lookup.additionRequired || (typedAddition === '' && additions.length > 1 && input.bareChosen !== key);
  const state = outcomeState({
    typedPostcode: values.postcode, complete: key !== null, manual: input.manual, address, error, needsAddition, allowPoBox: input.allowPoBox,
  });
  // A PO box answers house number 0: the box number is the one typed.
  const accepted =
    (state === 'found' || state === 'po-box') && address !== undefined
      ? address.addressType === 'PO box' ? withBoxNumber(address, Number(values.houseNumber)) : address
      : null;
  const message = outcomeMessage({ state, address, typedPostcode: values.postcode, cityNotUnique: input.cityNotUnique }, t);
  const hints = {
    houseNumber: values.houseNumber.trim() !== '' && !isHouseNumber(values.houseNumber) ? t('houseNumberInvalid') : '',
    houseNumberAddition: Array.from(typedAddition).length > ADDRESS_LIMITS.maxAdditionLength ? t('additionInvalid') : '',
  };
  const settled = state !== 'idle' && state !== 'checking';
  const status: DutchLookupResult<DutchLookupValues>['status'] = isSettledForForm(state) ? (state === 'manual' ? 'unverified' : 'validated') : '';
  return {
    state,
    resultText: message,
    /** The address the form takes (found, or a PO box with its typed number), `null` otherwise. */
    accepted,
    address,
    additions,
    /** The typed addition, which the addition choice shows as unknown. */
    typedAddition,
    hints,
    validationMessage: validityMessage({ state, incomplete: input.incomplete, hint: hints.houseNumber || hints.houseNumberAddition, message }, t),
    /** What the status field posts: `validated` for a confirmed address, `unverified` for the person's own, else nothing. */
    status,
    announcement: settled ? message : '',
    announcementKey: settled ? `${state}|${key ?? ''}|${String(lookup.dataUpdatedAt)}|${String(lookup.errorUpdatedAt)}` : '',
  };
}
