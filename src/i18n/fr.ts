import type { AddressLocale } from './locales.ts';

/**
 * French (Français): every UI text of every component, for `AddressEntryProvider`'s `locale`. Only
 * `react-address-entry/locales` reaches this file: a shop that does not import it does not download these texts.
 *
 * @example
 * ```tsx
 * import { fr } from 'react-address-entry/locales';
 *
 * <AddressEntryProvider client={client} locale={fr}>…</AddressEntryProvider>
 * ```
 */
export const fr: AddressLocale = {
  code: 'fr',
  messages: {
    // The house-number combobox (`HouseNumberMessages`), and the steps built like it
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
    // The Belgian and German whole-address steps and `AddressFields` (`WholeAddressMessages`)
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
    postalAreaUnavailableWayOn: 'La recherche de code postal est indisponible. Choisissez « {action} » pour continuer.',
    postalAreaChosen: '{postalArea} : choisi.',
    streetSearching: 'Recherche des rues…',
    streetsOne: '1 rue trouvée. Choisissez avec les flèches haut et bas.',
    streetsOther: '{count} rues trouvées. Choisissez avec les flèches haut et bas.',
    noStreetFound: 'Aucune rue trouvée. Vérifiez la rue ou le code postal.',
    streetRequired: 'Saisissez une rue.',
    streetChoose: 'Choisissez une rue dans la liste.',
    streetWait: 'Attendez la recherche, puis choisissez dans la liste.',
    streetCheckUnavailable: 'La recherche de rue est indisponible. Réessayez dans un instant.',
    streetUnavailableWayOn: 'La recherche de rue est indisponible. Choisissez « {action} » pour continuer.',
    streetChosen: '{street}, code postal {postcode} : choisie.',
    streetNeedsPostalArea: 'Choisissez d’abord le code postal ou la localité.',
    houseNumberNeedsStreet: 'Choisissez d’abord la rue.',
    nextStep: '{result} Ensuite : {field}.',
    addressComplete: '{result} Adresse complète : {address}.',
    fillVerified: 'Adresse remplie et vérifiée : {address}.',
    fillStopped: 'Adresse remplie, pas encore vérifiée. {field} : {result}',
    // The Dutch lookups and the city picker (`DutchLookupMessages`); the keys it shares with a family above are there
    houseNumberAdditionLabel: 'Complément',
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
    addressWait: 'Attendez la vérification de l’adresse.',
    addressIncomplete: 'Saisissez la localité, la rue et le numéro.',
    addressNotFoundHint: 'Adresse introuvable. Vérifiez-la, ou choisissez « {action} ».',
    addressUnavailableHint: 'La vérification d’adresse est indisponible. Choisissez « {action} » pour continuer.',
    postcodeDiffers: 'Vous avez saisi le code postal {typed} ; la vérification a trouvé {found}. Lequel est juste ?',
    useFoundPostcode: 'Utiliser {postcode}',
    keepTypedPostcode: 'Garder {postcode}, non vérifié',
    postcodeAddressIncomplete: 'Saisissez le code postal et le numéro.',
    postcodeInvalid: 'Saisissez un code postal néerlandais : quatre chiffres et deux lettres, comme 2012 ES.',
    postcodeNeverIssued: 'Le code postal {postcode} n’existe pas : aucun code postal néerlandais ne finit par SA, SD ou SS.',
    addressFoundFields: 'Rue et localité trouvées',
    houseNumberInvalid: 'Saisissez un numéro de 1 à 99999.',
    additionInvalid: 'Un complément a au plus 6 caractères.',
    // The one address element (`AddressEntryMessages`)
    countryLabel: 'Pays',
    dutchWayStreetHint: 'Pas de code postal sous la main ?',
    dutchWayStreet: 'Rechercher par ville et rue',
    dutchWayPostcodeHint: 'Vous connaissez le code postal ?',
    dutchWayPostcode: 'Rechercher par code postal',
  },
};
