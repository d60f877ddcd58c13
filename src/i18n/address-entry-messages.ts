/**
 * The texts of `AddressEntry` itself: its country field and the switch between the two Dutch ways. The countries'
 * names come from the browser (`Intl.DisplayNames` in the provider's locale), not from a table.
 */
export interface AddressEntryMessages {
  countryLabel: string;
  /** Before the switch to the city-and-street lookup, while the postcode lookup shows. */
  dutchWayStreetHint: string;
  /** The switch to the city-and-street lookup. */
  dutchWayStreet: string;
  /** Before the switch to the postcode lookup, while the city-and-street lookup shows. */
  dutchWayPostcodeHint: string;
  /** The switch to the postcode lookup. */
  dutchWayPostcode: string;
}

/** The built-in English texts of `AddressEntry`; the other languages come with `react-address-entry/locales`. */
export const addressEntryMessages: AddressEntryMessages = {
  countryLabel: 'Country',
  dutchWayStreetHint: 'No postcode at hand?',
  dutchWayStreet: 'Look up by city and street',
  dutchWayPostcodeHint: 'Know the postcode?',
  dutchWayPostcode: 'Look up by postcode',
};
