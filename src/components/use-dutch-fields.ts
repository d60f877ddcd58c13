import { useRef, type KeyboardEventHandler } from 'react';
import { postedNames } from '../api/posted-names.ts';

/** The texts of both Dutch lookups (each shows some of them as fields, and posts all). */
export type DutchField = 'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode';

/**
 * WHATWG autofill tokens. There is no token for a house number: the number and its addition take the second and
 * third address lines, which is how browsers fill Dutch address forms with separate number fields.
 */
const TOKENS: Record<DutchField, string> = {
  city: 'address-level2', street: 'address-line1', houseNumber: 'address-line2', houseNumberAddition: 'address-line3', postcode: 'postal-code',
};

/** What the field wiring needs of the lookup's form logic and props. */
interface DutchFieldsSource {
  values: Record<DutchField, string>;
  setValues: (change: Partial<Record<DutchField, string>>) => void;
  names?: Partial<Record<DutchField | 'status' | 'token', string>> | undefined;
  autoCompleteSection?: string | undefined;
  disabled?: boolean | undefined;
  /** Enter in any field checks at once. */
  onKeyDown: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * The fields of a Dutch lookup: their form names (the caller's over the defaults), a ref each, and the props of an
 * `AddressField` for a text: label, `autocomplete` token (in the autofill section), value and change. The fields
 * themselves post nothing: the lookup posts every key in hidden fields ({@link PostedDutchAddress}), the confirmed
 * address once there is one, else what was typed.
 */
export function useDutchFields(source: DutchFieldsSource) {
  const names = postedNames(['city', 'street', 'houseNumber', 'houseNumberAddition', 'postcode', 'status', 'token'], source.names);
  const refs = {
    city: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    houseNumber: useRef<HTMLInputElement>(null),
    houseNumberAddition: useRef<HTMLInputElement>(null),
    postcode: useRef<HTMLInputElement>(null),
  };
  const field = (key: DutchField, label: string, hint = '') => ({
    field: key,
    label,
    autoComplete: source.autoCompleteSection === undefined ? TOKENS[key] : `section-${source.autoCompleteSection} ${TOKENS[key]}`,
    value: source.values[key],
    onValueChange: (value: string) => source.setValues({ [key]: value }),
    disabled: source.disabled,
    hint,
    inputRef: refs[key],
    onKeyDown: source.onKeyDown,
  });
  /** The first of these fields that is still empty, to focus when the person goes on without the check. */
  const firstEmpty = (keys: DutchField[], otherwise: DutchField) => refs[keys.find((key) => source.values[key].trim() === '') ?? otherwise];
  return { names, refs, field, firstEmpty };
}
