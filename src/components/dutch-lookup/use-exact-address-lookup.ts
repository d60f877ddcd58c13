import { provinceFallbackCandidates } from '../../address/provinces.ts';
import { exactParamsProblems } from '../../api/check-params.ts';
import type { ExactAddressParams } from '../../api/types.ts';
import { useExactAddress } from '../../hooks/use-exact-address.ts';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { isHouseNumber } from './dutch-lookup-outcome.ts';
import { useDutchLookup } from './use-dutch-lookup.ts';

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
 * The whole behaviour of {@link ExactAddressLookup}, headless: the shared Dutch lookup over `Address.matchExact`, with
 * the city choice of a 409 (`cityCandidates`, and `chooseCity`) and the postcode field shown once the check is off
 * (`showPostcode`). Render the fields with the prop getters.
 *
 * @example
 * ```tsx
 * const lookup = useExactAddressLookup({ onAddressChange: setAddress });
 * <fieldset {...lookup.getFieldsetProps()}>
 *   {(['city', 'street', 'houseNumber', 'houseNumberAddition'] as const).map((field) => (
 *     <p key={field}><label {...lookup.getLabelProps(field)}>{lookup.labels[field]}</label> <input {...lookup.getInputProps(field)} /></p>
 *   ))}
 *   {lookup.postedFields.map(({ name, value }) => <input key={name} type="hidden" name={name} value={value} />)}
 *   <p {...lookup.getResultProps()}>{lookup.message}</p>
 * </fieldset>
 * ```
 */
export function useExactAddressLookup(props: ExactAddressLookupProps) {
  const lookup = useDutchLookup({
    props,
    empty: EMPTY,
    caller: 'useExactAddressLookup',
    params: lookupParams,
    useLookup: useExactAddress,
    incomplete: (values, t) => (values.city.trim() !== '' || values.street.trim() !== '' || values.houseNumber.trim() !== '' ? t('addressIncomplete') : ''),
    cityNotUnique: (values, params, t) => t('cityNotUnique', { city: params?.city ?? values.city }),
    noManualIn: ['choose-postcode'],
    manualFocus: { order: ['city', 'street', 'houseNumber'], otherwise: 'postcode' },
    // The postcode is asked once the address is entered without the check, or to settle a differing one.
    shows: (field, state) => field !== 'postcode' || state === 'manual' || state === 'unavailable' || state === 'choose-postcode',
  });
  const { state, values } = lookup;
  const candidates = lookup.lookup.cityCandidates;
  return {
    ...lookup,
    /** The suffixed city names to choose from after a 409 (the province suffixes when the service named none). */
    cityCandidates: state === 'city-not-unique' ? (candidates?.length ? candidates : provinceFallbackCandidates(values.city.trim())) : [],
    /** Take a suffixed city name from the choice, and look up again. */
    chooseCity: (city: string) => {
      lookup.setValues({ city });
      lookup.focus('city');
    },
    /** Whether the postcode is asked: once the address is entered without the check, or to settle a differing one. */
    showPostcode: lookup.shows('postcode'),
  };
}

/** What {@link useExactAddressLookup} returns. */
export type UseExactAddressLookupResult = ReturnType<typeof useExactAddressLookup>;
