import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsProps } from '../../../src/index.ts';
import type { AddressLanguage } from '../../../src/locales.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { chooseHeard, transcriptTests, type Listening } from './hearing.ts';
import { LANGUAGES } from './languages.ts';

/*
 * What a screen-reader user hears in the Belgian whole address (`AddressFields`) beyond the plain chain, in the four
 * languages: the drill-down of an incomplete number, the searches down, a browser's fill and a saved address. The key
 * phrases asserted, the whole transcript kept as a reviewed snapshot in __transcripts__/address-fields/. The chains
 * by keys: address-fields.test.tsx.
 */

/** What is heard, by language: written out from src/i18n (English: the built-in texts), never computed from them. */
interface Heard {
  /** The shop's own name field, and its legend of the address. */
  name: string;
  legend: string;
  postalArea: string;
  street: string;
  houseNumber: string;
  city: string;
  houseNumbers: (count: number) => string;
  /** The statuses in words. */
  verified: string;
  needsBisOrBox: string;
  asTyped: string;
  enterManually: string;
  /** A fill (or a saved address) that the service confirmed whole. */
  filled: (address: string) => string;
  /** A saved address without its house number: the fill stopped there. */
  filledWithoutNumber: string;
  /** What is said with a choice, by `{number}` (its postcode, status and the whole address), and the outages (issue 42). */
  confirmed: (number: string, status: string) => string;
  postalAreaDown: string;
  houseNumberDown: string;
}

const HEARD: Record<AddressLanguage, Heard> = {
  en: {
    name: 'Name',
    legend: 'Shipping address',
    postalArea: 'Postcode or town',
    street: 'Street',
    houseNumber: 'House number',
    city: 'City',
    houseNumbers: (n) => `${n} house numbers found. Use the up and down arrow keys to choose.`,
    verified: 'verified',
    needsBisOrBox: 'needs a bis or box number',
    asTyped: 'use as typed, not verified',
    enterManually: 'Enter the address without checking',
    filled: (address) => `Address filled and verified: ${address}.`,
    filledWithoutNumber: 'Address filled, not verified yet. House number: Enter a house number.',
    confirmed: (number, status) =>
      `${number}, postcode 2610: ${status}. Address complete: Europalaan ${number}, 2610 Antwerpen.`,
    postalAreaDown: 'The postcode search is unavailable. Choose “Enter the address without checking” to continue.',
    houseNumberDown: 'The house number check is unavailable: choose “36 bus 40” from the list to continue.',
  },
  nl: {
    name: 'Naam',
    legend: 'Verzendadres',
    postalArea: 'Postcode of plaats',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    city: 'Plaats',
    houseNumbers: (n) => `${n} huisnummers gevonden. Kies met de pijltjestoetsen omhoog en omlaag.`,
    verified: 'gecontroleerd',
    needsBisOrBox: 'bisnummer of busnummer nodig',
    asTyped: 'gebruiken zoals getypt, niet gecontroleerd',
    enterManually: 'Adres invullen zonder controle',
    filled: (address) => `Adres ingevuld en gecontroleerd: ${address}.`,
    filledWithoutNumber: 'Adres ingevuld, nog niet gecontroleerd. Huisnummer: Vul een huisnummer in.',
    confirmed: (number, status) =>
      `${number}, postcode 2610: ${status}. Adres compleet: Europalaan ${number}, 2610 Antwerpen.`,
    postalAreaDown:
      'Het zoeken op postcode is niet beschikbaar. Kies “Adres invullen zonder controle” om door te gaan.',
    houseNumberDown: 'De huisnummercontrole is niet beschikbaar: kies “36 bus 40” uit de lijst om door te gaan.',
  },
  fr: {
    name: 'Nom',
    legend: 'Adresse de livraison',
    postalArea: 'Code postal ou localité',
    street: 'Rue',
    houseNumber: 'Numéro',
    city: 'Localité',
    houseNumbers: (n) => `${n} numéros trouvés. Utilisez les flèches haut et bas pour choisir.`,
    verified: 'vérifié',
    needsBisOrBox: 'numéro bis ou de boîte requis',
    asTyped: 'utiliser tel quel, non vérifié',
    enterManually: "Saisir l'adresse sans vérification",
    filled: (address) => `Adresse remplie et vérifiée : ${address}.`,
    filledWithoutNumber: 'Adresse remplie, pas encore vérifiée. Numéro : Saisissez un numéro.',
    confirmed: (number, status) =>
      `${number}, code postal 2610 : ${status}. Adresse complète : Europalaan ${number}, 2610 Antwerpen.`,
    postalAreaDown:
      "La recherche de code postal est indisponible. Choisissez « Saisir l'adresse sans vérification » pour continuer.",
    houseNumberDown:
      'La vérification du numéro est indisponible : choisissez « 36 bus 40 » dans la liste pour continuer.',
  },
  de: {
    name: 'Name',
    legend: 'Lieferadresse',
    postalArea: 'PLZ oder Ort',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    city: 'Ort',
    houseNumbers: (n) => `${n} Hausnummern gefunden. Mit den Pfeiltasten nach oben und unten auswählen.`,
    verified: 'geprüft',
    needsBisOrBox: 'Bis- oder Briefkastennummer nötig',
    asTyped: 'wie eingegeben verwenden, nicht geprüft',
    enterManually: 'Adresse ohne Prüfung eingeben',
    filled: (address) => `Adresse ausgefüllt und geprüft: ${address}.`,
    filledWithoutNumber: 'Adresse ausgefüllt, noch nicht geprüft. Hausnummer: Geben Sie eine Hausnummer ein.',
    confirmed: (number, status) =>
      `${number}, Postleitzahl 2610: ${status}. Adresse vollständig: Europalaan ${number}, 2610 Antwerpen.`,
    postalAreaDown: 'Die PLZ-Suche ist nicht verfügbar. Wählen Sie „Adresse ohne Prüfung eingeben“, um fortzufahren.',
    houseNumberDown:
      'Die Hausnummernprüfung ist nicht verfügbar: Wählen Sie „36 bus 40“ aus der Liste, um fortzufahren.',
  },
};

const { client, server } = setupReferenceServer();
const { listeningFromTheStart: listening, withAnswersHeld, keep } = transcriptTests(server, 'address-fields');
const unavailable = () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 });
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const savedStreet = { postcode: '2610', city: 'Wilrijk', street: 'Europalaan' };

/** Tab through the fields named `labels`, each heard by its name (a step with its value and result line). */
async function tabThrough(sr: Listening, ...labels: string[]) {
  for (const label of labels) {
    await sr.virtual.press('Tab');
    expect(document.activeElement).toHaveAccessibleName(label);
    await sr.hears(`, ${label}`);
  }
}

/** Waits until what a live region says now has been heard, whatever it says: for the texts the lead is rewording. */
async function hearsTheLiveRegion(sr: Listening) {
  const said = await vi.waitFor(() => {
    const text = screen
      .getAllByRole('status')
      .map((region) => region.textContent)
      .find((words) => words !== '');
    if (text === undefined) throw new Error('nothing said yet');
    return text;
  });
  await sr.hears(`polite: ${said}`);
}

describe.each(LANGUAGES)('AddressFields states, heard in $code', (locale) => {
  const t = HEARD[locale.code];
  const renderFields = (props: Partial<AddressFieldsProps> = {}) =>
    renderWithAddress(
      <form>
        <label>
          {t.name} <input name="name" autoComplete="name" />
        </label>
        <AddressFields country="BE" legend={t.legend} {...props} />
      </form>,
      client(),
      { locale },
    );

  it('drills an incomplete number down to its boxes: 36 needs a box, then 36 bus 1', async () => {
    const sr = await listening(() => renderFields({ defaultValue: savedStreet }));
    await sr.hears(`polite: ${t.filledWithoutNumber}`);
    await tabThrough(sr, t.name, t.postalArea, t.street, t.houseNumber);
    await withAnswersHeld(() => sr.virtual.type('3'));
    await sr.hears(`polite: ${t.houseNumbers(8)}`);
    await withAnswersHeld(() => chooseHeard(sr, `36, ${t.needsBisOrBox}`));
    expect(field(t.houseNumber)).toHaveValue('36');
    // Its boxes (and 36 itself, as unknown).
    await sr.hears(`polite: ${t.houseNumbers(13)}`);
    await chooseHeard(sr, `36 bus 1, ${t.verified}`);
    expect(field(t.houseNumber)).toHaveValue('36 bus 1');
    // The choice where the saved address stopped is confirmed, and the whole address summed up once.
    await sr.hears(`polite: ${t.confirmed('36 bus 1', t.verified)}`);
    await keep(sr, locale, 'incomplete-drill-down');
  });

  it('postal-area search down: the way on without the check is heard', async () => {
    server.use(http.get(`${BASE_URL}/be/v1/autocomplete/postal-area/:text`, unavailable));
    const sr = await listening(() => renderFields());
    await tabThrough(sr, t.name, t.postalArea);
    await withAnswersHeld(() => sr.virtual.type('2610'));
    await screen.findByRole('button', { name: t.enterManually });
    await hearsTheLiveRegion(sr);
    // The outage names the way on, which is the next thing the reader reaches.
    await sr.hears(`polite: ${t.postalAreaDown}`);
    await sr.virtual.press('Tab');
    await sr.hears(`button, ${t.enterManually}`);
    await sr.virtual.press('Enter');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: t.city })).toHaveFocus());
    await sr.hears(`textbox, ${t.city}`);
    await keep(sr, locale, 'postal-area-outage');
  });

  it('house-number check down: the typed number offered as typed, not verified', async () => {
    server.use(http.get(`${BASE_URL}/be/v1/autocomplete/house-number/*`, unavailable));
    const sr = await listening(() => renderFields({ defaultValue: savedStreet }));
    await sr.hears(`polite: ${t.filledWithoutNumber}`);
    await tabThrough(sr, t.name, t.postalArea, t.street, t.houseNumber);
    await withAnswersHeld(() => sr.virtual.type('36 bus 40'));
    await hearsTheLiveRegion(sr);
    await sr.hears(`polite: ${t.houseNumberDown}`);
    await chooseHeard(sr, `36 bus 40, ${t.asTyped}`);
    expect(field(t.houseNumber)).toHaveValue('36 bus 40');
    // Taken as typed: confirmed so, never as verified.
    await sr.hears(`polite: ${t.confirmed('36 bus 40', t.asTyped)}`);
    await keep(sr, locale, 'house-number-outage');
  });

  it('a browser’s fill of name and address, chosen in the name field, said once it resolves', async () => {
    // The fill starts in the name field: one in the address re-mounts under the fill and is read again at a moment
    // that depends on the answers (`2610, Searching postal areas…, busy` or `2610 Wilrijk: chosen.`).
    const sr = await listening(() => renderFields());
    await tabThrough(sr, t.name);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: t.name });
    browserFill([
      [name, 'Anna Peeters'],
      [field(t.postalArea), '2610'],
      [field(t.street), 'Europalaan'],
      [field(t.houseNumber), '12'],
    ]);
    await sr.hears(`polite: ${t.filled('Europalaan 12, 2610 Antwerpen')}`);
    await tabThrough(sr, t.postalArea, t.street, t.houseNumber);
    await sr.hears(`combobox, ${t.houseNumber}, 12,`);
    await keep(sr, locale, 'browser-fill');
  });

  it('a saved address (defaultValue), said once it resolves', async () => {
    const sr = await listening(() => renderFields({ defaultValue: { ...savedStreet, houseNumber: '36 bus 2' } }));
    await sr.hears(`polite: ${t.filled('Europalaan 36 bus 2, 2610 Antwerpen')}`);
    await tabThrough(sr, t.name, t.postalArea);
    await sr.hears(`combobox, ${t.postalArea}, 2610 Wilrijk,`);
    await keep(sr, locale, 'default-value');
  });
});
