import { useState } from 'react';
import { provinceFallbackCandidates } from '../address/provinces.ts';
import { exactParamsProblems } from '../api/check-params.ts';
import { ADDRESS_LIMITS } from '../api/limits.ts';
import type { DutchAddress, ExactAddressParams } from '../api/types.ts';
import { useExactAddress } from '../hooks/use-exact-address.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { isSettledForForm, outcomeState, validityMessage } from './exact-address-outcome.ts';

const EMPTY: ExactAddressValues = { city: '', street: '', houseNumber: '', houseNumberAddition: '', postcode: '' };
const HOUSE_NUMBER = /^\s*[1-9]\d{0,4}\s*$/u;
/** The vendor's own plugins check about 750 ms after typing stops. */
const DEBOUNCE_MS = 750;
/** A person at the form is offered a way on within 3 s of the request: the check gives up after 2.5 s, no retry. */
const INTERACTIVE_TIMEOUT_MS = 2500;

/** The lookup parameters of the typed texts, or `null` while they cannot be checked yet. */
function lookupParams(values: ExactAddressValues): ExactAddressParams | null {
  if (!HOUSE_NUMBER.test(values.houseNumber)) return null;
  const addition = values.houseNumberAddition.trim();
  const params: ExactAddressParams = {
    city: values.city.trim(),
    street: values.street.trim(),
    houseNumber: Number(values.houseNumber),
    ...(addition === '' ? {} : { houseNumberAddition: addition }),
  };
  return exactParamsProblems(params).length === 0 ? params : null;
}

/** A postcode as people write it: `2012 ES`. */
export const formatPostcode = (postcode: string): string => postcode.replace(/^(\d{4})\s*([A-Za-z]{2})$/u, '$1 $2');

function addressText(address: DutchAddress, t: Translate<keyof DutchLookupMessages>): string {
  const addition = address.houseNumberAddition === null || address.houseNumberAddition === '' ? '' : ` ${address.houseNumberAddition}`;
  return t('addressFound', {
    street: address.street, houseNumber: address.houseNumber, addition,
    postcode: formatPostcode(address.postcode), city: address.city, province: address.province,
  });
}

/**
 * The logic of {@link ExactAddressLookup}: the texts, when to look up, what the answer means for the form, and what
 * to say. Everything but the texts, the person's explicit choices and the field to check now is derived.
 */
export function useExactAddressLookup(props: ExactAddressLookupProps, t: Translate<keyof DutchLookupMessages>) {
  const [ownValues, setOwnValues] = useState<ExactAddressValues>({ ...EMPTY, ...props.defaultValues });
  const [manual, setManual] = useState(false);
  // The lookup the person asked for now (leaving the number or addition, or Enter), and the bare number chosen.
  const [checkNow, setCheckNow] = useState<string | null>(null);
  const [bareChosen, setBareChosen] = useState<string | null>(null);
  const values = props.values ?? ownValues;
  const params = lookupParams(values);
  const key = params === null ? null : JSON.stringify(params);
  const lookup = useExactAddress(params, {
    debounceMs: key !== null && key === checkNow ? 0 : (props.debounceMs ?? DEBOUNCE_MS),
    enabled: !manual && props.disabled !== true,
    interactiveTimeoutMs: INTERACTIVE_TIMEOUT_MS,
  });

  const setValues = (change: Partial<ExactAddressValues>): void => {
    const next = { ...values, ...change };
    if (props.values === undefined) setOwnValues(next);
    props.onValuesChange?.(next);
  };

  const { address, error } = lookup;
  const typedAddition = values.houseNumberAddition.trim();
  const additions = lookup.additions;
  const needsAddition =
    lookup.additionNotFound || lookup.additionRequired || (typedAddition === '' && additions.length > 1 && bareChosen !== key);
  const state = outcomeState({
    values, complete: params !== null, manual, address, error, needsAddition, allowPoBox: props.allowPoBox !== false,
  });
  const isPoBox = address?.addressType === 'PO box';
  // A PO box answers house number 0: the box number is the one typed.
  const accepted = state === 'found' || state === 'po-box' ? (address && isPoBox ? { ...address, houseNumber: Number(values.houseNumber) } : address) ?? null : null;
  const message =
    state === 'found' && address ? addressText(address, t)
    : state === 'po-box' && address ? t('poBoxFound', { postcode: formatPostcode(address.postcode), city: address.city })
    : state === 'po-box-refused' ? t('poBoxRefused')
    : state === 'choose-addition' ? t('chooseAddition')
    : state === 'choose-postcode' && address ? t('postcodeDiffers', { typed: values.postcode.trim(), found: formatPostcode(address.postcode) })
    : state === 'not-found' ? t('addressNotFound')
    : state === 'city-not-unique' ? t('cityNotUnique', { city: params?.city ?? values.city })
    : state === 'unavailable' ? t('addressCheckUnavailable')
    : state === 'checking' ? t('checkingAddress')
    : state === 'manual' ? t('addressUnverified')
    : '';
  const hints = {
    houseNumber: values.houseNumber.trim() !== '' && !HOUSE_NUMBER.test(values.houseNumber) ? t('houseNumberInvalid') : '',
    houseNumberAddition:
      Array.from(typedAddition).length > ADDRESS_LIMITS.maxAdditionLength ? t('additionInvalid') : '',
  };
  const settled = state !== 'idle' && state !== 'checking';

  return {
    values,
    setValues,
    state,
    message,
    /** The address the form takes (found, or a PO box with its typed number), `null` otherwise. */
    accepted,
    address,
    cityCandidates:
      state === 'city-not-unique' ? (lookup.cityCandidates?.length ? lookup.cityCandidates : provinceFallbackCandidates(values.city.trim())) : [],
    hints,
    additions,
    validationMessage: validityMessage(state, values, hints.houseNumber || hints.houseNumberAddition, message, t),
    /** What the status field posts: `validated` for a confirmed address, `unverified` for the person's own, else nothing. */
    status: isSettledForForm(state) ? (state === 'manual' ? 'unverified' : 'validated') : '',
    announcement: settled ? message : '',
    announcementKey: settled ? `${state}|${key ?? ''}|${String(lookup.dataUpdatedAt)}|${String(lookup.errorUpdatedAt)}` : '',
    showPostcode: manual || state === 'unavailable' || state === 'choose-postcode',
    /** Look the current texts up at once (the person left the number or addition field, or pressed Enter). */
    checkNow: () => {
      setCheckNow(key);
    },
    chooseAddition: (addition: string) => {
      if (addition === '') setBareChosen(key);
      setValues({ houseNumberAddition: addition });
    },
    useFoundPostcode: () => {
      if (address) setValues({ postcode: formatPostcode(address.postcode) });
    },
    enterManually: () => {
      setManual(true);
    },
  };
}
