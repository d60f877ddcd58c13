import { provinceFallbackCandidates } from '../address/provinces.ts';
import { exactParamsProblems } from '../api/check-params.ts';
import type { ExactAddressParams } from '../api/types.ts';
import { useExactAddress } from '../hooks/use-exact-address.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { isHouseNumber, useDutchLookupForm } from './use-dutch-lookup-form.ts';

const EMPTY: ExactAddressValues = { city: '', street: '', houseNumber: '', houseNumberAddition: '', postcode: '' };

/** The lookup parameters of the typed texts, or `null` while they cannot be checked yet. */
function lookupParams(values: ExactAddressValues): ExactAddressParams | null {
  if (!isHouseNumber(values.houseNumber)) return null;
  const addition = values.houseNumberAddition.trim();
  const params: ExactAddressParams = {
    city: values.city.trim(),
    street: values.street.trim(),
    houseNumber: Number(values.houseNumber),
    ...(addition === '' ? {} : { houseNumberAddition: addition }),
  };
  return exactParamsProblems(params).length === 0 ? params : null;
}

/**
 * The logic of {@link ExactAddressLookup}: the shared Dutch form logic over `Address.matchExact`, plus the city
 * choice of a 409 and the postcode field shown once the check is off.
 */
export function useExactAddressLookup(props: ExactAddressLookupProps, t: Translate<keyof DutchLookupMessages>) {
  const form = useDutchLookupForm(props, EMPTY, t);
  const { values } = form;
  const params = lookupParams(values);
  const key = params === null ? null : JSON.stringify(params);
  const lookup = useExactAddress(params, form.lookupOptions(key));
  const typed = values.city.trim() !== '' || values.street.trim() !== '' || values.houseNumber.trim() !== '';
  const outcome = form.read({
    lookup,
    key,
    incomplete: typed ? t('addressIncomplete') : '',
    cityNotUnique: t('cityNotUnique', { city: params?.city ?? values.city }),
  });
  const { state } = outcome;
  return {
    ...form,
    outcome,
    cityCandidates:
      state === 'city-not-unique' ? (lookup.cityCandidates?.length ? lookup.cityCandidates : provinceFallbackCandidates(values.city.trim())) : [],
    showPostcode: form.manual || state === 'unavailable' || state === 'choose-postcode',
    checkNow: form.checkNowFor(key),
    checkOnEnter: form.checkOnEnter(key),
  };
}
