import { useState } from 'react';
import { isDutchPostcode, normalizeDutchPostcode } from '../api/dutch-postcode.ts';
import type { PostcodeAddressParams } from '../api/types.ts';
import { usePostcodeAddress } from '../hooks/use-postcode-address.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { PostcodeAddressLookupProps, PostcodeAddressValues } from './postcode-address-lookup-props.ts';
import { formatPostcode } from './dutch-lookup-outcome.ts';
import { isHouseNumber, useDutchLookupForm } from './use-dutch-lookup-form.ts';

const EMPTY: PostcodeAddressValues = { postcode: '', houseNumber: '', houseNumberAddition: '', street: '', city: '' };
/** A typed postcode is judged once it is as long as a postcode, or the person left the field. */
const POSTCODE_LENGTH = 6;

/** The lookup parameters of the typed texts, or `null` while they cannot be checked yet. */
function lookupParams(values: PostcodeAddressValues): PostcodeAddressParams | null {
  if (!isHouseNumber(values.houseNumber) || !isDutchPostcode(values.postcode)) return null;
  const addition = values.houseNumberAddition.trim();
  return {
    postcode: normalizeDutchPostcode(values.postcode),
    houseNumber: Number(values.houseNumber),
    ...(addition === '' ? {} : { houseNumberAddition: addition }),
  };
}

/** What is wrong with a typed postcode, in words; `''` when nothing (or nothing typed). */
function postcodeProblem(postcode: string, t: Translate<keyof DutchLookupMessages>): string {
  const normalized = normalizeDutchPostcode(postcode);
  if (normalized === '' || isDutchPostcode(postcode)) return '';
  return /^[1-9]\d{3}S[ADS]$/u.test(normalized) ? t('postcodeNeverIssued', { postcode: postcode.trim() }) : t('postcodeInvalid');
}

/**
 * The logic of {@link PostcodeAddressLookup}: the shared Dutch form logic over the postcode lookup, plus the
 * postcode's own check (its text kept as typed).
 */
export function usePostcodeAddressLookup(props: PostcodeAddressLookupProps, t: Translate<keyof DutchLookupMessages>) {
  const form = useDutchLookupForm(props, EMPTY, t);
  const [postcodeLeft, setPostcodeLeft] = useState(false);
  const { values } = form;
  const params = lookupParams(values);
  const key = params === null ? null : JSON.stringify(params);
  const lookup = usePostcodeAddress(params, form.lookupOptions(key));
  const typed = values.postcode.trim() !== '' || values.houseNumber.trim() !== '';
  const outcome = form.read({ lookup, key, incomplete: typed ? t('postcodeAddressIncomplete') : '' });
  const postcodeValidity = postcodeProblem(values.postcode, t);
  const judged = postcodeLeft || normalizeDutchPostcode(values.postcode).length >= POSTCODE_LENGTH;
  return {
    ...form,
    outcome,
    /** The postcode field's custom validity: the browser stops the form there while the postcode cannot exist. */
    postcodeValidity,
    /** The postcode's problem under the field, once it can be judged (not while the person is still typing it). */
    postcodeHint: judged ? postcodeValidity : '',
    /** Leaving the postcode field judges it, and writes a valid one as people do (`2012 es` → `2012 ES`). */
    leavePostcode: () => {
      setPostcodeLeft(true);
      const written = formatPostcode(normalizeDutchPostcode(values.postcode));
      if (isDutchPostcode(values.postcode) && written !== values.postcode) form.setValues({ postcode: written });
    },
    reset: () => {
      form.reset();
      setPostcodeLeft(false);
    },
    checkNow: form.checkNowFor(key),
    checkOnEnter: form.checkOnEnter(key),
  };
}
