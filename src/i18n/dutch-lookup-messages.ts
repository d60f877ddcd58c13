/** The texts of the Dutch address lookups and the city picker, by key. */
export interface DutchLookupMessages {
  houseNumberLabel: string;
  cityLabel: string;
  streetLabel: string;
  houseNumberAdditionLabel: string;
  postcodeLabel: string;
  checkingAddress: string;
  /** `{street} {houseNumber} {addition} {postcode} {city} {province}` */
  addressFound: string;
  /** `{postcode} {city}` */
  poBoxFound: string;
  poBoxRefused: string;
  addressNotFound: string;
  chooseAddition: string;
  /** A house number with its addition: `{houseNumber} {addition}`. */
  additionOption: string;
  /** The typed addition that does not exist: `{houseNumber} {addition}`. */
  additionUnknown: string;
  /** `{city}` */
  cityNotUnique: string;
  /** A city in a municipality: `{city} {municipality}`. */
  cityInMunicipality: string;
  /** A city in a province: `{city} {province}`. */
  cityInProvince: string;
  /** Why the form waits: the check is running. */
  addressWait: string;
  /** Some of city, street and house number are missing. */
  addressIncomplete: string;
  /** Not found, and what to do: `{action}` is the manual-entry button's text. */
  addressNotFoundHint: string;
  /** The check is unavailable, and what to do: `{action}` is the manual-entry button's text. */
  addressUnavailableHint: string;
  /** The person chose to go on without the check. */
  addressUnverified: string;
  /** A typed postcode differs from the one found: `{typed} {found}`. */
  postcodeDiffers: string;
  /** `{postcode}` */
  useFoundPostcode: string;
  /** `{postcode}` */
  keepTypedPostcode: string;
  // Dutch postcode lookup
  /** Some of postcode and house number are missing. */
  postcodeAddressIncomplete: string;
  /** The postcode is not four digits (not starting with 0) and two letters. */
  postcodeInvalid: string;
  /** The postcode's letters are SA, SD or SS, which are never issued: `{postcode}`. */
  postcodeNeverIssued: string;
  /** The street and city found, as read-only text: the list's name. */
  addressFoundFields: string;
  enterManually: string;
  houseNumberInvalid: string;
  additionInvalid: string;
}

/**
 * The Dutch lookups' texts in English, built in: what the components import. The other languages are in
 * `react-address-entry/locales` (`nl.ts`, `fr.ts`, `de.ts` here), which only a shop that wants them imports.
 */
export const dutchLookupMessages: DutchLookupMessages = {
  houseNumberLabel: 'House number',
  cityLabel: 'City',
  streetLabel: 'Street',
  houseNumberAdditionLabel: 'Addition',
  postcodeLabel: 'Postcode',
  checkingAddress: 'Checking the address…',
  addressFound: '{street} {houseNumber}{addition}, {postcode} {city}, {province}',
  poBoxFound: 'PO box, {postcode} {city}',
  poBoxRefused: 'Sorry, we cannot ship to a PO box address.',
  addressNotFound: 'Address not found.',
  chooseAddition: 'Which house number do you mean?',
  additionOption: '{houseNumber} {addition}',
  additionUnknown: '{houseNumber} {addition} (unknown addition)',
  cityNotUnique: 'There is more than one {city}. Which one do you mean?',
  cityInMunicipality: '{city}, municipality of {municipality}',
  cityInProvince: '{city}, {province}',
  addressWait: 'Wait for the address check.',
  addressIncomplete: 'Enter the city, street and house number.',
  addressNotFoundHint: 'Address not found. Check it, or choose “{action}”.',
  addressUnavailableHint: 'The address check is unavailable. Choose “{action}” to continue.',
  addressUnverified: 'Entered without checking.',
  postcodeDiffers: 'You typed postcode {typed}; the address check found {found}. Which one is right?',
  useFoundPostcode: 'Use {postcode}',
  keepTypedPostcode: 'Keep {postcode}, unchecked',
  postcodeAddressIncomplete: 'Enter the postcode and house number.',
  postcodeInvalid: 'Enter a Dutch postcode: four digits and two letters, such as 2012 ES.',
  postcodeNeverIssued: 'Postcode {postcode} does not exist: no Dutch postcode ends in SA, SD or SS.',
  addressFoundFields: 'Street and city found',
  enterManually: 'Enter the address without checking',
  houseNumberInvalid: 'Enter a house number from 1 to 99999.',
  additionInvalid: 'An addition has at most 6 characters.',
};
