import type { AddressLanguage } from './locales.ts';

/**
 * The texts of the plain fields `AddressEntry` shows for a country outside the service (France, the United Kingdom,
 * the United States…), each label named as the country's post names it (Google's address metadata: `zip_name_type`,
 * `state_name_type`, `locality_name_type`). They come with the other countries' format data, in a chunk of its own,
 * in the four languages: a shop shipping only to the Netherlands, Belgium and Germany downloads none of them. Any of
 * them can be replaced through `messages`, like every text.
 */
export interface EnteredAddressMessages {
  addressLine1Label: string;
  addressLine2Label: string;
  /** The postcode's label by the name the country gives it. */
  postcodePostalLabel: string;
  postcodeZipLabel: string;
  postcodePinLabel: string;
  postcodeEircodeLabel: string;
  /** The town's label by the name the country gives it. */
  cityCityLabel: string;
  cityPostTownLabel: string;
  cityDistrictLabel: string;
  citySuburbLabel: string;
  /** The region's label by the name the country gives it. */
  regionProvinceLabel: string;
  regionStateLabel: string;
  regionCountyLabel: string;
  regionAreaLabel: string;
  regionIslandLabel: string;
  regionParishLabel: string;
  regionPrefectureLabel: string;
  regionDistrictLabel: string;
  regionDepartmentLabel: string;
  regionEmirateLabel: string;
  regionDoSiLabel: string;
  regionOblastLabel: string;
  /** The first option of a region list, before one is chosen. */
  regionChoose: string;
  /** A postcode that does not fit the country's form: `{label}` the field's label, `{example}` one that fits. */
  postcodeMismatch: string;
  /** Under the fields: the address is posted as typed, for the shop to check (no service covers the country). */
  enteredUnverified: string;
}

type Messages = Readonly<EnteredAddressMessages>;

const en: Messages = {
  addressLine1Label: 'Address',
  addressLine2Label: 'Address line 2 (optional)',
  postcodePostalLabel: 'Postal code',
  postcodeZipLabel: 'ZIP code',
  postcodePinLabel: 'PIN code',
  postcodeEircodeLabel: 'Eircode',
  cityCityLabel: 'City',
  cityPostTownLabel: 'Post town',
  cityDistrictLabel: 'District',
  citySuburbLabel: 'Suburb',
  regionProvinceLabel: 'Province',
  regionStateLabel: 'State',
  regionCountyLabel: 'County',
  regionAreaLabel: 'Area',
  regionIslandLabel: 'Island',
  regionParishLabel: 'Parish',
  regionPrefectureLabel: 'Prefecture',
  regionDistrictLabel: 'District',
  regionDepartmentLabel: 'Department',
  regionEmirateLabel: 'Emirate',
  regionDoSiLabel: 'Province',
  regionOblastLabel: 'Region',
  regionChoose: 'Choose…',
  postcodeMismatch: '{label}: not in this country’s form. For example: {example}.',
  enteredUnverified: 'Addresses in this country are not checked: please check it before you order.',
};

const nl: Messages = {
  addressLine1Label: 'Adres',
  addressLine2Label: 'Adresregel 2 (optioneel)',
  postcodePostalLabel: 'Postcode',
  postcodeZipLabel: 'ZIP-code',
  postcodePinLabel: 'PIN-code',
  postcodeEircodeLabel: 'Eircode',
  cityCityLabel: 'Plaats',
  cityPostTownLabel: 'Postplaats',
  cityDistrictLabel: 'District',
  citySuburbLabel: 'Wijk',
  regionProvinceLabel: 'Provincie',
  regionStateLabel: 'Staat',
  regionCountyLabel: 'County',
  regionAreaLabel: 'Gebied',
  regionIslandLabel: 'Eiland',
  regionParishLabel: 'Parish',
  regionPrefectureLabel: 'Prefectuur',
  regionDistrictLabel: 'District',
  regionDepartmentLabel: 'Departement',
  regionEmirateLabel: 'Emiraat',
  regionDoSiLabel: 'Provincie',
  regionOblastLabel: 'Regio',
  regionChoose: 'Kies…',
  postcodeMismatch: '{label}: niet in de vorm van dit land. Bijvoorbeeld: {example}.',
  enteredUnverified: 'Adressen in dit land worden niet gecontroleerd: controleer het zelf voordat u bestelt.',
};

const fr: Messages = {
  addressLine1Label: 'Adresse',
  addressLine2Label: 'Complément d’adresse (facultatif)',
  postcodePostalLabel: 'Code postal',
  postcodeZipLabel: 'Code ZIP',
  postcodePinLabel: 'Code PIN',
  postcodeEircodeLabel: 'Eircode',
  cityCityLabel: 'Ville',
  cityPostTownLabel: 'Ville postale',
  cityDistrictLabel: 'District',
  citySuburbLabel: 'Quartier',
  regionProvinceLabel: 'Province',
  regionStateLabel: 'État',
  regionCountyLabel: 'Comté',
  regionAreaLabel: 'Zone',
  regionIslandLabel: 'Île',
  regionParishLabel: 'Paroisse',
  regionPrefectureLabel: 'Préfecture',
  regionDistrictLabel: 'District',
  regionDepartmentLabel: 'Département',
  regionEmirateLabel: 'Émirat',
  regionDoSiLabel: 'Province',
  regionOblastLabel: 'Région',
  regionChoose: 'Choisissez…',
  postcodeMismatch: '{label} : pas au format de ce pays. Par exemple : {example}.',
  enteredUnverified: 'Les adresses de ce pays ne sont pas vérifiées : vérifiez-la avant de commander.',
};

const de: Messages = {
  addressLine1Label: 'Adresse',
  addressLine2Label: 'Adresszusatz (optional)',
  postcodePostalLabel: 'Postleitzahl',
  postcodeZipLabel: 'ZIP-Code',
  postcodePinLabel: 'PIN-Code',
  postcodeEircodeLabel: 'Eircode',
  cityCityLabel: 'Ort',
  cityPostTownLabel: 'Postort',
  cityDistrictLabel: 'Bezirk',
  citySuburbLabel: 'Stadtteil',
  regionProvinceLabel: 'Provinz',
  regionStateLabel: 'Bundesstaat',
  regionCountyLabel: 'County',
  regionAreaLabel: 'Gebiet',
  regionIslandLabel: 'Insel',
  regionParishLabel: 'Parish',
  regionPrefectureLabel: 'Präfektur',
  regionDistrictLabel: 'Bezirk',
  regionDepartmentLabel: 'Département',
  regionEmirateLabel: 'Emirat',
  regionDoSiLabel: 'Provinz',
  regionOblastLabel: 'Region',
  regionChoose: 'Bitte wählen…',
  postcodeMismatch: '{label}: nicht im Format dieses Landes. Zum Beispiel: {example}.',
  enteredUnverified: 'Adressen in diesem Land werden nicht geprüft: bitte prüfen Sie sie vor der Bestellung.',
};

/** The texts of other countries' fields in each language of the UI. */
export const ENTERED_ADDRESS_MESSAGES: Readonly<Record<AddressLanguage, Messages>> = { en, nl, fr, de };
