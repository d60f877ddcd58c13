import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, HouseNumberCombobox } from '../../../src/index.ts';
import type { AddressLanguage } from '../../../src/locales.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { chooseHeard, transcriptTests, type Listening } from './hearing.ts';
import { LANGUAGES } from './languages.ts';

/*
 * What a screen-reader user hears entering a Belgian or German whole address by keys alone (`AddressFields`, and the
 * `HouseNumberCombobox` alone), in the four languages: the key phrases asserted, the whole transcript kept as a
 * reviewed snapshot in __transcripts__/address-fields/<case>.<language>.txt. Outages, fills and the drill-down of an
 * incomplete number: address-fields-states.test.tsx.
 */

/** What is heard, by language: written out from src/i18n (English: the built-in texts), never computed from them. */
interface Heard {
  legend: string;
  postalArea: string;
  street: string;
  houseNumber: string;
  /** The count announcements, read when an answer settles. */
  postalAreasOne: string;
  streetsOne: string;
  houseNumbers: (count: number) => string;
  verified: string;
  /** The "postcode" of an option in another postcode than the one asked. */
  postcode: string;
  /** The box word of the Belgian numbers the combobox alone offers: the service writes it in the provider's language. */
  box: string;
  /** Each choice of the Belgian and the German chain confirmed, with the step it opens and the whole address (issue 42). */
  confirmedBE: readonly string[];
  confirmedDE: readonly string[];
  /** The choice of the combobox alone confirmed: its postcode and status. */
  confirmedAlone: string;
}

const HEARD: Record<AddressLanguage, Heard> = {
  en: {
    legend: 'Shipping address',
    postalArea: 'Postcode or town',
    street: 'Street',
    houseNumber: 'House number',
    postalAreasOne: '1 postal area found. Use the up and down arrow keys to choose.',
    streetsOne: '1 street found. Use the up and down arrow keys to choose.',
    houseNumbers: (n) =>
      (n === 1 ? '1 house number found.' : `${n} house numbers found.`) + ' Use the up and down arrow keys to choose.',
    verified: 'verified',
    postcode: 'postcode',
    box: 'bus',
    confirmedBE: [
      '2610 Wilrijk: chosen. Next: Street.',
      'Europalaan, postcode 2610: chosen. Next: House number.',
      '36 bus 2, postcode 2610: verified. Address complete: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    confirmedDE: [
      '01219 Strehlen: chosen. Next: Street.',
      'Eugen-Bracht-Str., postcode 01219: chosen. Next: House number.',
      '31, postcode 01217: verified. Address complete: Eugen-Bracht-Str. 31, 01217 Dresden.',
    ],
    confirmedAlone: '36 bus 2, postcode 2610: verified.',
  },
  nl: {
    legend: 'Verzendadres',
    postalArea: 'Postcode of plaats',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalAreasOne: '1 postcode of plaats gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    streetsOne: '1 straat gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    houseNumbers: (n) =>
      (n === 1 ? '1 huisnummer gevonden.' : `${n} huisnummers gevonden.`) +
      ' Kies met de pijltjestoetsen omhoog en omlaag.',
    verified: 'gecontroleerd',
    postcode: 'postcode',
    box: 'bus',
    confirmedBE: [
      '2610 Wilrijk: gekozen. Nu: Straat.',
      'Europalaan, postcode 2610: gekozen. Nu: Huisnummer.',
      '36 bus 2, postcode 2610: gecontroleerd. Adres compleet: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    confirmedDE: [
      '01219 Strehlen: gekozen. Nu: Straat.',
      'Eugen-Bracht-Str., postcode 01219: gekozen. Nu: Huisnummer.',
      '31, postcode 01217: gecontroleerd. Adres compleet: Eugen-Bracht-Str. 31, 01217 Dresden.',
    ],
    confirmedAlone: '36 bus 2, postcode 2610: gecontroleerd.',
  },
  fr: {
    legend: 'Adresse de livraison',
    postalArea: 'Code postal ou localité',
    street: 'Rue',
    houseNumber: 'Numéro',
    postalAreasOne: '1 code postal ou localité trouvé. Choisissez avec les flèches haut et bas.',
    streetsOne: '1 rue trouvée. Choisissez avec les flèches haut et bas.',
    houseNumbers: (n) =>
      (n === 1 ? '1 numéro trouvé.' : `${n} numéros trouvés.`) + ' Utilisez les flèches haut et bas pour choisir.',
    verified: 'vérifié',
    postcode: 'code postal',
    box: 'bte',
    confirmedBE: [
      '2610 Wilrijk : choisi. Ensuite : Rue.',
      'Europalaan, code postal 2610 : choisie. Ensuite : Numéro.',
      '36 bus 2, code postal 2610 : vérifié. Adresse complète : Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    confirmedDE: [
      '01219 Strehlen : choisi. Ensuite : Rue.',
      'Eugen-Bracht-Str., code postal 01219 : choisie. Ensuite : Numéro.',
      '31, code postal 01217 : vérifié. Adresse complète : Eugen-Bracht-Str. 31, 01217 Dresden.',
    ],
    confirmedAlone: '36 bte 2, code postal 2610 : vérifié.',
  },
  de: {
    legend: 'Lieferadresse',
    postalArea: 'PLZ oder Ort',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postalAreasOne: '1 PLZ oder Ort gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    streetsOne: '1 Straße gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    houseNumbers: (n) =>
      (n === 1 ? '1 Hausnummer gefunden.' : `${n} Hausnummern gefunden.`) +
      ' Mit den Pfeiltasten nach oben und unten auswählen.',
    verified: 'geprüft',
    postcode: 'PLZ',
    box: 'bus',
    confirmedBE: [
      '2610 Wilrijk: ausgewählt. Weiter: Straße.',
      'Europalaan, PLZ 2610: ausgewählt. Weiter: Hausnummer.',
      '36 bus 2, Postleitzahl 2610: geprüft. Adresse vollständig: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    confirmedDE: [
      '01219 Strehlen: ausgewählt. Weiter: Straße.',
      'Eugen-Bracht-Str., PLZ 01219: ausgewählt. Weiter: Hausnummer.',
      '31, Postleitzahl 01217: geprüft. Adresse vollständig: Eugen-Bracht-Str. 31, 01217 Dresden.',
    ],
    confirmedAlone: '36 bus 2, Postleitzahl 2610: geprüft.',
  },
};

const { client, server } = setupReferenceServer();
const { listeningFromTheStart: listening, withAnswersHeld, keep } = transcriptTests(server, 'address-fields');
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

/** Types into the focused step, hears what it found, and chooses `option`. */
async function step(sr: Listening, text: string, found: string, option: string) {
  await withAnswersHeld(() => sr.virtual.type(text));
  await sr.hears(`polite: ${found}`);
  await chooseHeard(sr, option);
}

/** Tab to the step `label` once it is open, heard by its name. */
async function tabTo(sr: Listening, label: string) {
  await vi.waitFor(() => expect(field(label)).not.toHaveAttribute('aria-disabled'));
  await sr.virtual.press('Tab');
  expect(field(label)).toHaveFocus();
  await sr.hears(`combobox, ${label},`);
}

/** Asserts that each line was said exactly once in the live region. */
async function saidOnce(sr: Listening, lines: readonly string[]) {
  const heard = await sr.heard();
  for (const line of lines)
    expect(
      heard.filter((spoken) => spoken === `polite: ${line}`),
      line,
    ).toHaveLength(1);
}

describe.each(LANGUAGES)('AddressFields by keys, heard in $code', (locale) => {
  const t = HEARD[locale.code];

  it('Belgium: 2610 Wilrijk, Europalaan, 36 bus 2', async () => {
    const sr = await listening(() =>
      renderWithAddress(
        <form>
          <AddressFields country="BE" legend={t.legend} />
        </form>,
        client(),
        { locale },
      ),
    );
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${t.postalArea},`);
    await step(sr, '2610', t.postalAreasOne, '2610 Wilrijk');
    await tabTo(sr, t.street);
    await step(sr, 'Europa', t.streetsOne, `Europalaan, ${t.postcode} 2610`);
    await tabTo(sr, t.houseNumber);
    await step(sr, '36', t.houseNumbers(13), `36 bus 2, ${t.verified}`);
    expect(field(t.houseNumber)).toHaveValue('36 bus 2');
    // Each choice confirmed once, with the step it opens; the whole address summed up once with the city it posts.
    await sr.hears(t.confirmedBE.at(-1) ?? '');
    await saidOnce(sr, t.confirmedBE);
    await keep(sr, locale, 'belgium-by-keys');
  });

  it('Germany: 01219 Strehlen, Eugen-Bracht-Str., 31 (in 01217)', async () => {
    const sr = await listening(() =>
      renderWithAddress(
        <form>
          <AddressFields country="DE" legend={t.legend} />
        </form>,
        client(),
        { locale },
      ),
    );
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${t.postalArea},`);
    await step(sr, 'Strehl', t.postalAreasOne, '01219 Strehlen');
    await tabTo(sr, t.street);
    await step(sr, 'Eugen', t.streetsOne, `Eugen-Bracht-Str., ${t.postcode} 01219`);
    await tabTo(sr, t.houseNumber);
    await step(sr, '31', t.houseNumbers(1), `31, ${t.verified}, ${t.postcode} 01217`);
    expect(field(t.houseNumber)).toHaveValue('31');
    await sr.hears(t.confirmedDE.at(-1) ?? '');
    await saidOnce(sr, t.confirmedDE);
    await keep(sr, locale, 'germany-by-keys');
  });
});

describe.each(LANGUAGES)('HouseNumberCombobox alone, heard in $code', (locale) => {
  const t = HEARD[locale.code];

  it('Europalaan: 36, then 36 bus 2', async () => {
    const sr = await listening(() =>
      renderWithAddress(
        <form>
          <HouseNumberCombobox country="BE" municipalityNisCode={11002} streetId={824} postcode={2610} />
        </form>,
        client(),
        { locale },
      ),
    );
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${t.houseNumber},`);
    await step(sr, '36', t.houseNumbers(13), `36 ${t.box} 2, ${t.verified}`);
    expect(field(t.houseNumber)).toHaveValue(`36 ${t.box} 2`);
    // The choice confirmed aloud with its postcode and status (alone, there is no address to sum up).
    await sr.hears(t.confirmedAlone);
    await saidOnce(sr, [t.confirmedAlone]);
    await keep(sr, locale, 'house-number-alone');
  });
});
