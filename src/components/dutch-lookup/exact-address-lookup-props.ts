import type { DutchLookupFormProps, DutchLookupNames } from './dutch-lookup-form-props.ts';

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

/** Props of {@link ExactAddressLookup}. */
export interface ExactAddressLookupProps extends DutchLookupFormProps<ExactAddressValues> {
  /**
   * Form field names. Every key posts the address the service confirmed (its spelling: `'s-Gravenhage`, `2012ES`)
   * once there is one, else what each field shows (the postcode, which shows only once the check is off or to settle
   * a differing one, posts empty while it is not shown); `status` posts `validated` for a confirmed address and
   * `unverified` when the person chose to go on without the check (empty otherwise); `token`, behind a signing
   * proxy, the proxy's signature of the confirmed address, for `verifyAddress`. `null` posts nothing under a key.
   * @default { city: 'city', street: 'street', houseNumber: 'houseNumber', houseNumberAddition: 'houseNumberAddition', postcode: 'postcode', status: 'addressStatus', token: 'addressToken' }
   */
  names?: DutchLookupNames;
  /** Whether city, street and house number must be filled in. @default false */
  required?: boolean;
}
