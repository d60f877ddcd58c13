import { houseNumberMessages, type HouseNumberMessages } from './house-number-messages.ts';
import type { AddressEntryLocale } from './locales.ts';

/** The texts of the Belgian and German whole-address steps (postal area, street) and `AddressFields`, by key. */
export interface WholeAddressMessages {
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
  /** One announcement for a whole fill (a browser's autofill) that was confirmed: `{address}`. */
  fillVerified: string;
  /** A fill that stopped at a step: `{field}` (its label) and `{result}` (what its result line says). */
  fillStopped: string;
}

const own: Record<AddressEntryLocale, WholeAddressMessages> = {
  en: {
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
    postalAreaChosen: '{postalArea}: chosen.',
    streetSearching: 'Searching streets…',
    streetsOne: '1 street found. Use the up and down arrow keys to choose.',
    streetsOther: '{count} streets found. Use the up and down arrow keys to choose.',
    noStreetFound: 'No street found here. Check the street or the postal area.',
    streetRequired: 'Enter a street.',
    streetChoose: 'Choose a street from the list.',
    streetWait: 'Wait for the search, then choose from the list.',
    streetCheckUnavailable: 'The street search is unavailable. Try again in a moment.',
    streetChosen: '{street}, postcode {postcode}: chosen.',
    streetNeedsPostalArea: 'Choose the postcode or town first.',
    houseNumberNeedsStreet: 'Choose the street first.',
    fillVerified: 'Address filled and verified: {address}.',
    fillStopped: 'Address filled, not verified yet. {field}: {result}',
  },
  nl: {
    streetLabel: 'Straat',
    postcodeLabel: 'Postcode',
    cityLabel: 'Plaats',
    enterManually: 'Adres invullen zonder controle',
    addressUnverified: 'Ingevuld zonder controle.',
    postalAreaLabel: 'Postcode of plaats',
    postalAreaSearching: 'Postcodes en plaatsen zoeken…',
    postalAreasOne: '1 postcode of plaats gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    postalAreasOther: '{count} postcodes en plaatsen gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    noPostalAreaFound: 'Geen postcode of plaats gevonden. Controleer wat u typte.',
    postalAreaTooShort: 'Te kort: typ meer van de postcode of plaats.',
    postalAreaRequired: 'Vul een postcode of plaats in.',
    postalAreaChoose: 'Kies een postcode of plaats uit de lijst.',
    postalAreaWait: 'Wacht op de zoekopdracht en kies dan uit de lijst.',
    postalAreaCheckUnavailable: 'Het zoeken op postcode is niet beschikbaar. Probeer het zo opnieuw.',
    postalAreaChosen: '{postalArea}: gekozen.',
    streetSearching: 'Straten zoeken…',
    streetsOne: '1 straat gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    streetsOther: '{count} straten gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    noStreetFound: 'Geen straat gevonden. Controleer de straat of de postcode.',
    streetRequired: 'Vul een straat in.',
    streetChoose: 'Kies een straat uit de lijst.',
    streetWait: 'Wacht op de zoekopdracht en kies dan uit de lijst.',
    streetCheckUnavailable: 'Het zoeken naar straten is niet beschikbaar. Probeer het zo opnieuw.',
    streetChosen: '{street}, postcode {postcode}: gekozen.',
    streetNeedsPostalArea: 'Kies eerst de postcode of plaats.',
    houseNumberNeedsStreet: 'Kies eerst de straat.',
    fillVerified: 'Adres ingevuld en gecontroleerd: {address}.',
    fillStopped: 'Adres ingevuld, nog niet gecontroleerd. {field}: {result}',
  },
  fr: {
    streetLabel: 'Rue',
    postcodeLabel: 'Code postal',
    cityLabel: 'Localité',
    enterManually: "Saisir l'adresse sans vérification",
    addressUnverified: 'Saisie sans vérification.',
    postalAreaLabel: 'Code postal ou localité',
    postalAreaSearching: 'Recherche des codes postaux et localités…',
    postalAreasOne: '1 code postal ou localité trouvé. Choisissez avec les flèches haut et bas.',
    postalAreasOther: '{count} codes postaux et localités trouvés. Choisissez avec les flèches haut et bas.',
    noPostalAreaFound: 'Aucun code postal ni localité trouvé. Vérifiez votre saisie.',
    postalAreaTooShort: 'Trop court : tapez davantage du code postal ou de la localité.',
    postalAreaRequired: 'Saisissez un code postal ou une localité.',
    postalAreaChoose: 'Choisissez un code postal ou une localité dans la liste.',
    postalAreaWait: 'Attendez la recherche, puis choisissez dans la liste.',
    postalAreaCheckUnavailable: 'La recherche de code postal est indisponible. Réessayez dans un instant.',
    postalAreaChosen: '{postalArea} : choisi.',
    streetSearching: 'Recherche des rues…',
    streetsOne: '1 rue trouvée. Choisissez avec les flèches haut et bas.',
    streetsOther: '{count} rues trouvées. Choisissez avec les flèches haut et bas.',
    noStreetFound: 'Aucune rue trouvée. Vérifiez la rue ou le code postal.',
    streetRequired: 'Saisissez une rue.',
    streetChoose: 'Choisissez une rue dans la liste.',
    streetWait: 'Attendez la recherche, puis choisissez dans la liste.',
    streetCheckUnavailable: 'La recherche de rue est indisponible. Réessayez dans un instant.',
    streetChosen: '{street}, code postal {postcode} : choisie.',
    streetNeedsPostalArea: 'Choisissez d’abord le code postal ou la localité.',
    houseNumberNeedsStreet: 'Choisissez d’abord la rue.',
    fillVerified: 'Adresse remplie et vérifiée : {address}.',
    fillStopped: 'Adresse remplie, pas encore vérifiée. {field} : {result}',
  },
  de: {
    streetLabel: 'Straße',
    postcodeLabel: 'Postleitzahl',
    cityLabel: 'Ort',
    enterManually: 'Adresse ohne Prüfung eingeben',
    addressUnverified: 'Ohne Prüfung eingegeben.',
    postalAreaLabel: 'PLZ oder Ort',
    postalAreaSearching: 'PLZ und Orte werden gesucht…',
    postalAreasOne: '1 PLZ oder Ort gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    postalAreasOther: '{count} PLZ und Orte gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    noPostalAreaFound: 'Keine PLZ und kein Ort gefunden. Prüfen Sie die Eingabe.',
    postalAreaTooShort: 'Zu kurz: Geben Sie mehr von PLZ oder Ort ein.',
    postalAreaRequired: 'Geben Sie eine PLZ oder einen Ort ein.',
    postalAreaChoose: 'Wählen Sie eine PLZ oder einen Ort aus der Liste.',
    postalAreaWait: 'Warten Sie auf die Suche und wählen Sie dann aus der Liste.',
    postalAreaCheckUnavailable: 'Die PLZ-Suche ist nicht verfügbar. Versuchen Sie es gleich noch einmal.',
    postalAreaChosen: '{postalArea}: ausgewählt.',
    streetSearching: 'Straßen werden gesucht…',
    streetsOne: '1 Straße gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    streetsOther: '{count} Straßen gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    noStreetFound: 'Keine Straße gefunden. Prüfen Sie die Straße oder die PLZ.',
    streetRequired: 'Geben Sie eine Straße ein.',
    streetChoose: 'Wählen Sie eine Straße aus der Liste.',
    streetWait: 'Warten Sie auf die Suche und wählen Sie dann aus der Liste.',
    streetCheckUnavailable: 'Die Straßensuche ist nicht verfügbar. Versuchen Sie es gleich noch einmal.',
    streetChosen: '{street}, PLZ {postcode}: ausgewählt.',
    streetNeedsPostalArea: 'Wählen Sie zuerst PLZ oder Ort.',
    houseNumberNeedsStreet: 'Wählen Sie zuerst die Straße.',
    fillVerified: 'Adresse ausgefüllt und geprüft: {address}.',
    fillStopped: 'Adresse ausgefüllt, noch nicht geprüft. {field}: {result}',
  },
};

const withHouseNumber = (locale: AddressEntryLocale): WholeAddressMessages & HouseNumberMessages => ({ ...houseNumberMessages[locale], ...own[locale] });

/**
 * The whole-address steps' texts in each built-in language, with the house-number family's that they share (a
 * street's other postcode, the house-number step they unlock).
 */
export const wholeAddressMessages: Record<AddressEntryLocale, WholeAddressMessages & HouseNumberMessages> = {
  en: withHouseNumber('en'),
  nl: withHouseNumber('nl'),
  fr: withHouseNumber('fr'),
  de: withHouseNumber('de'),
};
