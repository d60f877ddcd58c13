import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExactAddressLookup, PostcodeAddressLookup } from '../../../src/index.ts';
import type { AddressLanguage, AddressLocale } from '../../../src/locales.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { holdingAnswers, transcriptTests } from './hearing.ts';
import { LANGUAGES } from './languages.ts';

/**
 * What a screen-reader user hears in the two Dutch lookups, in each language: the address found, the city picker, the
 * addition choice and an outage. Each transcript is kept as a reviewed snapshot in `__transcripts__/dutch-lookups/`.
 */
const { server, client } = setupReferenceServer();
const suite = transcriptTests(server, 'dutch-lookups');

/** The words heard, per language, written out from the built-in English and `src/i18n/{nl,fr,de}.ts`. */
interface Words {
  postcode: string;
  houseNumber: string;
  addition: string;
  city: string;
  street: string;
  chooseAddition: string;
  hengeloNotUnique: string;
  inBronckhorst: string;
  inHengelo: string;
  enterManually: string;
  /** The outage, naming the way on (issue 42, point 4). */
  unavailable: string;
  notFound: string;
}
const WORDS: Record<AddressLanguage, Words> = {
  en: {
    postcode: 'Postcode',
    houseNumber: 'House number',
    addition: 'Addition',
    city: 'City',
    street: 'Street',
    chooseAddition: 'Which house number do you mean?',
    hengeloNotUnique: 'There is more than one Hengelo. Which one do you mean?',
    inBronckhorst: 'Hengelo, municipality of Bronckhorst',
    inHengelo: 'Hengelo, municipality of Hengelo',
    enterManually: 'Enter the address without checking',
    notFound: 'Address not found.',
    unavailable: 'The address check is unavailable. Choose “Enter the address without checking” to continue.',
  },
  nl: {
    postcode: 'Postcode',
    houseNumber: 'Huisnummer',
    addition: 'Toevoeging',
    city: 'Plaats',
    street: 'Straat',
    chooseAddition: 'Welk huisnummer bedoelt u?',
    hengeloNotUnique: 'Er is meer dan één Hengelo. Welke bedoelt u?',
    inBronckhorst: 'Hengelo, gemeente Bronckhorst',
    inHengelo: 'Hengelo, gemeente Hengelo',
    enterManually: 'Adres invullen zonder controle',
    notFound: 'Adres niet gevonden.',
    unavailable: 'De adrescontrole is niet beschikbaar. Kies “Adres invullen zonder controle” om door te gaan.',
  },
  fr: {
    postcode: 'Code postal',
    houseNumber: 'Numéro',
    addition: 'Complément',
    city: 'Localité',
    street: 'Rue',
    chooseAddition: 'Quel numéro voulez-vous dire ?',
    hengeloNotUnique: 'Il existe plusieurs localités Hengelo. Laquelle voulez-vous dire ?',
    inBronckhorst: 'Hengelo, commune de Bronckhorst',
    inHengelo: 'Hengelo, commune de Hengelo',
    enterManually: "Saisir l'adresse sans vérification",
    notFound: 'Adresse introuvable.',
    unavailable:
      "La vérification d’adresse est indisponible. Choisissez « Saisir l'adresse sans vérification » pour continuer.",
  },
  de: {
    postcode: 'Postleitzahl',
    houseNumber: 'Hausnummer',
    addition: 'Zusatz',
    city: 'Ort',
    street: 'Straße',
    chooseAddition: 'Welche Hausnummer meinen Sie?',
    hengeloNotUnique: 'Es gibt mehr als ein Hengelo. Welches meinen Sie?',
    inBronckhorst: 'Hengelo, Gemeinde Bronckhorst',
    inHengelo: 'Hengelo, Gemeinde Hengelo',
    enterManually: 'Adresse ohne Prüfung eingeben',
    notFound: 'Adresse nicht gefunden.',
    unavailable: 'Die Adressprüfung ist nicht verfügbar. Wählen Sie „Adresse ohne Prüfung eingeben“, um fortzufahren.',
  },
};

/** Addresses as the lookups say them: data, written alike in every language (`{street} {houseNumber}{addition}, …`). */
const HAARLEM = 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland';
const HENGELO_BRONCKHORST = 'Kerkstraat 1, 7255 BA Hengelo, Gelderland';
const ENSCHEDE_129A = 'Lasondersingel 129 A, 7514 BP Enschede, Overijssel';

/** Renders `ui` in a form in `locale` and starts the virtual screen reader on it. */
async function hear(ui: ReactElement, locale: AddressLocale) {
  const held = holdingAnswers(server);
  renderWithAddress(<form>{ui}</form>, client(), { locale });
  const sr = await suite.listening();
  const words = WORDS[locale.code];
  const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  /**
   * Focuses the field named `first`, then goes on with Tab from field to field: each text is typed into its field, and
   * a field given `null` (prefilled: long names cost the reader much time a key) is only heard.
   */
  const fillIn = async (first: string, texts: (string | null)[]) => {
    textbox(first).focus();
    for (const [i, text] of texts.entries()) {
      if (i > 0) await sr.virtual.press('Tab');
      if (text !== null) await sr.virtual.type(text);
    }
  };
  /** Asserts that `line` was heard, exactly, `times` times (what a screen reader says twice is heard twice). */
  const heardLine = async (line: string, times = 1) =>
    expect((await sr.heard()).filter((spoken) => spoken === line)).toHaveLength(times);
  /** Checks the transcript for English and keeps it as the reviewed snapshot of `name`. */
  const keep = (name: string) => suite.keep(sr, locale, name);
  return { sr, virtual: sr.virtual, words, held, fillIn, heardLine, keep };
}

describe.each(LANGUAGES)('the Dutch lookups heard in $code', (locale) => {
  it('PostcodeAddressLookup: says the address found for a postcode and house number', async () => {
    const { sr, virtual, words, held, fillIn, heardLine, keep } = await hear(
      <PostcodeAddressLookup legend="Shipping address" />,
      locale,
    );
    await held(async () => {
      await fillIn(words.postcode, ['2012 ES', '30']);
      await virtual.press('Tab'); // Leaving the house number starts the check.
      await sr.hears(`textbox, ${words.addition}`);
    });
    await sr.hears(`polite: ${HAARLEM}`);
    await heardLine(`textbox, ${words.postcode}`);
    await heardLine(`textbox, ${words.postcode}, 2012 ES`);
    await heardLine(`textbox, ${words.houseNumber}`);
    await heardLine(`textbox, ${words.addition}`);
    await heardLine(`polite: ${HAARLEM}`);
    await keep('postcode-found');
  });

  it('ExactAddressLookup: says the address found for a city, street and house number', async () => {
    const prefilled = { city: 'Haarlem', street: 'Julianastraat' };
    const { sr, virtual, words, held, fillIn, heardLine, keep } = await hear(
      <ExactAddressLookup legend="Shipping address" defaultValue={prefilled} />,
      locale,
    );
    await held(async () => {
      await fillIn(words.city, [null, null, '30']);
      await virtual.press('Tab');
      await sr.hears(`textbox, ${words.addition}`);
    });
    await sr.hears(`polite: ${HAARLEM}`);
    await heardLine(`textbox, ${words.city}, Haarlem`);
    await heardLine(`textbox, ${words.street}, Julianastraat`);
    await heardLine(`textbox, ${words.addition}`);
    await heardLine(`polite: ${HAARLEM}`);
    await keep('exact-found');
  });

  it('the city picker: asks which Hengelo, names each one, and says the address found for the one chosen', async () => {
    const prefilled = { city: 'Hengelo', street: 'Kerkstraat' };
    const { sr, virtual, words, held, fillIn, heardLine, keep } = await hear(
      <ExactAddressLookup legend="Shipping address" defaultValue={prefilled} />,
      locale,
    );
    await held(async () => {
      await fillIn(words.city, [null, null, '1']);
      await virtual.press('Tab');
      await sr.hears(`textbox, ${words.addition}`);
    });
    await sr.hears(`polite: ${words.hengeloNotUnique}`);
    // The choices follow the addition field, each a button named in words.
    await virtual.press('Tab');
    await sr.hears(`button, ${words.inBronckhorst}`);
    await virtual.press('Tab');
    await sr.hears(`button, ${words.inHengelo}`);
    await virtual.press('Shift+Tab');
    await held(async () => {
      await virtual.press('Enter');
      // The choice takes the focus back to the city, which now holds the suffixed name, and looks it up again.
      await sr.hears(`textbox, ${words.city}, Hengelo gem. Bronckhorst`);
    });
    await sr.hears(`polite: ${HENGELO_BRONCKHORST}`);
    // The choice is confirmed by the address it finds, said once.
    await heardLine(`polite: ${words.hengeloNotUnique}`);
    await heardLine(`textbox, ${words.city}, Hengelo gem. Bronckhorst`);
    await heardLine(`polite: ${HENGELO_BRONCKHORST}`);
    await keep('city-picker');
  });

  it('the addition choice: asks which house number, offers each, and says the address of the one chosen', async () => {
    const prefilled = { postcode: '7514 BP' };
    const { sr, virtual, words, held, fillIn, heardLine, keep } = await hear(
      <PostcodeAddressLookup legend="Shipping address" defaultValue={prefilled} />,
      locale,
    );
    await held(async () => {
      await fillIn(words.postcode, [null, '129']);
      await virtual.press('Tab');
      await sr.hears(`textbox, ${words.addition}`);
    });
    await sr.hears(`polite: ${words.chooseAddition}`);
    await virtual.press('Tab');
    await sr.hears('button, 129');
    await virtual.press('Tab');
    await sr.hears('button, 129 A');
    await held(async () => {
      await virtual.press('Enter');
      // The choice fills the addition in and takes the focus there.
      await sr.hears(`textbox, ${words.addition}, A`);
    });
    await sr.hears(`polite: ${ENSCHEDE_129A}`);
    // The choice is confirmed by the address it finds, said once.
    await heardLine(`polite: ${words.chooseAddition}`);
    await heardLine('button, 129');
    await heardLine('button, 129 A');
    await heardLine(`textbox, ${words.addition}, A`);
    await heardLine(`polite: ${ENSCHEDE_129A}`);
    await keep('addition-choice');
  });

  it('an outage: says the check is unavailable, and the way on without it is a button', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () =>
        HttpResponse.json({ exception: 'Service unavailable', exceptionId: 'X' }, { status: 503 }),
      ),
    );
    const prefilled = { postcode: '2012 ES' };
    const { sr, virtual, words, held, fillIn, heardLine, keep } = await hear(
      <PostcodeAddressLookup legend="Shipping address" defaultValue={prefilled} />,
      locale,
    );
    await held(async () => {
      await fillIn(words.postcode, [null, '30']);
      await virtual.press('Tab');
      await sr.hears(`textbox, ${words.addition}`);
    });
    await screen.findByRole('button', { name: words.enterManually }, { timeout: 3000 });
    // Something is said of the outage (its words are the lead's to settle), and it is never "not found".
    const announced = async () =>
      (await sr.heard()).filter((spoken) => spoken.startsWith('polite: ') && spoken !== 'polite: ');
    await vi.waitFor(async () => expect(await announced()).toHaveLength(1), { timeout: 3000, interval: 20 });
    expect((await announced())[0]).not.toContain(words.notFound);
    // The outage names the way on, which is the next thing the reader reaches.
    expect((await announced())[0]).toBe(`polite: ${words.unavailable}`);
    await virtual.press('Tab');
    await sr.hears(`button, ${words.enterManually}`);
    await heardLine(`button, ${words.enterManually}`);
    await keep('outage');
  });
});
