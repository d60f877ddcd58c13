import type { AddressLocale } from './locales.ts';

/**
 * German (Deutsch): every UI text of every component, for `AddressEntryProvider`'s `locale`. Only
 * `react-address-entry/locales` reaches this file: a shop that does not import it does not download these texts.
 *
 * @example
 * ```tsx
 * import { de } from 'react-address-entry/locales';
 *
 * <AddressEntryProvider client={client} locale={de}>…</AddressEntryProvider>
 * ```
 */
export const de: AddressLocale = {
  code: 'de',
  messages: {
    // The house-number combobox (`HouseNumberMessages`), and the steps built like it
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
    // The Belgian and German whole-address steps and `AddressFields` (`WholeAddressMessages`)
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
    postalAreaUnavailableWayOn: 'Die PLZ-Suche ist nicht verfügbar. Wählen Sie „{action}“, um fortzufahren.',
    postalAreaChosen: '{postalArea}: ausgewählt.',
    streetSearching: 'Straßen werden gesucht…',
    streetsOne: '1 Straße gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    streetsOther: '{count} Straßen gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    noStreetFound: 'Keine Straße gefunden. Prüfen Sie die Straße oder die PLZ.',
    streetRequired: 'Geben Sie eine Straße ein.',
    streetChoose: 'Wählen Sie eine Straße aus der Liste.',
    streetWait: 'Warten Sie auf die Suche und wählen Sie dann aus der Liste.',
    streetCheckUnavailable: 'Die Straßensuche ist nicht verfügbar. Versuchen Sie es gleich noch einmal.',
    streetUnavailableWayOn: 'Die Straßensuche ist nicht verfügbar. Wählen Sie „{action}“, um fortzufahren.',
    streetChosen: '{street}, PLZ {postcode}: ausgewählt.',
    streetNeedsPostalArea: 'Wählen Sie zuerst PLZ oder Ort.',
    houseNumberNeedsStreet: 'Wählen Sie zuerst die Straße.',
    nextStep: '{result} Weiter: {field}.',
    addressComplete: '{result} Adresse vollständig: {address}.',
    fillVerified: 'Adresse ausgefüllt und geprüft: {address}.',
    fillStopped: 'Adresse ausgefüllt, noch nicht geprüft. {field}: {result}',
    // The Dutch lookups and the city picker (`DutchLookupMessages`); the keys it shares with a family above are there
    houseNumberAdditionLabel: 'Zusatz',
    checkingAddress: 'Adresse wird geprüft…',
    addressFound: '{street} {houseNumber}{addition}, {postcode} {city}, {province}',
    poBoxFound: 'Postfach, {postcode} {city}',
    poBoxRefused: 'Leider liefern wir nicht an ein Postfach.',
    addressNotFound: 'Adresse nicht gefunden.',
    chooseAddition: 'Welche Hausnummer meinen Sie?',
    additionOption: '{houseNumber} {addition}',
    additionUnknown: '{houseNumber} {addition} (unbekannter Zusatz)',
    cityNotUnique: 'Es gibt mehr als ein {city}. Welches meinen Sie?',
    cityInMunicipality: '{city}, Gemeinde {municipality}',
    cityInProvince: '{city}, {province}',
    addressWait: 'Warten Sie die Adressprüfung ab.',
    addressIncomplete: 'Geben Sie Ort, Straße und Hausnummer ein.',
    addressNotFoundHint: 'Adresse nicht gefunden. Prüfen Sie sie, oder wählen Sie „{action}“.',
    addressUnavailableHint: 'Die Adressprüfung ist nicht verfügbar. Wählen Sie „{action}“, um fortzufahren.',
    postcodeDiffers: 'Sie haben die Postleitzahl {typed} eingegeben; die Adressprüfung fand {found}. Welche stimmt?',
    useFoundPostcode: '{postcode} verwenden',
    keepTypedPostcode: '{postcode} behalten, ungeprüft',
    postcodeAddressIncomplete: 'Geben Sie Postleitzahl und Hausnummer ein.',
    postcodeInvalid: 'Geben Sie eine niederländische Postleitzahl ein: vier Ziffern und zwei Buchstaben, etwa 2012 ES.',
    postcodeNeverIssued: 'Die Postleitzahl {postcode} gibt es nicht: keine niederländische Postleitzahl endet auf SA, SD oder SS.',
    addressFoundFields: 'Gefundene Straße und Ort',
    houseNumberInvalid: 'Geben Sie eine Hausnummer von 1 bis 99999 ein.',
    additionInvalid: 'Ein Zusatz hat höchstens 6 Zeichen.',
    // The one address element (`AddressEntryMessages`)
    countryLabel: 'Land',
    dutchWayStreetHint: 'Keine Postleitzahl zur Hand?',
    dutchWayStreet: 'Nach Ort und Straße suchen',
    dutchWayPostcodeHint: 'Postleitzahl bekannt?',
    dutchWayPostcode: 'Nach Postleitzahl suchen',
  },
};
