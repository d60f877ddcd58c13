import { useState } from 'react';
import { provinceFallbackCandidates } from '../address/provinces.ts';
import { exactParamsProblems } from '../api/check-params.ts';
import { ADDRESS_LIMITS } from '../api/limits.ts';
import type { DutchAddress, ExactAddressParams } from '../api/types.ts';
import { useExactAddress } from '../hooks/use-exact-address.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { ExactAddressLookupProps, ExactAddressLookupState, ExactAddressValues } from './exact-address-lookup-props.ts';

const EMPTY: ExactAddressValues = { city: '', street: '', houseNumber: '', houseNumberAddition: '', postcode: '' };
const HOUSE_NUMBER = /^\s*[1-9]\d{0,4}\s*$/u;

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

function addressText(address: DutchAddress, t: Translate): string {
  const addition = address.houseNumberAddition === null || address.houseNumberAddition === '' ? '' : ` ${address.houseNumberAddition}`;
  return t('addressFound', {
    street: address.street, houseNumber: address.houseNumber, addition,
    postcode: formatPostcode(address.postcode), city: address.city, province: address.province,
  });
}

/** The logic of {@link ExactAddressLookup}: the texts, the lookup, what it found and what to say. */
export function useExactAddressLookup(props: ExactAddressLookupProps, t: Translate) {
  const [ownValues, setOwnValues] = useState<ExactAddressValues>({ ...EMPTY, ...props.defaultValues });
  const [manual, setManual] = useState(false);
  const values = props.values ?? ownValues;
  const params = lookupParams(values);
  const lookup = useExactAddress(params, { debounceMs: props.debounceMs ?? 400, enabled: !manual && props.disabled !== true });

  const setValues = (change: Partial<ExactAddressValues>): void => {
    const next = { ...values, ...change };
    if (props.values === undefined) setOwnValues(next);
    props.onValuesChange?.(next);
  };

  const { address, error } = lookup;
  const isPoBox = address?.addressType === 'PO box';
  const state: ExactAddressLookupState =
    manual ? 'manual'
    : params === null ? 'idle'
    : lookup.additionNotFound || lookup.additionRequired ? 'choose-addition'
    : address !== undefined ? (isPoBox ? (props.allowPoBox === false ? 'po-box-refused' : 'po-box') : 'found')
    : error?.kind === 'not-found' ? 'not-found'
    : error?.kind === 'city-not-unique' ? 'city-not-unique'
    : error !== null ? 'unavailable'
    : 'checking';

  const accepted = state === 'found' || state === 'po-box' ? (address ?? null) : null;
  const message =
    state === 'found' && address ? addressText(address, t)
    : state === 'po-box' && address ? t('poBoxFound', { postcode: formatPostcode(address.postcode), city: address.city })
    : state === 'po-box-refused' ? t('poBoxRefused')
    : state === 'choose-addition' ? t('chooseAddition')
    : state === 'not-found' ? t('addressNotFound')
    : state === 'city-not-unique' ? t('cityNotUnique', { city: params?.city ?? values.city })
    : state === 'unavailable' ? t('addressCheckUnavailable')
    : state === 'checking' ? t('checkingAddress')
    : '';
  const cityCandidates =
    state === 'city-not-unique'
      ? lookup.cityCandidates?.length ? lookup.cityCandidates : provinceFallbackCandidates(values.city.trim())
      : [];
  const hints = {
    houseNumber: values.houseNumber.trim() !== '' && !HOUSE_NUMBER.test(values.houseNumber) ? t('houseNumberInvalid') : '',
    houseNumberAddition:
      Array.from(values.houseNumberAddition.trim()).length > ADDRESS_LIMITS.maxAdditionLength ? t('additionInvalid') : '',
  };

  return {
    values, setValues, state, message, accepted, address, cityCandidates, hints,
    additions: lookup.additions, manual, enterManually: () => setManual(true),
    showPostcode: manual || state === 'unavailable',
  };
}
