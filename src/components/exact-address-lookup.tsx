import { forwardRef, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { AddressField } from './address-field.tsx';
import { AdditionChoice } from './addition-choice.tsx';
import { CityPicker } from './city-picker.tsx';
import { mergeRefs } from './combobox/merge-refs.ts';
import type { ExactAddressLookupProps, ExactAddressValues } from './exact-address-lookup-props.ts';
import { LiveRegion } from './live-region.tsx';
import { PostcodeChoice } from './postcode-choice.tsx';
import { useCustomValidity } from './use-custom-validity.ts';
import { useExactAddressLookup } from './use-exact-address-lookup.ts';
import { useOnChange } from './use-on-change.ts';
import { dutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import { useTranslate } from './use-translate.ts';

type Field = keyof ExactAddressValues;
const NAMES: Record<Field | 'status', string> = {
  city: 'city', street: 'street', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', postcode: 'postcode', status: 'addressStatus',
};

/**
 * WHATWG autofill tokens. There is no token for a house number: the number and its addition take the second and
 * third address lines, which is how browsers fill Dutch address forms with separate number fields.
 */
const TOKENS: Record<Field, string> = {
  city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', houseNumberAddition: 'address-line3', postcode: 'postal-code',
};

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
  const { values, setValues, state, message, accepted, address, hints } = lookup;
  const names = { ...NAMES, ...props.names };
  const token = (field: Field) =>
    props.autoCompleteSection === undefined ? TOKENS[field] : `section-${props.autoCompleteSection} ${TOKENS[field]}`;
  const refs = {
    city: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    houseNumber: useRef<HTMLInputElement>(null),
    houseNumberAddition: useRef<HTMLInputElement>(null),
    postcode: useRef<HTMLInputElement>(null),
  };
  const resultId = useId();
  const errorId = useId();
  const hasError = props.errorMessage !== undefined && props.errorMessage !== null && props.errorMessage !== false;

  useCustomValidity(refs.houseNumber, lookup.validationMessage);
  useOnChange(accepted, props.onAddressChange, null);
  useOnChange(state, props.onStateChange, 'idle');
  // A field to focus once the render that shows it is in (the postcode appears when the person goes on unchecked).
  const focusNext = useRef<Field | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field !== null) refs[field].current?.focus();
  });

  const checkOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') lookup.checkNow();
  };
  const field = (key: Field, label: string) => ({
    field: key,
    label,
    name: names[key],
    autoComplete: token(key),
    value: values[key],
    onValueChange: (value: string) => setValues({ [key]: value }),
    disabled: props.disabled,
    hint: key === 'houseNumber' || key === 'houseNumberAddition' ? hints[key] : '',
    inputRef: refs[key],
    onKeyDown: checkOnEnter,
  });
  const enterManually = () => {
    lookup.enterManually();
    focusNext.current = (['city', 'street', 'houseNumber'] as const).find((key) => values[key].trim() === '') ?? 'postcode';
  };

  return (
    <fieldset className={['rae-lookup', props.className].filter(Boolean).join(' ')} data-state={state} disabled={props.disabled}>
      {props.legend === undefined ? null : <legend className="rae-lookup__legend">{props.legend}</legend>}
      <div className="rae-lookup__fields">
        <AddressField {...field('city', t('cityLabel'))} required={props.required} />
        <AddressField {...field('street', t('streetLabel'))} required={props.required} />
        <AddressField
          {...field('houseNumber', t('houseNumberLabel'))}
          inputRef={mergeRefs(refs.houseNumber, ref)}
          required={props.required}
          inputMode="numeric"
          invalid={props.isInvalid}
          aria-describedby={[message === '' ? '' : resultId, hasError ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onBlur={(event) => {
            lookup.checkNow();
            props.onBlur?.(event);
          }}
        />
        <AddressField {...field('houseNumberAddition', t('houseNumberAdditionLabel'))} onBlur={lookup.checkNow} />
        {lookup.showPostcode ? (
          <AddressField {...field('postcode', t('postcodeLabel'))} required={props.required} />
        ) : (
          <input type="hidden" name={names.postcode} value={accepted?.postcode ?? ''} />
        )}
        <input type="hidden" name={names.status} value={lookup.status} />
      </div>
      {/* The result line describes the house number, and labels the choice that follows it. */}
      <p id={resultId} className="rae-lookup__result" data-state={state} hidden={message === ''}>{message}</p>
      {hasError ? <p id={errorId} className="rae-lookup__error">{props.errorMessage}</p> : null}
      <LiveRegion announcementKey={lookup.announcementKey}>{lookup.announcement}</LiveRegion>
      {state === 'choose-addition' && address !== undefined ? (
        <AdditionChoice
          houseNumber={address.houseNumber}
          additions={lookup.additions}
          typed={values.houseNumberAddition.trim()}
          labelledBy={resultId}
          t={t}
          onAdditionChange={(addition) => {
            lookup.chooseAddition(addition);
            refs.houseNumberAddition.current?.focus();
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
            refs.city.current?.focus();
          }}
        />
      ) : null}
      {state === 'choose-postcode' && address !== undefined ? (
        <PostcodeChoice
          typed={values.postcode.trim()}
          found={address.postcode}
          labelledBy={resultId}
          t={t}
          onUseFound={lookup.useFoundPostcode}
          onKeepTyped={enterManually}
        />
      ) : null}
      {state === 'idle' || state === 'found' || state === 'po-box' || state === 'manual' || state === 'choose-postcode' ? null : (
        <button type="button" className="rae-lookup__manual" onClick={enterManually}>{t('enterManually')}</button>
      )}
    </fieldset>
  );
});
