import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AddressFields } from '../../../src/index.ts';
import { de, en, fr, nl, type AddressLocale } from '../../../src/locales.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server, routes } = setupReferenceServer();

/** What each language says, written out (not read from the packs under test). */
const SAID = {
  en: {
    labels: ['Postcode or town', 'Street', 'House number'],
    area: '2610 Wilrijk: chosen. Next: Street.',
    street: 'Europalaan, postcode 2610: chosen. Next: House number.',
    house: '36 bus 2, postcode 2610: verified. Address complete: Europalaan 36 bus 2, 2610 Antwerpen.',
    thirteen: '13 house numbers found. Use the up and down arrow keys to choose.',
    areaDown: 'The postcode search is unavailable. Choose “Enter the address without checking” to continue.',
  },
  nl: {
    labels: ['Postcode of plaats', 'Straat', 'Huisnummer'],
    area: '2610 Wilrijk: gekozen. Nu: Straat.',
    street: 'Europalaan, postcode 2610: gekozen. Nu: Huisnummer.',
    house: '36 bus 2, postcode 2610: gecontroleerd. Adres compleet: Europalaan 36 bus 2, 2610 Antwerpen.',
    thirteen: '13 huisnummers gevonden. Kies met de pijltjestoetsen omhoog en omlaag.',
    areaDown: 'Het zoeken op postcode is niet beschikbaar. Kies “Adres invullen zonder controle” om door te gaan.',
  },
  fr: {
    labels: ['Code postal ou localité', 'Rue', 'Numéro'],
    area: '2610 Wilrijk : choisi. Ensuite : Rue.',
    street: 'Europalaan, code postal 2610 : choisie. Ensuite : Numéro.',
    house: '36 bus 2, code postal 2610 : vérifié. Adresse complète : Europalaan 36 bus 2, 2610 Antwerpen.',
    thirteen: '13 numéros trouvés. Utilisez les flèches haut et bas pour choisir.',
    areaDown:
      "La recherche de code postal est indisponible. Choisissez « Saisir l'adresse sans vérification » pour continuer.",
  },
  de: {
    labels: ['PLZ oder Ort', 'Straße', 'Hausnummer'],
    area: '2610 Wilrijk: ausgewählt. Weiter: Straße.',
    street: 'Europalaan, PLZ 2610: ausgewählt. Weiter: Hausnummer.',
    house: '36 bus 2, Postleitzahl 2610: geprüft. Adresse vollständig: Europalaan 36 bus 2, 2610 Antwerpen.',
    thirteen: '13 Hausnummern gefunden. Mit den Pfeiltasten nach oben und unten auswählen.',
    areaDown: 'Die PLZ-Suche ist nicht verfügbar. Wählen Sie „Adresse ohne Prüfung eingeben“, um fortzufahren.',
  },
} as const;

/** Records each text any live region of the page gets, as a screen reader hears it. */
function recordSpoken() {
  const spoken: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const { target } of mutations) {
      const region = (target instanceof Element ? target : target.parentElement)?.closest('[role="status"]');
      if (region?.textContent) spoken.push(region.textContent);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return spoken;
}

describe.each([en, nl, fr, de])('AddressFields: what a screen-reader user hears ($code)', (locale: AddressLocale) => {
  const said = SAID[locale.code];
  const [areaLabel = '', streetLabel = '', houseLabel = ''] = said.labels;

  it('confirms each choice with its status and postcode, says which step opens, and sums up the address once with the city posted', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="BE" legend="Shipping address" />
      </form>,
      client(),
      { locale },
    );
    const spoken = recordSpoken();
    await user.type(screen.getByRole('combobox', { name: areaLabel }), '2610');
    await user.click(await screen.findByRole('option', { name: /^2610 Wilrijk/u }));
    await waitFor(() => expect(spoken).toContain(said.area));
    await user.type(screen.getByRole('combobox', { name: streetLabel }), 'Europa');
    await user.click(await screen.findByRole('option', { name: /^Europalaan/u }));
    await waitFor(() => expect(spoken).toContain(said.street));
    await user.type(screen.getByRole('combobox', { name: houseLabel }), '36');
    await user.click(await screen.findByRole('option', { name: /^36 bus 2,/u }));
    await waitFor(() => expect(spoken).toContain(said.house));
    // Each said once: the summary is not repeated as the form takes the address over.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spoken.filter((text) => text === said.house)).toHaveLength(1);
    expect(spoken.filter((text) => text === said.area)).toHaveLength(1);
  });

  it('says a count once while the text narrows within it, and a trailing space asks and says nothing new', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="BE" legend="Shipping address" />
      </form>,
      client(),
      { locale },
    );
    await user.type(screen.getByRole('combobox', { name: areaLabel }), '2610');
    await user.click(await screen.findByRole('option', { name: /^2610 Wilrijk/u }));
    await user.type(screen.getByRole('combobox', { name: streetLabel }), 'Europa');
    await user.click(await screen.findByRole('option', { name: /^Europalaan/u }));
    const spoken = recordSpoken();
    const house = screen.getByRole('combobox', { name: houseLabel });
    await user.type(house, '36');
    await waitFor(() => expect(spoken).toContain(said.thirteen));
    const asked = routes.length;
    // `36 ` is `36`; `36 b` and `36 bu` keep the same 13 (with 300 ms between keys, each answered).
    for (const key of [' ', 'b', 'u']) {
      await user.type(house, key);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(routes.length - asked).toBe(2);
    expect(spoken.filter((text) => text === said.thirteen)).toHaveLength(1);
  });

  it('names the way on through an outage, and no later step waits for the step that gave up', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="BE" legend="Shipping address" />
      </form>,
      client(),
      { locale },
    );
    const spoken = recordSpoken();
    await user.type(screen.getByRole('combobox', { name: areaLabel }), '2610');
    await waitFor(() => expect(spoken).toContain(said.areaDown), { timeout: 3000 });
    expect(screen.getByRole('combobox', { name: streetLabel })).toHaveAccessibleDescription(said.areaDown);
    expect(screen.getByRole('combobox', { name: houseLabel })).toHaveAccessibleDescription(said.areaDown);
  });
});
