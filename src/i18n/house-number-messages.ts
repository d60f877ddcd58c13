/** The texts of the house-number combobox (and the suggestion steps built like it), by key. */
export interface HouseNumberMessages {
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
  /** The field is required and empty. */
  houseNumberRequired: string;
  /** Text typed but nothing chosen: what to do. */
  houseNumberChoose: string;
  /** Text typed while its check runs. */
  houseNumberWait: string;
  /** Nothing matches the text (or the service refused it): the result line, the announcement and the validity. */
  houseNumberNotFound: string;
  /** The check is unavailable and `{houseNumber}` can be chosen unverified: the result line, the announcement and the validity. */
  houseNumberChooseUnverified: string;
  /** The result line of a choice: `{houseNumber} {postcode} {status}` (the status in words). */
  resultChosen: string;
}

/**
 * The house-number combobox's texts in English, built in: what the components import. The other languages are in
 * `react-address-entry/locales` (`nl.ts`, `fr.ts`, `de.ts` here), which only a shop that wants them imports.
 */
export const houseNumberMessages: HouseNumberMessages = {
  houseNumberLabel: 'House number',
  statusValidated: 'verified',
  statusIncompleteBelgian: 'needs a bis or box number',
  statusIncompleteGerman: 'needs an addition',
  statusUnknown: 'unknown, not verified',
  statusUnverified: 'use as typed, not verified',
  otherPostcode: 'postcode {postcode}',
  searching: 'Searching house numbers…',
  suggestionsOne: '1 house number found. Use the up and down arrow keys to choose.',
  suggestionsOther: '{count} house numbers found. Use the up and down arrow keys to choose.',
  houseNumberRequired: 'Enter a house number.',
  houseNumberChoose: 'Choose a house number from the list.',
  houseNumberWait: 'Wait for the check, then choose from the list.',
  houseNumberNotFound: 'No house number found. Check the number.',
  houseNumberChooseUnverified:
    'The house number check is unavailable: choose “{houseNumber}” from the list to continue.',
  resultChosen: '{houseNumber}, postcode {postcode}: {status}.',
};
