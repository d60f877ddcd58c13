import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsProps } from '../../../src/index.ts';
import { dhlPickup } from '../../../src/pickup.ts';
import type { AddressLanguage } from '../../../src/locales.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { chooseHeard, transcriptTests, type Listening } from './hearing.ts';
import { LANGUAGES } from './languages.ts';

/*
 * What a screen-reader user hears choosing a DHL Packstation in the German address (`AddressFields` with
 * `germanPickup`) by keys alone, in the four languages: the choice "Deliver to" moved by the arrow keys, the postal
 * area chosen by keys, the station's number and the Postnummer typed, a wrong field left (its error heard as the
 * field's description), the check-digit warning, and a saved `Packstation 123`. The key phrases asserted, the whole
 * transcript kept as a reviewed snapshot in __transcripts__/german-pickup/<case>.<language>.txt.
 *
 * The reader says a focused field and its states, never the legend of the group it enters (no transcript here has
 * "Shipping address" either): the group's name "Deliver to" is asserted on the page instead. And it reads a radio's
 * state from its `checked` attribute, not from the radio's checkedness: React sets the attribute only when it mounts
 * a radio, so the radio chosen by an arrow key is heard "not checked" (and "An address" "checked") in every
 * transcript, where a browser's accessibility tree, read by a real screen reader, says it checked. The choice is
 * asserted on the page; a saved Packstation, checked from the mount, is heard "checked".
 */

/** What is heard, by language: written out from src/i18n (English: the built-in texts), never computed from them. */
interface Heard {
  legend: string;
  deliverTo: string;
  address: string;
  packstation: string;
  postalArea: string;
  postalAreasOne: string;
  /** The postal area chosen, and the pickup's first field named as the next. */
  areaChosen: string;
  stationNumber: string;
  postNumber: string;
  hint: string;
  stationInvalid: string;
  postNumberRequired: string;
  postNumberInvalid: string;
  check: string;
  /** A saved Packstation, said once its postal area is confirmed. */
  filled: string;
  /** A whole pickup, said once its fields are left. */
  complete: string;
}

const HEARD: Record<AddressLanguage, Heard> = {
  en: {
    legend: 'Shipping address',
    deliverTo: 'Deliver to',
    address: 'An address',
    packstation: 'A Packstation',
    postalArea: 'Postcode or town',
    postalAreasOne: '1 postal area found. Use the up and down arrow keys to choose.',
    areaChosen: '10117 Mitte: chosen. Next: Packstation number.',
    stationNumber: 'Packstation number',
    postNumber: 'Postnummer',
    hint: 'Your DHL customer number: 6 to 10 digits.',
    stationInvalid: 'A Packstation’s number is a number from 100 to 999.',
    postNumberRequired: 'Enter your Postnummer: a Packstation hands parcels to its holder only.',
    postNumberInvalid: 'A Postnummer has 6 to 10 digits and nothing else.',
    check: 'Check your Postnummer; it is on your DHL customer card.',
    complete: 'Pickup complete: Packstation 123, 10117 Berlin, Postnummer 12345678.',
    filled: 'Address filled and verified: Packstation 123, 10117 Berlin, Postnummer 12345678.',
  },
  nl: {
    legend: 'Verzendadres',
    deliverTo: 'Bezorgen bij',
    address: 'Een adres',
    packstation: 'Een Packstation',
    postalArea: 'Postcode of plaats',
    postalAreasOne: '1 postcode of plaats gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    areaChosen: '10117 Mitte: gekozen. Nu: Nummer van het Packstation.',
    stationNumber: 'Nummer van het Packstation',
    postNumber: 'Postnummer',
    hint: 'Uw DHL-klantnummer: 6 tot 10 cijfers.',
    stationInvalid: 'Het nummer van een Packstation is een getal van 100 tot 999.',
    postNumberRequired: 'Vul uw Postnummer in: een Packstation geeft pakketten alleen aan de houder.',
    postNumberInvalid: 'Een Postnummer heeft 6 tot 10 cijfers en verder niets.',
    check: 'Controleer uw Postnummer; het staat op uw DHL-klantenkaart.',
    complete: 'Afhaalpunt compleet: Packstation 123, 10117 Berlin, Postnummer 12345678.',
    filled: 'Adres ingevuld en gecontroleerd: Packstation 123, 10117 Berlin, Postnummer 12345678.',
  },
  fr: {
    legend: 'Adresse de livraison',
    deliverTo: 'Livrer à',
    address: 'Une adresse',
    packstation: 'Une Packstation',
    postalArea: 'Code postal ou localité',
    postalAreasOne: '1 code postal ou localité trouvé. Choisissez avec les flèches haut et bas.',
    areaChosen: '10117 Mitte : choisi. Ensuite : Numéro de la Packstation.',
    stationNumber: 'Numéro de la Packstation',
    postNumber: 'Postnummer',
    hint: 'Votre numéro client DHL : 6 à 10 chiffres.',
    stationInvalid: 'Le numéro d’une Packstation est un nombre de 100 à 999.',
    postNumberRequired:
      'Saisissez votre Postnummer : une Packstation ne remet les colis qu’au titulaire du Postnummer.',
    postNumberInvalid: 'Un Postnummer compte 6 à 10 chiffres, rien d’autre.',
    check: 'Vérifiez votre Postnummer ; il figure sur votre carte client DHL.',
    complete: 'Point de retrait complet : Packstation 123, 10117 Berlin, Postnummer 12345678.',
    filled: 'Adresse remplie et vérifiée : Packstation 123, 10117 Berlin, Postnummer 12345678.',
  },
  de: {
    legend: 'Lieferadresse',
    deliverTo: 'Liefern an',
    address: 'Eine Adresse',
    packstation: 'Eine Packstation',
    postalArea: 'PLZ oder Ort',
    postalAreasOne: '1 PLZ oder Ort gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    areaChosen: '10117 Mitte: ausgewählt. Weiter: Packstation-Nummer.',
    stationNumber: 'Packstation-Nummer',
    postNumber: 'Postnummer',
    hint: 'Ihre DHL-Kundennummer: 6 bis 10 Ziffern.',
    stationInvalid: 'Die Nummer einer Packstation ist eine Zahl von 100 bis 999.',
    postNumberRequired:
      'Geben Sie Ihre Postnummer ein: Eine Packstation gibt Sendungen nur an den Inhaber der Postnummer heraus.',
    postNumberInvalid: 'Eine Postnummer hat 6 bis 10 Ziffern und sonst nichts.',
    check: 'Prüfen Sie Ihre Postnummer; sie steht auf Ihrer DHL-Kundenkarte.',
    complete: 'Abholort vollständig: Packstation 123, 10117 Berlin, Postnummer 12345678.',
    filled: 'Adresse ausgefüllt und geprüft: Packstation 123, 10117 Berlin, Postnummer 12345678.',
  },
};

const { client, server } = setupReferenceServer();
const { listeningFromTheStart: listening, withAnswersHeld, keep } = transcriptTests(server, 'german-pickup');
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe.each(LANGUAGES)('A DHL Packstation by keys, heard in $code', (locale) => {
  const t = HEARD[locale.code];
  const renderFields = (props: Partial<AddressFieldsProps> = {}) =>
    renderWithAddress(
      <form>
        <AddressFields country="DE" legend={t.legend} required germanPickup={dhlPickup} {...props} />
      </form>,
      client(),
      { locale },
    );

  /** Tab to the choice, Right arrow to "A Packstation" (its place heard; its checkedness asserted), Tab to the postal area. */
  async function choosePackstation(sr: Listening) {
    expect(screen.getByRole('group', { name: t.deliverTo })).toBeVisible();
    await sr.virtual.press('Tab');
    await sr.hears(`radio, ${t.address}, checked, position 1, set size 3`);
    await sr.virtual.press('ArrowRight');
    await sr.hears(`radio, ${t.packstation}, not checked, position 2, set size 3`);
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: t.packstation })).toBeChecked());
    expect(screen.getByRole('radio', { name: t.address })).not.toBeChecked();
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${t.postalArea},`);
  }

  /** Types 10117 in the postal area, hears what it found, chooses 10117 Mitte by keys, and Tab to the station's number. */
  async function chooseArea(sr: Listening) {
    await withAnswersHeld(() => sr.virtual.type('10117'));
    await sr.hears(`polite: ${t.postalAreasOne}`);
    await chooseHeard(sr, '10117 Mitte');
    await sr.hears(`polite: ${t.areaChosen}`);
    await sr.virtual.press('Tab');
    expect(textbox(t.stationNumber)).toHaveFocus();
    await sr.hears(`textbox, ${t.stationNumber}, required`);
  }

  /** Deletes the focused field's text, `length` characters. */
  async function erase(sr: Listening, length: number) {
    for (let i = 0; i < length; i++) await sr.virtual.press('Backspace');
  }

  it('a Packstation: the choice, 10117 Mitte, 123 and the Postnummer 12345678', async () => {
    const sr = await listening(() => renderFields());
    await choosePackstation(sr);
    await chooseArea(sr);
    await sr.virtual.type('123');
    await sr.hears(`textbox, ${t.stationNumber}, 123, required`);
    await sr.virtual.press('Tab');
    // The Postnummer is described by what it is and where to find it.
    await sr.hears(`textbox, ${t.postNumber}, ${t.hint}, required`);
    await sr.virtual.type('12345678');
    await sr.hears(`textbox, ${t.postNumber}, 12345678, ${t.hint}, required`);
    expect(textbox(t.postNumber)).toHaveValue('12345678');
    // Leaving the whole pickup says it once, the station first and the Postnummer named, as a street address's last
    // choice says "Address complete: …".
    await sr.virtual.press('Tab');
    await sr.hears(`polite: ${t.complete}`);
    await keep(sr, locale, 'packstation-by-keys');
  });

  it('a wrong field left: its error heard as its description, what was typed kept', async () => {
    const sr = await listening(() => renderFields());
    await choosePackstation(sr);
    await chooseArea(sr);
    await sr.virtual.type('42');
    await sr.virtual.press('Tab');
    await sr.hears(`textbox, ${t.postNumber}, ${t.hint}, required`);
    // Back to the number left: the number kept, the error first in its description, marked invalid.
    await sr.virtual.press('Shift+Tab');
    await sr.hears(`textbox, ${t.stationNumber}, 42, ${t.stationInvalid}, invalid, required`);
    await erase(sr, 2);
    await sr.virtual.type('123');
    await sr.hears(`textbox, ${t.stationNumber}, 123, required`);
    // The Postnummer Tab only passed through is not called wrong; a letter in it is, once it is left.
    await sr.virtual.press('Tab');
    await sr.hears(`textbox, ${t.postNumber}, ${t.hint}, required`);
    await sr.virtual.type('12a45');
    await sr.virtual.press('Shift+Tab');
    await sr.virtual.press('Tab');
    await sr.hears(`textbox, ${t.postNumber}, 12a45, ${t.postNumberInvalid} ${t.hint}, invalid, required`);
    expect(textbox(t.postNumber)).toHaveValue('12a45');
    await keep(sr, locale, 'wrong-fields');
  });

  it('the check-digit warning: DHL’s placeholder 7654321 heard with a warning, not as invalid', async () => {
    const sr = await listening(() => renderFields());
    await choosePackstation(sr);
    await chooseArea(sr);
    await sr.virtual.type('123');
    await sr.virtual.press('Tab');
    await sr.virtual.type('7654321');
    await sr.hears(`textbox, ${t.postNumber}, 7654321, ${t.check} ${t.hint}, required`);
    // Heard again from the field before: a warning in the description, no "invalid".
    await sr.virtual.press('Shift+Tab');
    await sr.virtual.press('Tab');
    const heard = await sr.heard();
    expect(heard.at(-1)).toBe(`textbox, ${t.postNumber}, 7654321, ${t.check} ${t.hint}, required`);
    await keep(sr, locale, 'check-digit');
  });

  it('a saved address whose street line is “Packstation 123”: the pickup said once its postal area is confirmed', async () => {
    const sr = await listening(() =>
      renderFields({
        defaultValue: { postcode: '10117', city: 'Berlin', street: 'Packstation 123', postNumber: '12345678' },
      }),
    );
    await sr.hears(`polite: ${t.filled}`);
    await sr.virtual.press('Tab');
    await sr.hears(`radio, ${t.packstation}, checked, position 2, set size 3`);
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${t.postalArea}, 10117 Mitte,`);
    await sr.virtual.press('Tab');
    await sr.hears(`textbox, ${t.stationNumber}, 123, required`);
    await keep(sr, locale, 'saved-packstation');
  });
});
