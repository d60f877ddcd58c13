import type { DutchAddress } from '../../api/types.ts';
import type { ConfirmedAddress } from '../../address/confirmed-address.ts';
import type { WholeAddress } from '../address-fields/address-fields.tsx';

/** A Dutch address the lookups found (and accepted), as the package hands it to a shop. */
export function dutchConfirmed(address: DutchAddress): ConfirmedAddress {
  const addition = address.houseNumberAddition ?? '';
  return {
    country: 'NL',
    postcode: address.postcode,
    city: address.city,
    street: address.street,
    houseNumber: String(address.houseNumber),
    houseNumberAddition: addition,
    houseNumberParts: { number: address.houseNumber, ...(addition === '' ? {} : { addition }) },
    status: 'validated',
  };
}

/** A Belgian or German address chosen in `AddressFields`, as the package hands it to a shop. */
export function wholeConfirmed(address: WholeAddress): ConfirmedAddress {
  const { country, postcode, city, street, houseNumber, houseNumberParts, status } = address;
  return { country, postcode, city, street, houseNumber, houseNumberParts, status };
}
