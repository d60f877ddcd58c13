import type { AddressEntryLocale } from './locales.ts';

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

/** The Dutch lookups' texts in each built-in language: a component imports only its own family. */
export const dutchLookupMessages: Record<AddressEntryLocale, DutchLookupMessages> = {
  en: {
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
    addressCheckUnavailable: 'The address check is unavailable. Please check the address yourself; you can continue.',
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
  },
  nl: {
    houseNumberLabel: 'Huisnummer',
    cityLabel: 'Plaats',
    streetLabel: 'Straat',
    houseNumberAdditionLabel: 'Toevoeging',
    postcodeLabel: 'Postcode',
    checkingAddress: 'Adres controleren…',
    addressFound: '{street} {houseNumber}{addition}, {postcode} {city}, {province}',
    poBoxFound: 'Postbus, {postcode} {city}',
    poBoxRefused: 'Sorry, we versturen niet naar een postbus adres.',
    addressNotFound: 'Adres niet gevonden.',
    chooseAddition: 'Welk huisnummer bedoelt u?',
    additionOption: '{houseNumber} {addition}',
    additionUnknown: '{houseNumber} {addition} (onbekende toevoeging)',
    cityNotUnique: 'Er is meer dan één {city}. Welke bedoelt u?',
    cityInMunicipality: '{city}, gemeente {municipality}',
    cityInProvince: '{city}, {province}',
    addressCheckUnavailable: 'De adrescontrole is niet beschikbaar. Controleer het adres zelf; u kunt doorgaan.',
    addressWait: 'Wacht op de adrescontrole.',
    addressIncomplete: 'Vul plaats, straat en huisnummer in.',
    addressNotFoundHint: 'Adres niet gevonden. Controleer het, of kies “{action}”.',
    addressUnavailableHint: 'De adrescontrole is niet beschikbaar. Kies “{action}” om door te gaan.',
    addressUnverified: 'Ingevuld zonder controle.',
    postcodeDiffers: 'U typte postcode {typed}; de adrescontrole vond {found}. Welke klopt?',
    useFoundPostcode: '{postcode} gebruiken',
    keepTypedPostcode: '{postcode} houden, ongecontroleerd',
    postcodeAddressIncomplete: 'Vul postcode en huisnummer in.',
    postcodeInvalid: 'Vul een Nederlandse postcode in: vier cijfers en twee letters, zoals 2012 ES.',
    postcodeNeverIssued: 'Postcode {postcode} bestaat niet: geen Nederlandse postcode eindigt op SA, SD of SS.',
    addressFoundFields: 'Gevonden straat en plaats',
    enterManually: 'Adres invullen zonder controle',
    houseNumberInvalid: 'Vul een huisnummer van 1 tot 99999 in.',
    additionInvalid: 'Een toevoeging heeft hoogstens 6 tekens.',
  },
  fr: {
    houseNumberLabel: 'Numéro',
    cityLabel: 'Localité',
    streetLabel: 'Rue',
    houseNumberAdditionLabel: 'Complément',
    postcodeLabel: 'Code postal',
    checkingAddress: "Vérification de l'adresse…",
    addressFound: '{street} {houseNumber}{addition}, {postcode} {city}, {province}',
    poBoxFound: 'Boîte postale, {postcode} {city}',
    poBoxRefused: "Désolé, nous ne livrons pas à une boîte postale.",
    addressNotFound: 'Adresse introuvable.',
    chooseAddition: 'Quel numéro voulez-vous dire ?',
    additionOption: '{houseNumber} {addition}',
    additionUnknown: '{houseNumber} {addition} (complément inconnu)',
    cityNotUnique: 'Il existe plusieurs localités {city}. Laquelle voulez-vous dire ?',
    cityInMunicipality: '{city}, commune de {municipality}',
    cityInProvince: '{city}, {province}',
    addressCheckUnavailable: "La vérification de l'adresse est indisponible. Vérifiez l'adresse vous-même ; vous pouvez continuer.",
    addressWait: 'Attendez la vérification de l’adresse.',
    addressIncomplete: 'Saisissez la localité, la rue et le numéro.',
    addressNotFoundHint: 'Adresse introuvable. Vérifiez-la, ou choisissez « {action} ».',
    addressUnavailableHint: 'La vérification d’adresse est indisponible. Choisissez « {action} » pour continuer.',
    addressUnverified: 'Saisie sans vérification.',
    postcodeDiffers: 'Vous avez saisi le code postal {typed} ; la vérification a trouvé {found}. Lequel est juste ?',
    useFoundPostcode: 'Utiliser {postcode}',
    keepTypedPostcode: 'Garder {postcode}, non vérifié',
    postcodeAddressIncomplete: 'Saisissez le code postal et le numéro.',
    postcodeInvalid: 'Saisissez un code postal néerlandais : quatre chiffres et deux lettres, comme 2012 ES.',
    postcodeNeverIssued: 'Le code postal {postcode} n’existe pas : aucun code postal néerlandais ne finit par SA, SD ou SS.',
    addressFoundFields: 'Rue et localité trouvées',
    enterManually: "Saisir l'adresse sans vérification",
    houseNumberInvalid: 'Saisissez un numéro de 1 à 99999.',
    additionInvalid: 'Un complément a au plus 6 caractères.',
  },
  de: {
    houseNumberLabel: 'Hausnummer',
    cityLabel: 'Ort',
    streetLabel: 'Straße',
    houseNumberAdditionLabel: 'Zusatz',
    postcodeLabel: 'Postleitzahl',
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
    addressCheckUnavailable: 'Die Adressprüfung ist nicht verfügbar. Bitte prüfen Sie die Adresse selbst; Sie können fortfahren.',
    addressWait: 'Warten Sie die Adressprüfung ab.',
    addressIncomplete: 'Geben Sie Ort, Straße und Hausnummer ein.',
    addressNotFoundHint: 'Adresse nicht gefunden. Prüfen Sie sie, oder wählen Sie „{action}“.',
    addressUnavailableHint: 'Die Adressprüfung ist nicht verfügbar. Wählen Sie „{action}“, um fortzufahren.',
    addressUnverified: 'Ohne Prüfung eingegeben.',
    postcodeDiffers: 'Sie haben die Postleitzahl {typed} eingegeben; die Adressprüfung fand {found}. Welche stimmt?',
    useFoundPostcode: '{postcode} verwenden',
    keepTypedPostcode: '{postcode} behalten, ungeprüft',
    postcodeAddressIncomplete: 'Geben Sie Postleitzahl und Hausnummer ein.',
    postcodeInvalid: 'Geben Sie eine niederländische Postleitzahl ein: vier Ziffern und zwei Buchstaben, etwa 2012 ES.',
    postcodeNeverIssued: 'Die Postleitzahl {postcode} gibt es nicht: keine niederländische Postleitzahl endet auf SA, SD oder SS.',
    addressFoundFields: 'Gefundene Straße und Ort',
    enterManually: 'Adresse ohne Prüfung eingeben',
    houseNumberInvalid: 'Geben Sie eine Hausnummer von 1 bis 99999 ein.',
    additionInvalid: 'Ein Zusatz hat höchstens 6 Zeichen.',
  },
};
