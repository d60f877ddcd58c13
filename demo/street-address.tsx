import { AddressFields } from 'react-address-entry';

/**
 * A Belgian or German address as a shopper knows it: postal area (a postcode or a town), then street, then house
 * number, with `AddressFields`. The fields post what the order needs: the postcode (the chosen house number's own,
 * which its result line shows), the city, the street, the house number and whether it was verified
 * (`addressStatus`), under the same names as the Dutch lookups, each empty while not confirmed, and the form stops at a step that is not chosen.
 */
export function StreetAddress({ country }: { country: 'BE' | 'DE' }) {
  return (
    <div className="demo-grid">
      <AddressFields
        country={country}
        className="demo-field--wide"
        legend="Address"
        required
      />
    </div>
  );
}
