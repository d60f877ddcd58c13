import type { AddressLocale } from './locales.ts';

/**
 * Dutch (Nederlands): every UI text of every component, for `AddressEntryProvider`'s `locale`. Only
 * `react-address-entry/locales` reaches this file: a shop that does not import it does not download these texts.
 *
 * @example
 * ```tsx
 * import { nl } from 'react-address-entry/locales';
 *
 * <AddressEntryProvider client={client} locale={nl}>…</AddressEntryProvider>
 * ```
 */
export const nl: AddressLocale = {
  code: 'nl',
  messages: {
    // The house-number combobox (`HouseNumberMessages`), and the steps built like it
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
    // The Belgian and German whole-address steps and `AddressFields` (`WholeAddressMessages`)
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
    postalAreaUnavailableWayOn: 'Het zoeken op postcode is niet beschikbaar. Kies “{action}” om door te gaan.',
    postalAreaChosen: '{postalArea}: gekozen.',
    streetSearching: 'Straten zoeken…',
    streetsOne: '1 straat gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    streetsOther: '{count} straten gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    noStreetFound: 'Geen straat gevonden. Controleer de straat of de postcode.',
    streetRequired: 'Vul een straat in.',
    streetChoose: 'Kies een straat uit de lijst.',
    streetWait: 'Wacht op de zoekopdracht en kies dan uit de lijst.',
    streetCheckUnavailable: 'Het zoeken naar straten is niet beschikbaar. Probeer het zo opnieuw.',
    streetUnavailableWayOn: 'Het zoeken naar straten is niet beschikbaar. Kies “{action}” om door te gaan.',
    streetChosen: '{street}, postcode {postcode}: gekozen.',
    streetNeedsPostalArea: 'Kies eerst de postcode of plaats.',
    houseNumberNeedsStreet: 'Kies eerst de straat.',
    nextStep: '{result} Nu: {field}.',
    addressComplete: '{result} Adres compleet: {address}.',
    fillVerified: 'Adres ingevuld en gecontroleerd: {address}.',
    fillStopped: 'Adres ingevuld, nog niet gecontroleerd. {field}: {result}',
    // The Dutch lookups and the city picker (`DutchLookupMessages`); the keys it shares with a family above are there
    houseNumberAdditionLabel: 'Toevoeging',
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
    addressWait: 'Wacht op de adrescontrole.',
    addressIncomplete: 'Vul plaats, straat en huisnummer in.',
    addressNotFoundHint: 'Adres niet gevonden. Controleer het, of kies “{action}”.',
    addressUnavailableHint: 'De adrescontrole is niet beschikbaar. Kies “{action}” om door te gaan.',
    postcodeDiffers: 'U typte postcode {typed}; de adrescontrole vond {found}. Welke klopt?',
    useFoundPostcode: '{postcode} gebruiken',
    keepTypedPostcode: '{postcode} houden, ongecontroleerd',
    postcodeAddressIncomplete: 'Vul postcode en huisnummer in.',
    postcodeInvalid: 'Vul een Nederlandse postcode in: vier cijfers en twee letters, zoals 2012 ES.',
    postcodeNeverIssued: 'Postcode {postcode} bestaat niet: geen Nederlandse postcode eindigt op SA, SD of SS.',
    addressFoundFields: 'Gevonden straat en plaats',
    houseNumberInvalid: 'Vul een huisnummer van 1 tot 99999 in.',
    additionInvalid: 'Een toevoeging heeft hoogstens 6 tekens.',
    // The one address element (`AddressEntryMessages`)
    countryLabel: 'Land',
    dutchWayStreetHint: 'Geen postcode bij de hand?',
    dutchWayStreet: 'Zoek op plaats en straat',
    dutchWayPostcodeHint: 'Weet u de postcode?',
    dutchWayPostcode: 'Zoek op postcode',
  },
};
