import { provinceFallbackCandidates } from '../../address/provinces.ts';
import { exactParamsProblems } from '../../api/check-params.ts';
import type { ExactAddressParams } from '../../api/types.ts';
import { useExactAddress } from '../../hooks/use-exact-address.ts';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { houseNumberParams } from './dutch-lookup-outcome.ts';
import type { DutchLookupResult } from './dutch-lookup-result.ts';
import { DUTCH_FIELDS, useDutchLookup } from './use-dutch-lookup.ts';

/** What {@link useExactAddressLookup} returns: the Dutch lookup's result, with the city choice and the postcode choice. */
export interface UseExactAddressLookupResult extends DutchLookupResult<ExactAddressValues> {
  /** The texts of the fields (city, street, house number, addition, postcode): the controlled `value`, else the lookup's own. */
  values: ExactAddressValues;
  /** The suffixed city names to choose from after a 409 (the province suffixes when the service named none); empty otherwise. */
  cityCandidates: string[];
  /** Take a suffixed city name from `cityCandidates`, and look up again (the city field gets the focus). */
  chooseCity: (city: string) => void;
  /** In state `choose-postcode`: take the postcode found over the one typed (`enterManually` keeps the typed one). */
  takeFoundPostcode: () => void;
}

/** The lookup parameters of the typed texts, or `null` while they cannot be checked yet. */
function lookupParams(values: ExactAddressValues): ExactAddressParams | null {
  const number = houseNumberParams(values);
  if (number === null) return null;
  const params: ExactAddressParams = { city: values.city.trim(), street: values.street.trim(), ...number };
  return exactParamsProblems(params).length === 0 ? params : null;
}

/**
 * The behaviour of {@link ExactAddressLookup}, headless, with the city choice of a 409 and the postcode choice.
 *
 * @example
 * ```tsx
 * const lookup = useExactAddressLookup({ onAddressChange: setAddress });
 * <input {...lookup.getInputProps('city')} />
 * <p {...lookup.getResultProps()}>{lookup.resultText}</p>
 * ```
 */
export function useExactAddressLookup(props: ExactAddressLookupProps): UseExactAddressLookupResult {
  const { result, setValues, focus, query } = useDutchLookup({
    props,
    caller: 'useExactAddressLookup',
    params: lookupParams,
    useLookup: useExactAddress,
    incomplete: (values, t) =>
      values.city.trim() !== '' || values.street.trim() !== '' || values.houseNumber.trim() !== ''
        ? t('addressIncomplete')
        : '',
    cityNotUnique: (values, t) => t('cityNotUnique', { city: values.city.trim() }),
    noManualIn: ['choose-postcode'],
    fields: DUTCH_FIELDS,
    manualFocus: 'postcode',
    // The postcode is asked once the address is entered without the check, or to settle a differing one.
    shows: (field, state) =>
      field !== 'postcode' || state === 'manual' || state === 'unavailable' || state === 'choose-postcode',
  });
  const { state, values, address } = result;
  const candidates = query.cityCandidates;
  return {
    ...result,
    cityCandidates:
      state === 'city-not-unique'
        ? candidates?.length
          ? candidates
          : provinceFallbackCandidates(values.city.trim())
        : [],
    chooseCity: (city: string) => {
      setValues({ city });
      focus('city');
    },
    takeFoundPostcode: () => {
      if (address !== undefined) setValues({ postcode: formatDutchPostcode(address.postcode) });
    },
  };
}
