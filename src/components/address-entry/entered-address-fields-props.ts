import type { ReactNode } from 'react';
import type { PostedNames } from '../../api/posted-names.ts';
import type { EnteredAddressMessages } from '../../i18n/entered-address-texts.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import type { AddressEntryValue } from './address-entry-props.ts';
import type { CarriedPlace } from './carry-over.ts';

/** The texts of a country outside the service, as its fields hold them. */
export type EnteredTexts = Pick<AddressEntryValue, 'street' | 'postcode' | 'city'> & {
  addressLine2: string;
  region: string;
};

/** Props of the plain fields `AddressEntry` shows for a country outside the service. */
export interface EnteredAddressFieldsProps {
  /** ISO 3166-1 alpha-2, any but `NL`, `BE` and `DE`. */
  country: string;
  value: AddressEntryValue;
  /** The postcode and town a country switch carried over: shown, and reported, only where the postcode fits. */
  carried?: CarriedPlace;
  /** Called with the texts whenever one changes, and whether the country's required fields are filled and the postcode fits. */
  onValueChange: (texts: EnteredTexts, complete: boolean) => void;
  names: PostedNames;
  /** The element's own texts over the built-in ones (and the provider's, which come in its language). */
  messages?: Partial<AddressMessages & EnteredAddressMessages>;
  legend?: ReactNode;
  required: boolean;
  disabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  autoCompleteSection?: string;
  /** Ignored: the fields ask nothing (kept so the element passes every country the same props). */
  debounceMs?: number;
}
