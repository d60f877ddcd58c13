import type { FocusEventHandler, ReactNode } from 'react';
import type { DutchAddress } from '../api/types.ts';
import type { AddressMessages } from '../i18n/messages.ts';

/** The texts of the Dutch address fields, as typed. */
export interface ExactAddressValues {
  city: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  /**
   * Typed by the person only when the address is entered without a check (the service is down, or they chose to);
   * otherwise the address found carries the postcode, and a hidden field posts it.
   */
  postcode: string;
}

/** What the lookup shows, as `data-state` names it. */
export type ExactAddressLookupState =
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

/** Props of {@link ExactAddressLookup}. */
export interface ExactAddressLookupProps {
  /** Initial texts of uncontrolled fields; a complete address is checked at once. */
  defaultValues?: Partial<ExactAddressValues>;
  /** Texts of controlled fields; pair with `onValuesChange`. */
  values?: ExactAddressValues;
  /** Called with all texts whenever one changes. */
  onValuesChange?: (values: ExactAddressValues) => void;
  /**
   * Called with the address found (and accepted; a PO box with its typed box number), and with `null` as soon as it
   * no longer holds.
   */
  onAddressChange?: (address: DutchAddress | null) => void;
  /** Called whenever what the lookup shows changes. */
  onStateChange?: (state: ExactAddressLookupState) => void;
  /**
   * Form field names; `status` is a hidden field that posts `validated` for a confirmed address and `unverified`
   * when the person chose to go on without the check (empty otherwise).
   * @default { city: 'city', street: 'street', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', postcode: 'postcode', status: 'addressStatus' }
   */
  names?: Partial<Record<keyof ExactAddressValues | 'status', string>>;
  /**
   * A WHATWG autofill section for the `autocomplete` tokens, e.g. `'shipping'` or `'billing'`, so the browser fills
   * two address blocks of one form separately.
   */
  autoCompleteSection?: string;
  /**
   * Check once the fields stay unchanged this long; leaving the house number or addition field, or Enter, checks at
   * once. @default 750, as the vendor's own plugins
   */
  debounceMs?: number;
  /** Whether a PO box is an acceptable address. @default true */
  allowPoBox?: boolean;
  /** The `<legend>` of the `<fieldset>` around the fields. */
  legend?: ReactNode;
  disabled?: boolean;
  /** Whether city, street and house number must be filled in. @default false */
  required?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Class name of the root element, next to `rae-lookup`. */
  className?: string;
  /** Called when the house-number field loses focus (form libraries mark it touched). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** An error that a form library owns: marks the house-number field invalid (`aria-invalid`). */
  isInvalid?: boolean;
  /** The form library's error text, shown under the fields and added to the house-number field's description. */
  errorMessage?: ReactNode;
}
