import { forwardRef } from 'react';
import { CityPicker } from './city-picker.tsx';
import { DutchLookupView, LookupField } from './dutch-lookup-view.tsx';
import type { ExactAddressLookupProps } from './exact-address-lookup-props.ts';
import { PostcodeChoice } from './postcode-choice.tsx';
import { useExactAddressLookup } from './use-exact-address-lookup.ts';


export type { ExactAddressLookupProps } from './exact-address-lookup-props.ts';
export type { DutchLookupNames, DutchLookupState } from './dutch-lookup-form-props.ts';
/**
 * Dutch address entry in a `<fieldset>`: city, street, house number and addition, checked with `Address.matchExact`
 * once they are valid and the person leaves the number or addition field (or stops typing for `debounceMs`). It says
 * in words what it found: the address (whose postcode `onAddressChange` hands over), not found, which addition is
 * meant, a PO box (refused with `allowPoBox={false}`), a city name that is not unique (with a {@link CityPicker}), or
 * that the check is unavailable. Until the texts are confirmed, the house-number field's custom validity stops the
 * form with the reason; going on without the check is the person's explicit choice, posted as `unverified`.
 * {@link useExactAddressLookup} is the behaviour, for markup of your own.
 *
 * @example
 * ```tsx
 * <ExactAddressLookup legend="Shipping address" autoCompleteSection="shipping"
 *   onAddressChange={(address) => setPostcode(address?.postcode ?? '')} />
 * ```
 */
export const ExactAddressLookup = forwardRef<HTMLInputElement, ExactAddressLookupProps>(function ExactAddressLookup(props, ref) {
  const lookup = useExactAddressLookup(props);
  const { state, address, values } = lookup;
  const resultId = lookup.getResultProps().id;
  return (
    <DutchLookupView
      caller="ExactAddressLookup"
      lookup={lookup}
      props={{ ...props, ref }}
      fields={() => ({
        before: (
          <>
            <LookupField lookup={lookup} field="city" />
            <LookupField lookup={lookup} field="street" />
          </>
        ),
        after: lookup.shows('postcode') ? <LookupField lookup={lookup} field="postcode" /> : null,
      })}
      choices={(t) => (
        <>
          {state === 'city-not-unique' ? (
            <CityPicker
              candidates={lookup.cityCandidates}
              aria-labelledby={resultId}
              {...(props.messages === undefined ? {} : { messages: props.messages })}
              onCityChange={lookup.chooseCity}
            />
          ) : null}
          {state === 'choose-postcode' && address !== undefined ? (
            <PostcodeChoice
              typed={values.postcode.trim()}
              found={address.postcode}
              aria-labelledby={resultId}
              t={t}
              onUseFound={lookup.takeFoundPostcode}
              onKeepTyped={lookup.enterManually}
            />
          ) : null}
        </>
      )}
    />
  );
});
