import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressEntry } from '../../../src/index.ts';
import type { AddressLanguage, AddressLocale } from '../../../src/locales.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { holdingAnswers, transcriptTests } from './hearing.ts';
import { LANGUAGES } from './languages.ts';

/**
 * What a screen-reader user hears in `AddressEntry`, the three countries in one element, in each language: the country
 * field and the Dutch postcode lookup, the switch to city and street, Belgium chosen by keys and its three steps, and
 * a browser's fill of a saved Belgian address. Each transcript is kept as a reviewed snapshot in
 * `__transcripts__/address-entry/`.
 */
const { server, client } = setupReferenceServer();
const suite = transcriptTests(server, 'address-entry');

/** The words heard, per language, written out from the built-in English and `src/i18n/{nl,fr,de}.ts`. */
interface Words {
  country: string;
  /** The countries' names, from the browser (`Intl.DisplayNames`): the Netherlands, Belgium, Germany. */
  countries: [string, string, string];
  postcode: string;
  houseNumber: string;
  addition: string;
  city: string;
  street: string;
  byStreet: string;
  byPostcode: string;
  postalArea: string;
  postalAreasOne: string;
  streetsOne: string;
  houseNumbers13: string;
  europalaan: string;
  verified: string;
  /** Each choice confirmed, the step it opens, and the whole address (issue 42, point 3). */
  confirmed: readonly [string, string, string];
  filledEuropalaan12: string;
}
const WORDS: Record<AddressLanguage, Words> = {
  en: {
    country: 'Country',
    countries: ['Netherlands', 'Belgium', 'Germany'],
    postcode: 'Postcode',
    houseNumber: 'House number',
    addition: 'Addition',
    city: 'City',
    street: 'Street',
    byStreet: 'Look up by city and street',
    byPostcode: 'Look up by postcode',
    postalArea: 'Postcode or town',
    postalAreasOne: '1 postal area found. Use the up and down arrow keys to choose.',
    streetsOne: '1 street found. Use the up and down arrow keys to choose.',
    houseNumbers13: '13 house numbers found. Use the up and down arrow keys to choose.',
    europalaan: 'Europalaan, postcode 2610',
    verified: 'verified',
    confirmed: [
      '2610 Wilrijk: chosen. Next: Street.',
      'Europalaan, postcode 2610: chosen. Next: House number.',
      '36 bus 2, postcode 2610: verified. Address complete: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    filledEuropalaan12: 'Address filled and verified: Europalaan 12, 2610 Antwerpen.',
  },
  nl: {
    country: 'Land',
    countries: ['Nederland', 'België', 'Duitsland'],
    postcode: 'Postcode',
    houseNumber: 'Huisnummer',
    addition: 'Toevoeging',
    city: 'Plaats',
    street: 'Straat',
    byStreet: 'Zoek op plaats en straat',
    byPostcode: 'Zoek op postcode',
    postalArea: 'Postcode of plaats',
    postalAreasOne: '1 postcode of plaats gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    streetsOne: '1 straat gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    houseNumbers13: '13 huisnummers gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    europalaan: 'Europalaan, postcode 2610',
    verified: 'gecontroleerd',
    confirmed: [
      '2610 Wilrijk: gekozen. Nu: Straat.',
      'Europalaan, postcode 2610: gekozen. Nu: Huisnummer.',
      '36 bus 2, postcode 2610: gecontroleerd. Adres compleet: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    filledEuropalaan12: 'Adres ingevuld en gecontroleerd: Europalaan 12, 2610 Antwerpen.',
  },
  fr: {
    country: 'Pays',
    countries: ['Pays-Bas', 'Belgique', 'Allemagne'],
    postcode: 'Code postal',
    houseNumber: 'Numéro',
    addition: 'Complément',
    city: 'Localité',
    street: 'Rue',
    byStreet: 'Rechercher par ville et rue',
    byPostcode: 'Rechercher par code postal',
    postalArea: 'Code postal ou localité',
    postalAreasOne: '1 code postal ou localité trouvé. Choisissez avec les flèches haut et bas.',
    streetsOne: '1 rue trouvée. Choisissez avec les flèches haut et bas.',
    houseNumbers13: '13 numéros trouvés. Utilisez les flèches haut et bas pour choisir.',
    europalaan: 'Europalaan, code postal 2610',
    verified: 'vérifié',
    confirmed: [
      '2610 Wilrijk : choisi. Ensuite : Rue.',
      'Europalaan, code postal 2610 : choisie. Ensuite : Numéro.',
      '36 bus 2, code postal 2610 : vérifié. Adresse complète : Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    filledEuropalaan12: 'Adresse remplie et vérifiée : Europalaan 12, 2610 Antwerpen.',
  },
  de: {
    country: 'Land',
    countries: ['Niederlande', 'Belgien', 'Deutschland'],
    postcode: 'Postleitzahl',
    houseNumber: 'Hausnummer',
    addition: 'Zusatz',
    city: 'Ort',
    street: 'Straße',
    byStreet: 'Nach Ort und Straße suchen',
    byPostcode: 'Nach Postleitzahl suchen',
    postalArea: 'PLZ oder Ort',
    postalAreasOne: '1 PLZ oder Ort gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    streetsOne: '1 Straße gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    houseNumbers13: '13 Hausnummern gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    europalaan: 'Europalaan, PLZ 2610',
    verified: 'geprüft',
    confirmed: [
      '2610 Wilrijk: ausgewählt. Weiter: Straße.',
      'Europalaan, PLZ 2610: ausgewählt. Weiter: Hausnummer.',
      '36 bus 2, Postleitzahl 2610: geprüft. Adresse vollständig: Europalaan 36 bus 2, 2610 Antwerpen.',
    ],
    filledEuropalaan12: 'Adresse ausgefüllt und geprüft: Europalaan 12, 2610 Antwerpen.',
  },
};

/** The Dutch address found, as the lookups say it: data, written alike in every language. */
const HAARLEM = 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland';

/** Renders the element in a form in `locale`, the Netherlands first, and starts the virtual screen reader on it. */
async function hear(locale: AddressLocale) {
  const held = holdingAnswers(server);
  renderWithAddress(
    <form>
      <AddressEntry legend="Shipping address" required />
    </form>,
    client(),
    { locale },
  );
  const sr = await suite.listening();
  const words = WORDS[locale.code];
  const country = screen.getByRole<HTMLSelectElement>('combobox', { name: words.country });
  /** Types `text` into the focused step, its answer held until the reader said the field as typed. */
  const typeHeld = (label: string, text: string) =>
    held(async () => {
      await sr.virtual.type(text);
      await sr.hears(`combobox, ${label}, ${text}, `);
    });
  /** How many times `line` was heard, exactly. */
  const times = async (line: string) => (await sr.heard()).filter((spoken) => spoken === line).length;
  /** Waits until `line` has been heard, exactly, `count` times. */
  const hearsTimes = (line: string, count: number) =>
    vi.waitFor(async () => expect(await times(line)).toBe(count), { timeout: 3000, interval: 20 });
  /** Checks the transcript for English and keeps it as the reviewed snapshot of `name`. */
  const keep = (name: string) => suite.keep(sr, locale, name);
  return { sr, virtual: sr.virtual, words, country, held, typeHeld, times, hearsTimes, keep };
}

/**
 * What a browser does on ArrowDown in a closed `<select>`: the next option is selected, then `input` and `change`.
 * The virtual reader's keys go through user-event, which moves no native `<select>`'s selection (`virtual.press
 * ('ArrowDown')` leaves it as it is), so the key's effect is dispatched here; a plain `change`, as a key's.
 */
function arrowDown(select: HTMLSelectElement) {
  act(() => {
    select.selectedIndex += 1;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe.each(LANGUAGES)('AddressEntry heard in $code', (locale) => {
  it('the country field, the Dutch postcode lookup, then the switch to city and street', async () => {
    const { sr, virtual, words, country, held, times, hearsTimes, keep } = await hear(locale);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(words.countries);
    country.focus();
    // The reader says the field by its name, then the selected option's value (NL), where a screen reader says its text.
    await sr.hears(`combobox, ${words.country}, `);
    await held(async () => {
      await virtual.press('Tab');
      await virtual.type('2012 ES');
      await virtual.press('Tab');
      await virtual.type('30');
      await virtual.press('Tab');
      await sr.hears(`textbox, ${words.addition}`);
    });
    await hearsTimes(`polite: ${HAARLEM}`, 1);
    expect(await times(`textbox, ${words.postcode}, required`)).toBe(1);
    expect(await times(`textbox, ${words.houseNumber}, required`)).toBe(1);
    expect(await times(`textbox, ${words.addition}`)).toBe(1);

    await virtual.press('Tab');
    await hearsTimes(`button, ${words.byStreet}`, 1);
    // The switch keeps the texts and checks the address found again at once, in the city-and-street lookup, which
    // says it again; the focus stays on the switch, now the way back.
    await held(async () => {
      await virtual.press('Enter');
      await hearsTimes(`button, ${words.byPostcode}`, 1);
    });
    await hearsTimes(`polite: ${HAARLEM}`, 2);
    screen.getByRole('textbox', { name: words.city }).focus();
    await virtual.press('Tab');
    await virtual.press('Tab');
    await hearsTimes(`textbox, ${words.houseNumber}, 30, ${HAARLEM}, required`, 1);
    expect(await times(`textbox, ${words.city}, Haarlem, required`)).toBe(1);
    expect(await times(`textbox, ${words.street}, Julianastraat, required`)).toBe(1);
    await keep('dutch-then-city-and-street');
  });

  it('Belgium chosen by keys, then postal area, street and house number', async () => {
    const { sr, virtual, words, country, typeHeld, times, keep } = await hear(locale);
    country.focus();
    await sr.hears(`combobox, ${words.country}, `);
    arrowDown(country);
    expect(country).toHaveValue('BE');
    expect(country.selectedOptions[0]).toHaveTextContent(words.countries[1]);
    await virtual.press('Tab');
    await sr.hears(`combobox, ${words.postalArea}, `);
    await typeHeld(words.postalArea, '2610');
    await sr.hears(`polite: ${words.postalAreasOne}`);
    await virtual.press('ArrowDown');
    await sr.hears('active descendant 2610 Wilrijk, ');
    await virtual.press('Enter');
    await sr.hears(`combobox, ${words.postalArea}, 2610 Wilrijk, `);
    await virtual.press('Tab');
    await typeHeld(words.street, 'Europa');
    await sr.hears(`polite: ${words.streetsOne}`);
    await virtual.press('ArrowDown');
    await sr.hears(`active descendant ${words.europalaan}, `);
    await virtual.press('Enter');
    await sr.hears(`combobox, ${words.street}, Europalaan, `);
    await virtual.press('Tab');
    await typeHeld(words.houseNumber, '36');
    await sr.hears(`polite: ${words.houseNumbers13}`);
    await virtual.press('ArrowDown');
    await sr.hears(`active descendant 36 bus 1, ${words.verified}, `);
    await virtual.press('ArrowDown');
    await sr.hears(`active descendant 36 bus 2, ${words.verified}, `);
    await virtual.press('Enter');
    await sr.hears(`combobox, ${words.houseNumber}, 36 bus 2, `);
    // The whole address, as the element confirms it (the words around it are the confirmation's, the lead's to settle).
    await sr.hears('Europalaan 36 bus 2, 2610 Antwerpen');
    // Each choice confirmed once, with the step it opens, and the whole address summed up once with its city.
    for (const line of words.confirmed) expect(await times(`polite: ${line}`)).toBe(1);
    expect(await times(`polite: ${words.postalAreasOne}`)).toBe(1);
    expect(await times(`polite: ${words.streetsOne}`)).toBe(1);
    expect(await times(`polite: ${words.houseNumbers13}`)).toBe(1);
    await keep('belgium-by-keys');
  });

  it('a browser’s fill of a saved Belgian address: the country switches, the address resolves and is said once', async () => {
    const { sr, words, country, held, times, keep } = await hear(locale);
    const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
    // The person picks the saved address from the browser's list under the postcode field.
    textbox(words.postcode).focus();
    await sr.hears(`textbox, ${words.postcode}, required`);
    // Chromium fills in one task: the country (shown as filled, `:autofill`, which jsdom knows not), then the Dutch
    // fields after it; the element switches once that task is over, carrying the postcode and number over. Chromium
    // then refills the field that came empty (the street) from the same address.
    // (The answers are held until the refill is in, as they come on a real page: after it.)
    vi.spyOn(country, 'matches').mockImplementation((selector) => selector === ':autofill');
    await held(async () => {
      act(() => {
        country.value = 'BE';
        country.dispatchEvent(new Event('change', { bubbles: true }));
        browserFill([
          [textbox(words.postcode), '2610'],
          [textbox(words.houseNumber), '12'],
        ]);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // The fill's task is over: the switch.
      browserFill([[() => combobox(words.street), 'Europalaan']]);
    });
    await sr.hears(`polite: ${words.filledEuropalaan12}`);
    expect(await times(`polite: ${words.filledEuropalaan12}`)).toBe(1);
    // The fill took away the Dutch postcode field that had the focus: Belgium's field of the same autofill token
    // (postal-code) has it now, heard as it is searched; chosen in the same field (no new node, so nothing new is
    // heard for it), from there the person goes on by Tab.
    expect(combobox(words.postalArea)).toHaveFocus();
    expect(combobox(words.postalArea)).toHaveValue('2610 Wilrijk');
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${words.street}, Europalaan, `);
    await sr.virtual.press('Tab');
    await sr.hears(`combobox, ${words.houseNumber}, 12, `);
    await keep('saved-belgian-fill');
  });
});
