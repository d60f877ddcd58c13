import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';
import { countryFormat, type CountryFormat, type EnteredField } from '../../address/country-formats/country-format.ts';
import { FORMATS } from '../../address/country-formats/formats-data.ts';
import { postcodeFits } from '../../address/entered-address.ts';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { ENTERED_ADDRESS_MESSAGES, type EnteredAddressMessages } from '../../i18n/entered-address-texts.ts';
import type { EnteredAddressFieldsProps, EnteredTexts } from './entered-address-fields-props.ts';
import { enteredTexts } from './entered-texts.ts';
import { AUTOFILL_TOKENS, autofillToken } from '../shared/autofill-token.ts';

/*
 * This module is the chunk `AddressEntry` loads for another country: of the element's own bundle it imports only the
 * provider's context (its language and texts).
 */

/** Where each field posts by default, as every key of the one contract. */
const DEFAULT_NAMES = {
  street: 'street',
  addressLine2: 'addressLine2',
  postcode: 'postcode',
  city: 'city',
  region: 'region',
  status: 'addressStatus',
} as const;

/** The message key of each field's label, by the name the country gives it. */
function labelKey(field: EnteredField, format: CountryFormat): keyof EnteredAddressMessages {
  const camel = (name: string) => name.replace(/(?:^|_)([a-z])/gu, (_match, letter: string) => letter.toUpperCase());
  switch (field) {
    case 'street':
      return 'addressLine1Label';
    case 'addressLine2':
      return 'addressLine2Label';
    case 'postcode':
      return `postcode${camel(format.postcodeName)}Label` as keyof EnteredAddressMessages;
    case 'city':
      return `city${camel(format.cityName)}Label` as keyof EnteredAddressMessages;
    case 'region':
      return `region${camel(format.regionName)}Label` as keyof EnteredAddressMessages;
  }
}

/**
 * The address of a country outside the service, in the country's own format (Google's address metadata): its fields
 * in the country's order and grouping, labelled as the country's post names them (ZIP code, Eircode, state, emirate…),
 * required as the country requires them, the region a list where the country has one, each field with its standard
 * `autocomplete` token. A postcode that does not fit the country's form says so in words, with an example, and stops
 * a native submit. Complete (the required fields filled, the postcode fitting), the address is posted as typed with
 * `addressStatus` `unverified` and no token: no service confirms it. This module comes with the format data, in a
 * chunk of its own that `AddressEntry` loads the first time such a country is chosen.
 */
const EnteredAddressFields = forwardRef<HTMLInputElement | HTMLSelectElement, EnteredAddressFieldsProps>(
  function EnteredAddressFields(props, ref) {
    const { country, required, disabled, autoCompleteSection } = props;
    const { language, messages } = useAddressEntryContext('AddressEntry');
    // The provider's texts, then the element's own over them.
    const overrides = { ...messages, ...props.messages };
    const format = countryFormat(FORMATS, country) ?? countryFormat(FORMATS, 'ZZ');
    const own: Readonly<Record<string, string>> = ENTERED_ADDRESS_MESSAGES[language];
    // A text of the language, or the shop's own; its `{name}` placeholders filled.
    const t = (key: keyof EnteredAddressMessages, values: Readonly<Record<string, string>> = {}): string =>
      ((overrides as Readonly<Partial<Record<string, string>>>)[key] ?? own[key] ?? key).replace(
        /\{(\w+)\}/gu,
        (_match, name: string) => values[name] ?? '',
      );
    // A key left out or `undefined` posts under its default, `null` posts nothing.
    const name = (key: keyof typeof DEFAULT_NAMES): string | null =>
      props.names[key] === undefined ? DEFAULT_NAMES[key] : props.names[key];
    const id = useId();
    const [postcodeLeft, setPostcodeLeft] = useState(false);
    if (format === undefined) return null;
    const texts = enteredTexts(props, format);
    const { lines, regions } = format;
    const needed = (field: EnteredField) => required && format.required.includes(field);
    const postcodeLabel = t(labelKey('postcode', format));
    const postcodeOk = texts.postcode.trim() === '' || postcodeFits(texts.postcode, format);
    const mismatch = postcodeOk
      ? ''
      : t('postcodeMismatch', { label: postcodeLabel, example: format.postcodeExample ?? '' });
    const complete = postcodeOk && format.required.every((field) => texts[field].trim() !== '');
    // Where a native submit stops first (a required field still empty, a postcode that does not fit), in the order
    // shown: a form library's error and ref go there too (else to the first field).
    const shown = lines.flat();
    const errorField =
      shown.find(
        (field) => (needed(field) && texts[field].trim() === '') || (field === 'postcode' && mismatch !== ''),
      ) ?? shown[0];
    const invalid = props.isInvalid === true ? errorField : null;
    const hasError = props.errorMessage !== undefined && props.errorMessage !== null && props.errorMessage !== false;
    const describedBy = (field: EnteredField): string | undefined =>
      [
        field === 'postcode' && mismatch !== '' && postcodeLeft ? `${id}-mismatch` : '',
        field === errorField && hasError ? `${id}-error` : '',
      ]
        .filter((part) => part !== '')
        .join(' ') || undefined;
    const errorRef = (node: HTMLInputElement | HTMLSelectElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref !== null) ref.current = node;
    };
    return (
      <EnteredAddressFrame
        {...props}
        complete={complete}
        texts={texts}
        validity={{ fieldId: `${id}-postcode`, message: mismatch }}
        statusName={name('status')}
        errorId={`${id}-error`}
      >
        {lines.map((line) => (
          <div key={line.join(' ')} className="rae-address-entry__line">
            {line.map((field) => {
              const fieldId = `${id}-${field}`;
              const shared = {
                id: fieldId,
                className: 'rae-field__input',
                name: name(field) ?? undefined,
                value: texts[field],
                required: needed(field),
                disabled,
                autoComplete: autofillToken(AUTOFILL_TOKENS[field], autoCompleteSection),
                'aria-describedby': describedBy(field),
                ...(invalid === field || (field === 'postcode' && mismatch !== '' && postcodeLeft)
                  ? { 'aria-invalid': true }
                  : {}),
              };
              const change = (text: string) => {
                const next = { ...texts, [field]: text };
                const nextComplete =
                  (next.postcode.trim() === '' || postcodeFits(next.postcode, format)) &&
                  format.required.every((key) => next[key].trim() !== '');
                props.onValueChange(next, nextComplete);
              };
              return (
                <div key={field} className="rae-field" data-field={field}>
                  <label className="rae-field__label" htmlFor={fieldId}>
                    {t(labelKey(field, format))}
                  </label>
                  {field === 'region' && regions !== undefined ? (
                    <select
                      {...shared}
                      ref={field === errorField ? errorRef : undefined}
                      onChange={(event) => change(event.target.value)}
                    >
                      <option value="">{t('regionChoose')}</option>
                      {regions.map((region) => (
                        <option key={region.code} value={region.code}>
                          {region.latin === undefined ? region.name : `${region.name} (${region.latin})`}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...shared}
                      ref={field === errorField ? errorRef : undefined}
                      {...(format.upper.includes(field) ? { autoCapitalize: 'characters' } : {})}
                      {...(field === 'postcode' ? { onBlur: () => setPostcodeLeft(true) } : {})}
                      onChange={(event) => change(event.target.value)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {postcodeLeft && mismatch !== '' ? (
          <p id={`${id}-mismatch`} className="rae-lookup__error">
            {mismatch}
          </p>
        ) : null}
        <p className="rae-lookup__result" data-state="unverified">
          {t('enteredUnverified')}
        </p>
      </EnteredAddressFrame>
    );
  },
);

/**
 * The frame of the fields: the fieldset and legend, the posted status, the postcode's validity, and the status told
 * when the texts given (a country shown again, a browser's fill carried over) are complete already or no longer.
 */
function EnteredAddressFrame(
  props: EnteredAddressFieldsProps & {
    children: ReactNode;
    complete: boolean;
    texts: EnteredTexts;
    validity: { fieldId: string; message: string };
    statusName: string | null;
    errorId: string;
  },
) {
  const { complete, texts, statusName, validity, legend, disabled, country, errorMessage, value, onValueChange } =
    props;
  // A postcode that does not fit stops a native submit, and the browser says why.
  useEffect(() => {
    const field = document.getElementById(validity.fieldId);
    if (field instanceof HTMLInputElement) field.setCustomValidity(validity.message);
  }, [validity.fieldId, validity.message]);
  // The status to say, or a text shown otherwise than the value holds it (a carried postcode, a region by its code).
  const stale =
    (value.status === 'unverified') !== complete ||
    (Object.keys(texts) as (keyof EnteredTexts)[]).some((key) => texts[key] !== (value[key] ?? ''));
  useEffect(() => {
    if (stale) onValueChange(texts, complete);
  });
  return (
    <fieldset className="rae-address-fields" disabled={disabled} data-country={country} data-state="entered">
      {legend === undefined ? null : <legend className="rae-address-fields__legend">{legend}</legend>}
      {props.children}
      {errorMessage === undefined ? null : (
        <p id={props.errorId} className="rae-lookup__error">
          {errorMessage}
        </p>
      )}
      {statusName === null ? null : <input type="hidden" name={statusName} value={complete ? 'unverified' : ''} />}
    </fieldset>
  );
}

export default EnteredAddressFields;
