import { useState, type FocusEvent } from 'react';
import { isDutchPostcode, normalizeDutchPostcode } from '../../api/dutch-postcode.ts';
import type { PostcodeAddressParams } from '../../api/types.ts';
import { usePostcodeAddress } from '../../hooks/use-postcode-address.ts';
import type { DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { PostcodeAddressLookupProps, PostcodeAddressValues } from './postcode-address-lookup-props.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { houseNumberParams } from './dutch-lookup-outcome.ts';
import type { DutchField, DutchInputElementProps, DutchInputProps, DutchLookupResult } from './dutch-lookup-result.ts';
import { useDutchLookup } from './use-dutch-lookup.ts';

/** What {@link usePostcodeAddressLookup} returns: the Dutch lookup's result over the postcode lookup's texts. */
export interface UsePostcodeAddressLookupResult extends DutchLookupResult<PostcodeAddressValues> {
  /** The texts of the fields (postcode, house number, addition, street, city): the controlled `value`, else the lookup's own. */
  values: PostcodeAddressValues;
  /** Props for a field's `<input>`, the caller's merged in; the postcode's also write a valid one as `2012 ES`. */
  getInputProps: (field: DutchField, props?: DutchInputProps) => DutchInputElementProps;
}

/** A typed postcode is judged once it is as long as a postcode, or the person left the field. */
const POSTCODE_LENGTH = 6;

/** The fields of {@link PostcodeAddressLookup}, in the order it shows them. */
export const POSTCODE_FIELDS: readonly DutchField[] = [
  'postcode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
];

/** The lookup parameters of the typed texts, or `null` while they cannot be checked yet. */
function lookupParams(values: PostcodeAddressValues): PostcodeAddressParams | null {
  const number = houseNumberParams(values);
  return number === null || !isDutchPostcode(values.postcode)
    ? null
    : { postcode: normalizeDutchPostcode(values.postcode), ...number };
}

/** What is wrong with a typed postcode, in words; `''` when nothing (or nothing typed). */
function postcodeProblem(postcode: string, t: Translate<keyof DutchLookupMessages>): string {
  const normalized = normalizeDutchPostcode(postcode);
  if (normalized === '' || isDutchPostcode(postcode)) return '';
  return /^[1-9]\d{3}S[ADS]$/u.test(normalized)
    ? t('postcodeNeverIssued', { postcode: postcode.trim() })
    : t('postcodeInvalid');
}

/**
 * The behaviour of {@link PostcodeAddressLookup}, headless, with the postcode's own check and its writing.
 *
 * @example
 * ```tsx
 * const lookup = usePostcodeAddressLookup({ onAddressChange: setAddress });
 * <input {...lookup.getInputProps('postcode')} /> <input {...lookup.getInputProps('houseNumber')} />
 * <p {...lookup.getResultProps()}>{lookup.resultText}</p>
 * ```
 */
export function usePostcodeAddressLookup(props: PostcodeAddressLookupProps): UsePostcodeAddressLookupResult {
  const [postcodeLeft, setPostcodeLeft] = useState(false);
  const { result, setValues } = useDutchLookup({
    props,
    caller: 'usePostcodeAddressLookup',
    params: lookupParams,
    useLookup: usePostcodeAddress,
    incomplete: (values, t) =>
      values.postcode.trim() !== '' || values.houseNumber.trim() !== '' ? t('postcodeAddressIncomplete') : '',
    postcodeHint: (values, t) =>
      postcodeLeft || normalizeDutchPostcode(values.postcode).length >= POSTCODE_LENGTH
        ? postcodeProblem(values.postcode, t)
        : '',
    postcodeValidity: (values, t) => postcodeProblem(values.postcode, t),
    fields: POSTCODE_FIELDS,
    manualFocus: 'street',
    // Street and city are the address found's, shown as text; fields to type them appear once the check is off.
    shows: (field, state) => (field !== 'street' && field !== 'city') || state === 'manual',
    onReset: () => setPostcodeLeft(false),
  });
  const { values } = result;
  // Leaving the postcode field judges it, and writes a valid one as people do (`2012 es` → `2012 ES`).
  const leavePostcode = () => {
    setPostcodeLeft(true);
    const written = formatDutchPostcode(normalizeDutchPostcode(values.postcode));
    if (isDutchPostcode(values.postcode) && written !== values.postcode) setValues({ postcode: written });
  };
  return {
    ...result,
    getInputProps: (field: DutchField, props: DutchInputProps = {}) =>
      result.getInputProps(
        field,
        field !== 'postcode'
          ? props
          : {
              autoCapitalize: 'characters',
              ...props,
              onBlur: (event: FocusEvent<HTMLInputElement>) => {
                props.onBlur?.(event);
                leavePostcode();
              },
            },
      ),
  };
}
