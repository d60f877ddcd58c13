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
   * Form field names. Every key posts the address the service found (postcode as it writes it, `2012ES`) once there
   * is one, else what each field shows (street and city, shown only once the person goes on without the check, post
   * empty until then); `status` posts `validated` for a confirmed address and `unverified` when the person chose to
   * go on without the check (empty otherwise); `token`, behind a signing proxy, the proxy's signature of the
   * confirmed address, for `verifyAddress`. `null` posts nothing under a key.
   * @default { postcode: 'postcode', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', street: 'street', city: 'city', status: 'addressStatus', token: 'addressToken' }
   */
  names?: DutchLookupNames;
  /** Whether postcode and house number (and, unverified, street and city) must be filled in. @default false */
  required?: boolean;
}
