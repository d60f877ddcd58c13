import { useId, useRef } from 'react';
import { AddressField } from './address-field.tsx';
import { AdditionChoice } from './addition-choice.tsx';
import { CityPicker } from './city-picker.tsx';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { useCustomValidity } from './use-custom-validity.ts';
import { useExactAddressLookup } from './use-exact-address-lookup.ts';
import { useOnChange } from './use-on-change.ts';
import { useTranslate } from './use-translate.ts';

const NAMES: Record<keyof ExactAddressValues, string> = {
  city: 'city', street: 'street', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', postcode: 'postcode',
};

/**
 * WHATWG autofill tokens. There is no token for a house number: the number and its addition take the second and
 * third address lines, which is how browsers fill Dutch address forms with separate number fields.
 */
const TOKENS: Record<keyof ExactAddressValues, string> = {
  city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', houseNumberAddition: 'address-line3', postcode: 'postal-code',
};

/**
 * Dutch address entry: city, street, house number and addition, checked with `Address.matchExact` once they are
 * valid (debounced). It says in words what it found: the address (whose postcode `onAddressChange` hands over), not
 * found, which addition is meant, a PO box (refused with `allowPoBox={false}`), a city name that is not unique (with a
 * {@link CityPicker}), or that the check is unavailable, in which case the person enters the postcode and goes on.
 * Choices still needed block a native form submit with a message.
 *
 * @example
 * ```tsx
 * <ExactAddressLookup autoCompleteSection="shipping" onAddressChange={(address) => setPostcode(address?.postcode ?? '')} />
 * ```
 */
export function ExactAddressLookup(props: ExactAddressLookupProps) {
  const t = useTranslate(props.messages, 'ExactAddressLookup');
  const lookup = useExactAddressLookup(props, t);
  const { values, setValues, state, message, accepted, address, hints } = lookup;
  const names = { ...NAMES, ...props.names };
  const token = (field: keyof ExactAddressValues) =>
    props.autoCompleteSection === undefined ? TOKENS[field] : `section-${props.autoCompleteSection} ${TOKENS[field]}`;
  const cityRef = useRef<HTMLInputElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);
  const additionRef = useRef<HTMLInputElement>(null);
  const resultId = useId();

  useCustomValidity(cityRef, state === 'city-not-unique' ? message : '');
  useCustomValidity(additionRef, state === 'choose-addition' ? message : '');
  useCustomValidity(streetRef, state === 'po-box-refused' ? message : '');
  useOnChange(accepted, props.onAddressChange, null);
  useOnChange(state, props.onStateChange, 'idle');

  const field = (key: keyof ExactAddressValues, label: string) => ({
    field: key,
    label,
    name: names[key],
    autoComplete: token(key),
    value: values[key],
    onValueChange: (value: string) => setValues({ [key]: value }),
    disabled: props.disabled,
    hint: key === 'houseNumber' || key === 'houseNumberAddition' ? hints[key] : '',
  });

  return (
    <div className={['rae-lookup', props.className].filter(Boolean).join(' ')} data-state={state}>
      {props.legend === undefined ? null : <p className="rae-lookup__legend">{props.legend}</p>}
      <div className="rae-lookup__fields">
        <AddressField {...field('city', t('cityLabel'))} required={props.required} inputRef={cityRef} />
        <AddressField {...field('street', t('streetLabel'))} required={props.required} inputRef={streetRef} />
        <AddressField {...field('houseNumber', t('houseNumberLabel'))} required={props.required} inputMode="numeric" />
        <AddressField {...field('houseNumberAddition', t('houseNumberAdditionLabel'))} inputRef={additionRef} />
        {lookup.showPostcode ? (
          <AddressField {...field('postcode', t('postcodeLabel'))} required={props.required} />
        ) : (
          <input type="hidden" name={names.postcode} value={accepted?.postcode ?? ''} />
        )}
      </div>
      {/* The result line is announced, and labels the choice that follows it. */}
      <p id={resultId} role="status" aria-live="polite" className="rae-lookup__result" data-state={state}>{message}</p>
      {state === 'choose-addition' && address !== undefined ? (
        <AdditionChoice
          houseNumber={address.houseNumber}
          additions={lookup.additions}
          typed={values.houseNumberAddition.trim()}
          labelledBy={resultId}
          t={t}
          onAdditionChange={(addition) => {
            setValues({ houseNumberAddition: addition });
            additionRef.current?.focus();
          }}
        />
      ) : null}
      {state === 'city-not-unique' ? (
        <CityPicker
          candidates={lookup.cityCandidates}
          labelledBy={resultId}
          {...(props.messages === undefined ? {} : { messages: props.messages })}
          onCityChange={(city) => {
            setValues({ city });
            cityRef.current?.focus();
          }}
        />
      ) : null}
      {lookup.showPostcode || state === 'idle' || accepted !== null ? null : (
        <button type="button" className="rae-lookup__manual" onClick={lookup.enterManually}>{t('enterManually')}</button>
      )}
    </div>
  );
}
