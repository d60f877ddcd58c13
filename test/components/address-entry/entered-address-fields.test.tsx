import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressEntry,
  isAddressEntryComplete,
  type AddressEntryProps,
  type AddressEntryValue,
} from '../../../src/index.ts';
import type { AddressEntryAddress } from '../../../src/components/address-entry/address-entry-props.ts';
import { fr } from '../../../src/locales.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client } = setupReferenceServer();
const textbox = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /^(Country|Pays)$/u });
const form = () => document.querySelector('form') as HTMLFormElement;

function renderEntry(props: Partial<AddressEntryProps> = {}, locale?: typeof fr) {
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
        countries={['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'GB', 'US']}
        onAddressChange={onAddressChange}
        onValueChange={onValueChange}
        {...props}
      />
      <button type="submit">Place order</button>
    </form>,
    client(),
    ...(locale === undefined ? [] : [{ locale }]),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, onValueChange, submit };
}

/** The labels of the fields in the order the page shows them. */
const fieldLabels = () => [...document.querySelectorAll('fieldset label')].map((label) => label.textContent);

describe('AddressEntry: every other country in its own format (issue 51)', () => {
  it('offers any country by its name and shows France’s fields in France’s order, each with its autofill token', async () => {
    const { user } = renderEntry();
    expect([...country().options].map((option) => option.text)).toEqual([
      'Netherlands',
      'Belgium',
      'Germany',
      'France',
      'Luxembourg',
      'Austria',
      'United Kingdom',
      'United States',
    ]);
    await user.selectOptions(country(), 'France');
    await screen.findByRole('textbox', { name: 'Address' });
    expect(fieldLabels()).toEqual(['Address', 'Address line 2 (optional)', 'Postal code', 'City']);
    expect(textbox('Address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(textbox('Address line 2 (optional)')).toHaveAttribute('autocomplete', 'address-line2');
    expect(textbox('Postal code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(textbox('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(textbox('Address')).toBeRequired();
    expect(textbox('Address line 2 (optional)')).not.toBeRequired();
    expect(textbox('City')).toHaveAttribute('autocapitalize', 'characters');
  });

  it('names the fields as each country does: ZIP code and a list of states in the United States, a post town in the United Kingdom', async () => {
    const { user } = renderEntry({ defaultCountry: 'US' });
    await screen.findByRole('textbox', { name: 'ZIP code' });
    expect(fieldLabels()).toEqual(['Address', 'Address line 2 (optional)', 'City', 'State', 'ZIP code']);
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    expect(within(state).getByRole('option', { name: 'California' })).toHaveValue('CA');
    await user.selectOptions(country(), 'United Kingdom');
    await screen.findByRole('textbox', { name: 'Post town' });
    expect(fieldLabels()).toEqual(['Address', 'Address line 2 (optional)', 'Post town', 'Postal code']);
  });

  it('posts the one contract with addressLine2 and region, unverified and without a token, once complete', async () => {
    const { user, posted, submit, onAddressChange, onValueChange } = renderEntry({
      defaultCountry: 'US',
      names: { region: 'state' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '1600 Amphitheatre Pkwy');
    await user.type(textbox('City'), 'Mountain View');
    expect(isAddressEntryComplete(onValueChange.mock.lastCall?.[0])).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    await user.type(textbox('ZIP code'), '94043');
    expect(isAddressEntryComplete(onValueChange.mock.lastCall?.[0])).toBe(true);
    expect(onAddressChange).toHaveBeenLastCalledWith({
      country: 'US',
      street: '1600 Amphitheatre Pkwy',
      addressLine2: '',
      postcode: '94043',
      city: 'Mountain View',
      region: 'CA',
      status: 'unverified',
    });
    submit();
    expect(posted).toEqual([
      {
        country: 'US',
        street: '1600 Amphitheatre Pkwy',
        addressLine2: '',
        postcode: '94043',
        city: 'Mountain View',
        state: 'CA',
        addressStatus: 'unverified',
      },
    ]);
    expect(posted[0]).not.toHaveProperty('addressToken');
  });

  it('says in words when a postcode does not fit the country, with an example, and stops a native submit', async () => {
    const { user, onAddressChange, onValueChange } = renderEntry({ defaultCountry: 'FR' });
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 rue de la Paix');
    await user.type(textbox('City'), 'Paris');
    await user.type(textbox('Postal code'), '7500');
    await user.tab();
    expect(textbox('Postal code')).toHaveAccessibleDescription(
      'Postal code: not in this country’s form. For example: 33380.',
    );
    expect(textbox('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Postal code').validationMessage).toBe(
      'Postal code: not in this country’s form. For example: 33380.',
    );
    expect(form().checkValidity()).toBe(false);
    expect(isAddressEntryComplete(onValueChange.mock.lastCall?.[0])).toBe(false);
    // What was typed stays; one more digit fits.
    await user.type(textbox('Postal code'), '2');
    expect(textbox('Postal code')).toHaveValue('75002');
    expect(textbox('Postal code')).not.toHaveAttribute('aria-invalid');
    expect(form().checkValidity()).toBe(true);
    expect(onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'FR', postcode: '75002', status: 'unverified' }),
    );
  });

  it('speaks the provider’s language: the French labels of a British address', async () => {
    renderEntry({ defaultCountry: 'GB' }, fr);
    await screen.findByRole('textbox', { name: 'Adresse' });
    expect(fieldLabels()).toEqual(['Adresse', 'Complément d’adresse (facultatif)', 'Ville postale', 'Code postal']);
    expect([...country().options].map((option) => option.text).slice(0, 4)).toEqual([
      'Pays-Bas',
      'Belgique',
      'Allemagne',
      'France',
    ]);
  });

  it('carries nothing of a Dutch postcode and number to France, and gives them back on the way home', async () => {
    const { user, onValueChange } = renderEntry();
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.selectOptions(country(), 'France');
    const line = await screen.findByRole('textbox', { name: 'Address' });
    // Issue 62: `2012 ES` is no French postcode, and a number without its street is no address line.
    expect(line).toHaveValue('');
    expect(textbox('Postal code')).toHaveValue('');
    await user.type(textbox('City'), 'Paris');
    await user.selectOptions(country(), 'Netherlands');
    expect(textbox('Postcode')).toHaveValue('2012 ES');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'NL', status: 'validated' })),
    );
    await user.selectOptions(country(), 'France');
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Paris');
  });

  it('switches and resolves a saved Belgian address picked on the French fields, its street line taken apart', async () => {
    const { onAddressChange } = renderEntry({ defaultCountry: 'FR' });
    const line = await screen.findByRole('textbox', { name: 'Address' });
    // Chromium fills a saved address in one task: the country first (shown as filled), then each field of the pick.
    const select = country();
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':autofill');
    act(() => {
      select.value = 'BE';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      fireEvent.input(line, { target: { value: 'Europalaan 36 bus 1' } });
      fireEvent.input(textbox('Postal code'), { target: { value: '2610' } });
      fireEvent.input(textbox('City'), { target: { value: 'Antwerpen' } });
    });
    await waitFor(
      () =>
        expect(onAddressChange).toHaveBeenLastCalledWith(
          expect.objectContaining({
            country: 'BE',
            street: 'Europalaan',
            houseNumber: '36 bus 1',
            status: 'validated',
          }),
        ),
      { timeout: 4000 },
    );
  });

  it('takes a saved French address picked on the Dutch form into France’s fields, complete', async () => {
    const { onAddressChange, posted, submit } = renderEntry();
    const select = country();
    vi.spyOn(select, 'matches').mockImplementation((selector) => selector === ':autofill');
    act(() => {
      select.value = 'FR';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      fireEvent.input(screen.getByRole('textbox', { name: 'Postcode' }), { target: { value: '75002' } });
    });
    // The Dutch form has no street line: the rest comes with the French fields, which the browser fills on its next pick.
    const line = await screen.findByRole('textbox', { name: 'Address' });
    expect(textbox('Postal code')).toHaveValue('75002');
    act(() => {
      fireEvent.input(line, { target: { value: '12 rue de la Paix' } });
      fireEvent.input(textbox('City'), { target: { value: 'Paris' } });
    });
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'FR', postcode: '75002', city: 'Paris', status: 'unverified' }),
      ),
    );
    submit();
    expect(posted[0]).toMatchObject({
      country: 'FR',
      street: '12 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      addressStatus: 'unverified',
    });
  });

  it('has no axe violations in France, the United States and the United Kingdom', async () => {
    for (const code of ['FR', 'US', 'GB']) {
      const { unmount, container } = renderEntry({ defaultCountry: code });
      await screen.findByRole('textbox', { name: 'Address' });
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
