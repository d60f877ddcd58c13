import type { ConfirmedAddress } from '../../address/confirmed-address.ts';
import type { AddressFieldsAddress } from '../address-fields/address-fields.tsx';

/** A Belgian or German address chosen in `AddressFields`, as the package hands it to a shop. */
export function fieldsConfirmed(address: AddressFieldsAddress): ConfirmedAddress {
  const { country, postcode, city, street, houseNumber, houseNumberParts, status } = address;
  return {
    country,
    postcode,
    city,
    street,
    houseNumber,
    houseNumberParts,
    status,
    ...('pickup' in address ? { pickup: address.pickup } : {}),
  };
}
