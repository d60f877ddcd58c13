import { houseNumberMessages, type HouseNumberMessages } from './house-number-messages.ts';

/** The texts of the Belgian and German address-fields steps (postal area, street) and `AddressFields`, by key. */
export interface AddressFieldsMessages {
  streetLabel: string;
  /** The fields that replace the steps when the person goes on without the check. */
  postcodeLabel: string;
  cityLabel: string;
  enterManually: string;
  addressUnverified: string;
  postalAreaLabel: string;
  postalAreaSearching: string;
  postalAreasOne: string;
  /** `{count}` postal areas. */
  postalAreasOther: string;
  noPostalAreaFound: string;
  /** The service refused the text as too short. */
  postalAreaTooShort: string;
  postalAreaRequired: string;
  /** Text typed but nothing chosen. */
  postalAreaChoose: string;
  postalAreaWait: string;
  postalAreaCheckUnavailable: string;
  /** The search is unavailable inside `AddressFields`: `{action}` is their fallback without the check. */
  postalAreaUnavailableWayOn: string;
  /** The chosen postal area: `{postalArea}`. */
  postalAreaChosen: string;
  streetSearching: string;
  streetsOne: string;
  /** `{count}` streets. */
  streetsOther: string;
  noStreetFound: string;
  streetRequired: string;
  streetChoose: string;
  streetWait: string;
  streetCheckUnavailable: string;
  /** The search is unavailable inside `AddressFields`: `{action}` is their fallback without the check. */
  streetUnavailableWayOn: string;
  /** The chosen street: `{street} {postcode}`. */
  streetChosen: string;
  /** The street field waits for the postal area. */
  streetNeedsPostalArea: string;
  /** The house-number field waits for the street. */
  houseNumberNeedsStreet: string;
  /** A step's choice confirmed, and the step it opens: `{result}` (the choice's result line) and `{field}` (its label). */
  nextStep: string;
  /** The last choice confirmed, and the whole address the form posts: `{result}` and `{address}`. */
  addressComplete: string;
  /** One announcement for a whole fill (a browser's autofill) that was confirmed: `{address}`. */
  fillVerified: string;
  /** A fill that stopped at a step: `{field}` (its label) and `{result}` (what its result line says). */
  fillStopped: string;
}

const own: AddressFieldsMessages = {
  streetLabel: 'Street',
  postcodeLabel: 'Postcode',
  cityLabel: 'City',
  enterManually: 'Enter the address without checking',
  addressUnverified: 'Entered without checking.',
  postalAreaLabel: 'Postcode or town',
  postalAreaSearching: 'Searching postal areas…',
  postalAreasOne: '1 postal area found. Use the up and down arrow keys to choose.',
  postalAreasOther: '{count} postal areas found. Use the up and down arrow keys to choose.',
  noPostalAreaFound: 'No postcode or town found. Check what you typed.',
  postalAreaTooShort: 'Too short: type more of the postcode or town.',
  postalAreaRequired: 'Enter a postcode or town.',
  postalAreaChoose: 'Choose a postcode or town from the list.',
  postalAreaWait: 'Wait for the search, then choose from the list.',
  postalAreaCheckUnavailable: 'The postcode search is unavailable. Try again in a moment.',
  postalAreaUnavailableWayOn: 'The postcode search is unavailable. Choose “{action}” to continue.',
  postalAreaChosen: '{postalArea}: chosen.',
  streetSearching: 'Searching streets…',
  streetsOne: '1 street found. Use the up and down arrow keys to choose.',
  streetsOther: '{count} streets found. Use the up and down arrow keys to choose.',
  noStreetFound: 'No street found here. Check the street or the postal area.',
  streetRequired: 'Enter a street.',
  streetChoose: 'Choose a street from the list.',
  streetWait: 'Wait for the search, then choose from the list.',
  streetCheckUnavailable: 'The street search is unavailable. Try again in a moment.',
  streetUnavailableWayOn: 'The street search is unavailable. Choose “{action}” to continue.',
  streetChosen: '{street}, postcode {postcode}: chosen.',
  streetNeedsPostalArea: 'Choose the postcode or town first.',
  houseNumberNeedsStreet: 'Choose the street first.',
  nextStep: '{result} Next: {field}.',
  addressComplete: '{result} Address complete: {address}.',
  fillVerified: 'Address filled and verified: {address}.',
  fillStopped: 'Address filled, not verified yet. {field}: {result}',
};

/**
 * The address-fields steps' texts in English, built in: what the components import, with the house-number family's
 * that they share (a street's other postcode, the house-number step they unlock). The other languages are in
 * `react-address-entry/locales` (`nl.ts`, `fr.ts`, `de.ts` here), which only a shop that wants them imports.
 */
export const addressFieldsMessages: AddressFieldsMessages & HouseNumberMessages = { ...houseNumberMessages, ...own };
