import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatAddress } from '../../../src/address.ts';
import { AddressEntry, type AddressEntryProps, type AddressEntryValue } from '../../../src/index.ts';
import type { AddressEntryAddress } from '../../../src/components/address-entry/address-entry-props.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/*
 * Issue 62, point 3: the shopper abroad. A country switch carries only what fits the new country (a Dutch postcode
 * never lands in French fields, a lone house number never in an address line, a French town never in the Belgian
 * "Postcode or town"); Japan has its city or ward field and a prefecture list in its own script.
 */

const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
const form = () => document.querySelector('form') as HTMLFormElement;

function renderEntry(props: Partial<AddressEntryProps> = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressEntryAddress | null) => void>();
  const onValueChange = vi.fn<(value: AddressEntryValue) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressEntry
        legend="Shipping address"
        required
        countries={['NL', 'BE', 'DE', 'FR', 'AT', 'LU', 'JP']}
        onAddressChange={onAddressChange}
        onValueChange={onValueChange}
        {...props}
      />
    </form>,
    client(),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, onValueChange, submit };
}

describe('AddressEntry: a country switch carries only what fits the new country', () => {
  it('puts no Dutch postcode and no lone house number into France’s fields, nor tells the shop of one', async () => {
    const { user, onValueChange } = renderEntry();
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.selectOptions(country(), 'France');
    expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(textbox('Postal code')).toHaveValue('');
    expect(textbox('Postal code')).not.toHaveAttribute('aria-invalid');
    expect(textbox('Postal code').validationMessage).not.toMatch(/form/u);
    const french = onValueChange.mock.calls.map(([value]) => value).filter((value) => value.country === 'FR');
    expect(french.length).toBeGreaterThan(0);
    for (const value of french) expect(value).toMatchObject({ street: '', postcode: '', city: '' });
  });

  it('puts no French town into the Belgian "Postcode or town", but keeps the street line', async () => {
    const { user } = renderEntry({ defaultCountry: 'FR' });
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 rue de la Paix');
    await user.type(textbox('Postal code'), '75002');
    await user.type(textbox('City'), 'Paris');
    await user.selectOptions(country(), 'Belgium');
    expect(await screen.findByRole('combobox', { name: 'Postcode or town' })).toHaveValue('');
  });

  it('carries a postcode of the new country’s form with its town, and tells the shop once the fields show it', async () => {
    const { user, onValueChange, posted, submit } = renderEntry({ defaultCountry: 'AT' });
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'Stephansplatz 1');
    await user.type(textbox('Postal code'), '1010');
    await user.type(textbox('City'), 'Wien');
    await user.selectOptions(country(), 'Luxembourg');
    expect(await screen.findByRole('textbox', { name: 'Postal code' })).toHaveValue('1010');
    expect(textbox('City')).toHaveValue('Wien');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        country: 'LU',
        street: 'Stephansplatz 1',
        postcode: '1010',
        city: 'Wien',
        status: 'unverified',
      }),
    );
    submit();
    expect(posted[0]).toMatchObject({ country: 'LU', postcode: '1010', city: 'Wien', addressStatus: 'unverified' });
  });
});

describe('AddressEntry: Japan', () => {
  it('asks for the city or ward in a field of its own, and lists the prefectures in Japanese with their latin names', async () => {
    renderEntry({ defaultCountry: 'JP' });
    await screen.findByRole('textbox', { name: 'City' });
    expect([...document.querySelectorAll('fieldset label')].map((label) => label.textContent)).toEqual([
      'Address',
      'Address line 2 (optional)',
      'City',
      'Prefecture',
      'Postal code',
    ]);
    expect(textbox('City')).toBeRequired();
    const prefecture = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Prefecture' });
    expect(within(prefecture).getByRole('option', { name: '東京都 (Tokyo)' })).toHaveValue('東京都');
    expect(within(prefecture).getAllByRole('option')).toHaveLength(48);
  });

  it('hands over an address whose label is in one script: the Japanese layout, or the Latin one when the shop asks', async () => {
    const { user, onAddressChange } = renderEntry({ defaultCountry: 'JP' });
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '千代田1-1');
    await user.type(textbox('City'), '千代田区');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prefecture' }), '東京都 (Tokyo)');
    await user.type(textbox('Postal code'), '100-0001');
    const address = onAddressChange.mock.lastCall?.[0];
    expect(address).toEqual({
      country: 'JP',
      street: '千代田1-1',
      addressLine2: '',
      postcode: '100-0001',
      city: '千代田区',
      region: '東京都',
      status: 'unverified',
    });
    if (address === null || address === undefined) throw new Error('no address');
    expect(formatAddress(address)).toBe('〒100-0001\n東京都千代田区\n千代田1-1');
    expect(formatAddress(address, { script: 'latin', from: 'NL' })).toBe('千代田1-1\n千代田区, TOKYO 100-0001\nJAPAN');
  });

  it('shows a saved prefecture given by its latin name as the list’s, and tells the shop', async () => {
    const { onValueChange } = renderEntry({
      defaultValue: { country: 'JP', street: '1-1 Chiyoda', city: 'Chiyoda-ku', region: 'Tokyo', postcode: '100-0001' },
    });
    expect(await screen.findByRole('combobox', { name: 'Prefecture' })).toHaveValue('東京都');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ region: '東京都', status: 'unverified' }));
  });
});
