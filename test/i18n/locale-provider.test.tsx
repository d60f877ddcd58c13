/**
 * A language passed as a locale object (issue 38, point 7): `locale={nl}` from `react-address-entry/locales` speaks
 * Dutch, no locale speaks the built-in English, and each text comes from the first that has it: the component's own
 * `messages`, the provider's `messages`, the locale, English.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressFields, HouseNumberCombobox, type AddressLocale } from '../../src/index.ts';
import { de, fr, nl } from '../../src/locales.ts';
import { setupReferenceServer } from '../support/msw.ts';
import { renderWithAddress } from '../support/render-address.tsx';

const { client } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const fields = () => <AddressFields country="BE" legend="Adres" />;

describe('the provider’s locale object', () => {
  it('speaks Dutch with locale={nl}: the labels, and what stops a submit', async () => {
    const { user } = renderWithAddress(<AddressFields country="BE" legend="Adres" required />, client(), {
      locale: nl,
    });
    expect(field('Straat')).toBeInTheDocument();
    expect(field('Huisnummer')).toBeInTheDocument();
    expect(field('Postcode of plaats').validationMessage).toBe('Vul een postcode of plaats in.');
    await user.type(field('Postcode of plaats'), '2610');
    expect(await screen.findByRole('option', { name: /^2610 / })).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Postcode of plaats').validationMessage).toBe('Kies een postcode of plaats uit de lijst.'),
    );
  });

  it('speaks English without a locale, built in', () => {
    renderWithAddress(fields(), client());
    expect(field('Postcode or town')).toBeInTheDocument();
    expect(field('Street')).toBeInTheDocument();
    expect(field('House number')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Numéro'],
    ['de', 'Hausnummer'],
  ] as const)('speaks %s with its locale object', (code, label) => {
    renderWithAddress(<HouseNumberCombobox country="DE" cityId={null} streetId={1817} postcode="01219" />, client(), {
      locale: { fr, de }[code],
    });
    expect(field(label)).toBeInTheDocument();
  });

  it('takes each text from the component’s messages, then the provider’s, then the locale, then English', () => {
    // A pack without the street's and the house number's labels: as a language pack made in JavaScript may be.
    const partial = {
      code: 'nl',
      messages: { postalAreaLabel: 'Postcode of plaats', houseNumberLabel: 'Huisnummer' },
    } as unknown as AddressLocale;
    renderWithAddress(
      <AddressFields country="BE" legend="Adres" messages={{ houseNumberLabel: 'Nummer (component)' }} />,
      client(),
      {
        locale: partial,
        messages: { postalAreaLabel: 'Plaats (provider)', houseNumberLabel: 'Nummer (provider)' },
      },
    );
    expect(field('Nummer (component)')).toBeInTheDocument();
    expect(field('Plaats (provider)')).toBeInTheDocument();
    expect(field('Street')).toBeInTheDocument();
  });
});
