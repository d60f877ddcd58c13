import { forwardRef } from 'react';
import { AddressField } from './address-field.tsx';
import { CityPicker } from './city-picker.tsx';
import { DutchLookupFieldset } from './dutch-lookup-fieldset.tsx';
import type { ExactAddressLookupProps } from './exact-address-lookup-props.ts';
import { PostcodeChoice } from './postcode-choice.tsx';
import { useDutchFields } from './use-dutch-fields.ts';
import { useExactAddressLookup } from './use-exact-address-lookup.ts';
import { dutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import { useTranslate } from './use-translate.ts';

/**
 * Dutch address entry in a `<fieldset>`: city, street, house number and addition, checked with `Address.matchExact`
 * once they are valid and the person leaves the number or addition field (or stops typing for `debounceMs`). It says
 * in words what it found: the address (whose postcode `onAddressChange` hands over), not found, which addition is
 * meant, a PO box (refused with `allowPoBox={false}`), a city name that is not unique (with a {@link CityPicker}), or
 * that the check is unavailable. Until the texts are confirmed, the house-number field's custom validity stops the
 * form with the reason; going on without the check is the person's explicit choice, posted as `unverified`.
 *
 * @example
 * ```tsx
 * <ExactAddressLookup legend="Shipping address" autoCompleteSection="shipping"
 *   onAddressChange={(address) => setPostcode(address?.postcode ?? '')} />
 * ```
 */
export const ExactAddressLookup = forwardRef<HTMLInputElement, ExactAddressLookupProps>(function ExactAddressLookup(props, ref) {
  const t = useTranslate(dutchLookupMessages, props.messages, 'ExactAddressLookup');
  const lookup = useExactAddressLookup(props, t);
  const { values, setValues, outcome } = lookup;
  const { state, address } = outcome;
  const { names, refs, field, firstEmpty } = useDutchFields({ ...props, values, setValues, onKeyDown: lookup.checkOnEnter });
  const enterManually = () => {
    lookup.enterManually(firstEmpty(['city', 'street', 'houseNumber'], 'postcode'));
  };

  return (
    <DutchLookupFieldset
      props={props}
      outcome={outcome}
      typedAddition={values.houseNumberAddition}
      houseNumberRef={refs.houseNumber}
      additionRef={refs.houseNumberAddition}
      values={values}
      names={names}
      t={t}
      noManualIn={['choose-postcode']}
      onEnterManually={enterManually}
      onReset={lookup.reset}
      field={field}
      callerRef={ref}
      onLeave={lookup.checkNow}
      fieldsBefore={
        <>
          <AddressField {...field('city', t('cityLabel'))} required={props.required} />
          <AddressField {...field('street', t('streetLabel'))} required={props.required} />
        </>
      }
      after={
        <>
          {state === 'city-not-unique' ? (
            <CityPicker
              candidates={lookup.cityCandidates}
              labelledBy={outcome.resultId}
              {...(props.messages === undefined ? {} : { messages: props.messages })}
              onCityChange={(city) => {
                setValues({ city });
                refs.city.current?.focus();
              }}
            />
          ) : null}
          {state === 'choose-postcode' && address !== undefined ? (
            <PostcodeChoice
              typed={values.postcode.trim()}
              found={address.postcode}
              labelledBy={outcome.resultId}
              t={t}
              onUseFound={outcome.useFoundPostcode}
              onKeepTyped={enterManually}
            />
          ) : null}
        </>
      }
    >
      {lookup.showPostcode ? <AddressField {...field('postcode', t('postcodeLabel'))} required={props.required} /> : null}
    </DutchLookupFieldset>
  );
});
