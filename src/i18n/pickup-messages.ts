/**
 * The texts of a German address's DHL pickup (`germanPickup` on `AddressEntry` and `AddressFields`): the choice of
 * where to deliver, the station's number and the Postnummer, with what is wrong with each in words.
 */
export interface PickupMessages {
  /** The legend of the choice between an address, a Packstation and a post office. */
  deliverToLegend: string;
  deliverToAddress: string;
  deliverToPackstation: string;
  deliverToPostfiliale: string;
  packstationNumberLabel: string;
  postfilialeNumberLabel: string;
  /** The Postnummer, required (a Packstation). */
  postNumberLabel: string;
  /** The Postnummer, optional (a post office). */
  postNumberOptionalLabel: string;
  /** What the Postnummer is and where to find it, under its field. */
  postNumberHint: string;
  packstationNumberRequired: string;
  postfilialeNumberRequired: string;
  /** A Packstation's number out of its range or not a number: `{min}` and `{max}`. */
  packstationNumberInvalid: string;
  /** A post office's number out of its range or not a number: `{min}` and `{max}`. */
  postfilialeNumberInvalid: string;
  postNumberRequired: string;
  postNumberInvalid: string;
  /** The Postnummer fails the check digit that shop modules use (DHL publishes none): a warning, never a refusal. */
  postNumberCheck: string;
  /** The postal area chosen is a town as a whole: a station needs its postcode. */
  pickupNeedsPostcode: string;
  /** Said once the shopper leaves a whole pickup's fields: `{address}`, as `Packstation 123, 10117 Berlin, Postnummer 12345678`. */
  pickupComplete: string;
}

/** The built-in English texts of a DHL pickup; the other languages come with `react-address-entry/locales`. */
export const pickupMessages: PickupMessages = {
  deliverToLegend: 'Deliver to',
  deliverToAddress: 'An address',
  deliverToPackstation: 'A Packstation',
  deliverToPostfiliale: 'A post office',
  packstationNumberLabel: 'Packstation number',
  postfilialeNumberLabel: 'Post office number',
  postNumberLabel: 'Postnummer',
  postNumberOptionalLabel: 'Postnummer (optional)',
  postNumberHint: 'Your DHL customer number: 6 to 10 digits.',
  packstationNumberRequired: 'Enter the Packstation’s number.',
  postfilialeNumberRequired: 'Enter the post office’s number.',
  packstationNumberInvalid: 'A Packstation’s number is a number from {min} to {max}.',
  postfilialeNumberInvalid: 'A post office’s number is a number from {min} to {max}.',
  postNumberRequired: 'Enter your Postnummer: a Packstation hands parcels to its holder only.',
  postNumberInvalid: 'A Postnummer has 6 to 10 digits and nothing else.',
  postNumberCheck: 'Check your Postnummer; it is on your DHL customer card.',
  pickupNeedsPostcode: 'Choose the station’s postcode from the list, not the whole town.',
  pickupComplete: 'Pickup complete: {address}.',
};
