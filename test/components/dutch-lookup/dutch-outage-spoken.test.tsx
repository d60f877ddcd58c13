import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ExactAddressLookup, PostcodeAddressLookup } from '../../../src/index.ts';
import { de, en, fr, nl, type AddressLocale } from '../../../src/locales.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server } = setupReferenceServer();

/** The Dutch lookups' outage in each language, written out: it names the button that is there (issue 42, point 4). */
const SAID = {
  en: [
    'The address check is unavailable. Choose “Enter the address without checking” to continue.',
    'Enter the address without checking',
  ],
  nl: [
    'De adrescontrole is niet beschikbaar. Kies “Adres invullen zonder controle” om door te gaan.',
    'Adres invullen zonder controle',
  ],
  fr: [
    "La vérification d’adresse est indisponible. Choisissez « Saisir l'adresse sans vérification » pour continuer.",
    "Saisir l'adresse sans vérification",
  ],
  de: [
    'Die Adressprüfung ist nicht verfügbar. Wählen Sie „Adresse ohne Prüfung eingeben“, um fortzufahren.',
    'Adresse ohne Prüfung eingeben',
  ],
} as const;

describe.each([en, nl, fr, de])('The Dutch lookups through an outage ($code)', (locale: AddressLocale) => {
  const [said, button] = SAID[locale.code];

  it.each([
    [
      'PostcodeAddressLookup',
      <PostcodeAddressLookup
        key="postcode"
        legend="Address"
        defaultValue={{ postcode: '2012 ES', houseNumber: '30' }}
      />,
    ],
    [
      'ExactAddressLookup',
      <ExactAddressLookup
        key="exact"
        legend="Address"
        defaultValue={{ city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' }}
      />,
    ],
  ])('%s says the check is unavailable and names the way on, which is there', async (_name, lookup) => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    renderWithAddress(<form>{lookup}</form>, client(), { locale });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(said), { timeout: 3000 });
    expect(screen.getByText(said, { selector: '.rae-lookup__result' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });
});
