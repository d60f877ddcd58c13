import { forwardRef } from 'react';
import { CityPicker } from './city-picker.tsx';
import { DutchLookupView } from './dutch-lookup-view.tsx';
import type { ExactAddressLookupProps } from './exact-address-lookup-props.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { DUTCH_FIELDS } from './use-dutch-lookup.ts';
import { useExactAddressLookup } from './use-exact-address-lookup.ts';

export type { ExactAddressLookupProps } from './exact-address-lookup-props.ts';
export type { DutchLookupNames, DutchLookupState } from './dutch-lookup-form-props.ts';
/**
 * Dutch address entry by city, street, house number and addition, checked with `Address.matchExact`.
 * {@link useExactAddressLookup} is the behaviour, for markup of your own.
 *
 * @example
 * ```tsx
 * <ExactAddressLookup legend="Shipping address" autoCompleteSection="shipping"
 *   onAddressChange={(address) => setPostcode(address?.postcode ?? '')} />
 * ```
 */
export const ExactAddressLookup = forwardRef<HTMLInputElement, ExactAddressLookupProps>(
  function ExactAddressLookup(props, ref) {
    const lookup = useExactAddressLookup(props);
    const { state, address, values } = lookup;
    return (
      <DutchLookupView
        lookup={lookup}
        props={{ ...props, ref }}
        fields={DUTCH_FIELDS}
        choices={(t, resultId) =>
          state === 'city-not-unique' ? (
            <CityPicker
              candidates={lookup.cityCandidates}
              aria-labelledby={resultId}
              {...(props.messages && { messages: props.messages })}
              onCityChange={lookup.chooseCity}
            />
          ) : state === 'choose-postcode' && address !== undefined ? (
            // "You typed 1234 AB; the check found 2012 ES": the typed postcode is never overwritten.
            <div role="group" aria-labelledby={resultId} className="rae-postcode-choice">
              <button type="button" className="rae-postcode-choice__option" onClick={lookup.takeFoundPostcode}>
                {t('useFoundPostcode', { postcode: formatDutchPostcode(address.postcode) })}
              </button>{' '}
              <button type="button" className="rae-postcode-choice__option" onClick={lookup.enterManually}>
                {t('keepTypedPostcode', { postcode: values.postcode.trim() })}
              </button>
            </div>
          ) : null
        }
      />
    );
  },
);
