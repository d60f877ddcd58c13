import type { FocusEventHandler, ReactNode } from 'react';
import type { DutchAddress } from '../../api/types.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import type { PostedNames } from '../../api/posted-names.ts';

/** What a Dutch lookup shows, as `data-state` names it. */
export type DutchLookupState =
  | 'idle'
  | 'checking'
  | 'found'
  | 'po-box'
  | 'po-box-refused'
  | 'choose-addition'
  | 'not-found'
  | 'city-not-unique'
  | 'choose-postcode'
  | 'unavailable'
  | 'manual';

/** Form field names of a Dutch lookup (no `houseNumberParts` or `country`: those are not a Dutch lookup's to post). */
export type DutchLookupNames = PostedNames<
  'postcode' | 'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'status' | 'token'
>;

/** The texts every Dutch lookup has (each shows some of them as fields, and posts all). */
export interface DutchLookupValues {
  city: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postcode: string;
}

/** The props that {@link ExactAddressLookup} and {@link PostcodeAddressLookup} share. */
export interface DutchLookupFormProps<V extends DutchLookupValues> {
  /** The texts of controlled fields; pair it with `onValueChange`. */
  value?: V;
  /** The initial texts of uncontrolled fields (and what a form reset brings back); a complete address is checked at once. */
  defaultValue?: Partial<V>;
  /** Called with all texts whenever one changes. */
  onValueChange?: (value: V) => void;
  /** Form field names of the posted keys; a missing key posts under its default name, `null` posts nothing. */
  names?: DutchLookupNames;
  /** Called with the address found and accepted, and with `null` as soon as it no longer holds. */
  onAddressChange?: (address: DutchAddress | null) => void;
  /** Called whenever what the lookup shows changes. */
  onStateChange?: (state: DutchLookupState) => void;
  /** A WHATWG autofill section for the `autocomplete` tokens (`'shipping'`, `'billing'`). */
  autoCompleteSection?: string;
  /** Check once the fields stay unchanged this long (leaving the number, or Enter, checks at once). @default 750 */
  debounceMs?: number;
  /** Whether a PO box is an acceptable address. @default true */
  allowPoBox?: boolean;
  /** The `<legend>` of the `<fieldset>` around the fields. */
  legend?: ReactNode;
  disabled?: boolean;
  /** Whether the fields the address needs must be filled in. @default false */
  required?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Class name of the root element, next to `rae-lookup`. */
  className?: string;
  /** Called when the house-number field loses focus (form libraries mark it touched). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** An error that a form library owns: marks the field that needs the shopper invalid (`aria-invalid`), else the house number. */
  isInvalid?: boolean;
  /** The form library's error text, shown under the fields and added to the description of the field that needs the shopper. */
  errorMessage?: ReactNode;
}
