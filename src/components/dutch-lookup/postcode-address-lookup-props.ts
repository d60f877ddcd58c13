import type { DutchLookupFormProps, DutchLookupNames } from './dutch-lookup-form-props.ts';

/** The texts of the postcode lookup's fields, as typed. */
export interface PostcodeAddressValues {
  /** As typed: `2012 es` and `2012ES` are the same postcode. */
  postcode: string;
  houseNumber: string;
  houseNumberAddition: string;
  /** Typed only when the address is entered without a check; otherwise the address found carries it. */
  street: string;
  /** Typed only when the address is entered without a check; otherwise the address found carries it. */
  city: string;
}

/** Props of {@link PostcodeAddressLookup}. */
export interface PostcodeAddressLookupProps extends DutchLookupFormProps<PostcodeAddressValues> {
  /**
   * Form field names; `null` posts nothing under a key.
   * @default { postcode: 'postcode', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', street: 'street', city: 'city', status: 'addressStatus', token: 'addressToken' }
   */
  names?: DutchLookupNames;
  /** Whether postcode and house number (and, unverified, street and city) must be filled in. @default false */
  required?: boolean;
}
