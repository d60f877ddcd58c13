import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { MAX_ADDITION_LENGTH } from '../../api/limits.ts';
import type { DutchAddress, ExactAddressParams } from '../../api/types.ts';
import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { DutchAddressLookupResult } from '../../hooks/use-dutch-address-lookup.ts';
import type { DutchLookupState, DutchLookupValues } from './dutch-lookup-form-props.ts';
import type { DutchLookupResult } from './dutch-lookup-result.ts';

const HOUSE_NUMBER = /^\s*[1-9]\d{0,4}\s*$/u;

/** Whether a text is a Dutch house number the lookups take: 1 to 99999. */
const isHouseNumber = (text: string): boolean => HOUSE_NUMBER.test(text);

/** The house number and trimmed addition both lookups send, or `null` while the typed number is not one they take. */
export function houseNumberParams(
  values: DutchLookupValues,
): Pick<ExactAddressParams, 'houseNumber' | 'houseNumberAddition'> | null {
  if (!isHouseNumber(values.houseNumber)) return null;
  const addition = values.houseNumberAddition.trim();
  return { houseNumber: Number(values.houseNumber), ...(addition === '' ? {} : { houseNumberAddition: addition }) };
}

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

const compact = (postcode: string): string => postcode.replace(/\s+/gu, '').toUpperCase();

/** Which state the lookup is in: a choice of the person (manual), then what the answer for the current texts says. */
function outcomeState(
  { lookup: { address, error }, key, values, manual, allowPoBox }: ReadOutcomeInput,
  needsAddition: boolean,
): DutchLookupState {
  if (manual) return 'manual';
  if (key === null) return 'idle';
  if (address !== undefined) {
    if (needsAddition) return 'choose-addition';
    if (address.addressType === 'PO box') return allowPoBox ? 'po-box' : 'po-box-refused';
    // A postcode the person typed (during an outage) that differs from the one found is never overwritten.
    return values.postcode.trim() !== '' && compact(values.postcode) !== address.postcode ? 'choose-postcode' : 'found';
  }
  if (error === null) return 'checking';
  return error.kind === 'not-found' || error.kind === 'city-not-unique' ? error.kind : 'unavailable';
}

const boxes = new WeakMap<DutchAddress, Map<number, DutchAddress>>();

/** A PO box answer with the typed box number: one object per answer and number, so `onAddressChange` hears it once. */
function withBoxNumber(address: DutchAddress, boxNumber: number): DutchAddress {
  const byNumber = boxes.get(address) ?? new Map<number, DutchAddress>();
  boxes.set(address, byNumber);
  const box = byNumber.get(boxNumber) ?? { ...address, houseNumber: boxNumber };
  byNumber.set(boxNumber, box);
  return box;
}

/** What the status field posts in each state in which the form may go. */
const STATUS: Partial<Record<DutchLookupState, 'validated' | 'unverified'>> = {
  found: 'validated',
  'po-box': 'validated',
  manual: 'unverified',
};

/** The states whose result line is one text of their own, by its key. */
const STATE_TEXT: Partial<Record<DutchLookupState, keyof DutchLookupMessages>> = {
  'po-box-refused': 'poBoxRefused',
  'choose-addition': 'chooseAddition',
  'not-found': 'addressNotFound',
  checking: 'checkingAddress',
  manual: 'addressUnverified',
};

/** A hint that names the fallback by its button, "Enter the address without checking". */
const withFallback = (
  key: 'addressUnavailableHint' | 'addressNotFoundHint',
  t: Translate<keyof DutchLookupMessages>,
): string => t(key, { action: t('enterManually') });

/** What the result line says in a state (`''` when nothing). */
function outcomeMessage(
  state: DutchLookupState,
  { lookup: { address }, values, cityNotUnique }: ReadOutcomeInput,
  t: Translate<keyof DutchLookupMessages>,
): string {
  const own = STATE_TEXT[state];
  if (own !== undefined) return t(own);
  if (state === 'city-not-unique') return cityNotUnique;
  if (state === 'unavailable') return withFallback('addressUnavailableHint', t);
  if (state === 'idle' || address === undefined) return '';
  const postcode = formatDutchPostcode(address.postcode);
  if (state === 'po-box') return t('poBoxFound', { postcode, city: address.city });
  if (state === 'choose-postcode') return t('postcodeDiffers', { typed: values.postcode.trim(), found: postcode });
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : '';
  return t('addressFound', {
    street: address.street,
    houseNumber: address.houseNumber,
    addition,
    postcode,
    city: address.city,
    province: address.province,
  });
}

/** Why the form may not be sent yet once the number and addition are fine: the reason and what to do. */
function unsettledValidity(
  state: DutchLookupState,
  message: string,
  incomplete: string,
  t: Translate<keyof DutchLookupMessages>,
): string {
  switch (state) {
    case 'idle':
      return incomplete;
    case 'checking':
      return t('addressWait');
    case 'not-found':
      return withFallback('addressNotFoundHint', t);
    default:
      return message;
  }
}

/** What the answer means for the form, derived on each render from the texts, the answer and the person's choices. */
export function readOutcome(input: ReadOutcomeInput, t: Translate<keyof DutchLookupMessages>) {
  const { lookup, key, values } = input;
  const { address, additions } = lookup;
  const typedAddition = values.houseNumberAddition.trim();
  const state = outcomeState(
    input,
    lookup.additionNotFound ||
      lookup.additionRequired ||
      (typedAddition === '' && additions.length > 1 && input.bareChosen !== key),
  );
  const resultText = outcomeMessage(state, input, t);
  const hints = {
    houseNumber: values.houseNumber.trim() !== '' && !isHouseNumber(values.houseNumber) ? t('houseNumberInvalid') : '',
    houseNumberAddition: Array.from(typedAddition).length > MAX_ADDITION_LENGTH ? t('additionInvalid') : '',
  };
  const status: DutchLookupResult<DutchLookupValues>['status'] = STATUS[state] ?? '';
  const settled = state !== 'idle' && state !== 'checking';
  return {
    state,
    resultText,
    accepted:
      status === 'validated' && address !== undefined
        ? // A PO box answers house number 0: the box number is the one typed.
          address.addressType === 'PO box'
          ? withBoxNumber(address, Number(values.houseNumber))
          : address
        : null,
    address,
    additions,
    typedAddition,
    hints,
    validationMessage:
      status === ''
        ? hints.houseNumber || hints.houseNumberAddition || unsettledValidity(state, resultText, input.incomplete, t)
        : '',
    status,
    announcement: settled ? resultText : '',
    announcementKey: settled ? `${state}|${key ?? ''}|${lookup.dataUpdatedAt}|${lookup.errorUpdatedAt}` : '',
  };
}
