import type { AddressEntryLocale } from './locales.ts';

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

/** The house-number combobox's texts in each built-in language: a component imports only its own family. */
export const houseNumberMessages: Record<AddressEntryLocale, HouseNumberMessages> = {
  en: {
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
    houseNumberChooseUnverified: 'The house number check is unavailable: choose “{houseNumber}” from the list to continue.',
    resultChosen: '{houseNumber}, postcode {postcode}: {status}.',
  },
  nl: {
    houseNumberLabel: 'Huisnummer',
    statusValidated: 'gecontroleerd',
    statusIncompleteBelgian: 'bisnummer of busnummer nodig',
    statusIncompleteGerman: 'toevoeging nodig',
    statusUnknown: 'onbekend, niet gecontroleerd',
    statusUnverified: 'gebruiken zoals getypt, niet gecontroleerd',
    otherPostcode: 'postcode {postcode}',
    searching: 'Huisnummers zoeken…',
    suggestionsOne: '1 huisnummer gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    suggestionsOther: '{count} huisnummers gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    houseNumberRequired: 'Vul een huisnummer in.',
    houseNumberChoose: 'Kies een huisnummer uit de lijst.',
    houseNumberWait: 'Wacht op de controle en kies dan uit de lijst.',
    houseNumberNotFound: 'Geen huisnummer gevonden. Controleer het nummer.',
    houseNumberChooseUnverified: 'De huisnummercontrole is niet beschikbaar: kies “{houseNumber}” uit de lijst om door te gaan.',
    resultChosen: '{houseNumber}, postcode {postcode}: {status}.',
  },
  fr: {
    houseNumberLabel: 'Numéro',
    statusValidated: 'vérifié',
    statusIncompleteBelgian: 'numéro bis ou de boîte requis',
    statusIncompleteGerman: 'complément requis',
    statusUnknown: 'inconnu, non vérifié',
    statusUnverified: 'utiliser tel quel, non vérifié',
    otherPostcode: 'code postal {postcode}',
    searching: 'Recherche des numéros…',
    suggestionsOne: '1 numéro trouvé. Utilisez les flèches haut et bas pour choisir.',
    suggestionsOther: '{count} numéros trouvés. Utilisez les flèches haut et bas pour choisir.',
    houseNumberRequired: 'Saisissez un numéro.',
    houseNumberChoose: 'Choisissez un numéro dans la liste.',
    houseNumberWait: 'Attendez la vérification, puis choisissez dans la liste.',
    houseNumberNotFound: 'Aucun numéro trouvé. Vérifiez le numéro.',
    houseNumberChooseUnverified: 'La vérification du numéro est indisponible : choisissez « {houseNumber} » dans la liste pour continuer.',
    resultChosen: '{houseNumber}, code postal {postcode} : {status}.',
  },
  de: {
    houseNumberLabel: 'Hausnummer',
    statusValidated: 'geprüft',
    statusIncompleteBelgian: 'Bis- oder Briefkastennummer nötig',
    statusIncompleteGerman: 'Zusatz nötig',
    statusUnknown: 'unbekannt, nicht geprüft',
    statusUnverified: 'wie eingegeben verwenden, nicht geprüft',
    otherPostcode: 'PLZ {postcode}',
    searching: 'Hausnummern werden gesucht…',
    suggestionsOne: '1 Hausnummer gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    suggestionsOther: '{count} Hausnummern gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    houseNumberRequired: 'Geben Sie eine Hausnummer ein.',
    houseNumberChoose: 'Wählen Sie eine Hausnummer aus der Liste.',
    houseNumberWait: 'Warten Sie die Prüfung ab und wählen Sie dann aus der Liste.',
    houseNumberNotFound: 'Keine Hausnummer gefunden. Prüfen Sie die Nummer.',
    houseNumberChooseUnverified: 'Die Hausnummernprüfung ist nicht verfügbar: Wählen Sie „{houseNumber}“ aus der Liste, um fortzufahren.',
    resultChosen: '{houseNumber}, Postleitzahl {postcode}: {status}.',
  },
};
