/**
 * Every UI text of the components, by key. Texts may hold `{name}` placeholders. Override any of them through
 * `AddressEntryProvider`'s `messages` or a component's `messages` prop.
 */
export interface AddressMessages {
  // House-number combobox
  houseNumberLabel: string;
  statusValidated: string;
  statusIncompleteBelgian: string;
  statusIncompleteGerman: string;
  statusUnknown: string;
  statusUnverified: string;
  /** The postcode of an option that lies in another postcode than the street's: `{postcode}`. */
  otherPostcode: string;
  searching: string;
  suggestionsOne: string;
  /** `{count}` suggestions. */
  suggestionsOther: string;
  noHouseNumberFound: string;
  houseNumberCheckUnavailable: string;
  /** The field is required and empty. */
  houseNumberRequired: string;
  /** Text typed but nothing chosen: what to do. */
  houseNumberChoose: string;
  /** Text typed while its check runs. */
  houseNumberWait: string;
  /** Nothing matches the text (or the service refused it). */
  houseNumberNotFound: string;
  /** The check is unavailable: `{houseNumber}` can be chosen unverified. */
  houseNumberChooseUnverified: string;
  /** The result line of a choice: `{houseNumber} {postcode} {status}` (the status in words). */
  resultChosen: string;
  // Dutch exact lookup
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
  addressCheckUnavailable: string;
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
  enterManually: string;
  houseNumberInvalid: string;
  additionInvalid: string;
  // Whole addresses (BE/DE)
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
  /** The chosen street: `{street} {postcode}`. */
  streetChosen: string;
  /** The street field waits for the postal area. */
  streetNeedsPostalArea: string;
  /** The house-number field waits for the street. */
  houseNumberNeedsStreet: string;
}

/** The languages the components speak. */
export type MessagesLocale = 'en' | 'nl' | 'fr' | 'de';

/** The key of a UI text. */
export type MessageKey = keyof AddressMessages;
