import type { DutchLookupFormProps, DutchLookupNames } from './dutch-lookup-form-props.ts';

/** The texts of the Dutch address fields, as typed. */
export interface ExactAddressValues {
  city: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  /** Typed only when the address is entered without the check; otherwise the address found carries it. */
  postcode: string;
}

/** Props of {@link ExactAddressLookup}. */
export interface ExactAddressLookupProps extends DutchLookupFormProps<ExactAddressValues> {
  /**
   * Form field names; `null` posts nothing under a key.
   * @default { city: 'city', street: 'street', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', postcode: 'postcode', status: 'addressStatus', token: 'addressToken' }
   */
  names?: DutchLookupNames;
  /** Whether city, street and house number must be filled in. @default false */
  required?: boolean;
}
