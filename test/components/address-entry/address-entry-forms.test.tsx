import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { CheckoutForm, type CheckoutValues } from './recipes/checkout-form.tsx';

const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const CHECK = 'Check the address, or enter it without checking.';
const FILL = 'Fill in the address: every field it needs, the postal code in the country’s form.';

function renderRecipe() {
  const onOrder = vi.fn<(values: CheckoutValues, posted: Record<string, string>) => void>();
  const rendered = renderWithAddress(<CheckoutForm onOrder={onOrder} />, client());
  const placeOrder = () => rendered.user.click(screen.getByRole('button', { name: 'Place order' }));
  return { ...rendered, onOrder, placeOrder };
}

describe('AddressEntry in forms', () => {
  it('tests the recipe exactly as the documentation site shows it (Start / One element for three countries)', () => {
    const page = readFileSync(resolve(__dirname, '../../../docs/start/one-element.mdx'), 'utf8');
    const recipe = readFileSync(resolve(__dirname, 'recipes/checkout-form.tsx'), 'utf8');
    const block = /```tsx\n(import \{ Controller, useForm \}[\s\S]*?)```/u.exec(page)?.[1];
    const asOnThePage = recipe
      .replace(/^\/\/.*\n/u, '')
      .replace(/'(?:\.\.\/)+src\/index\.ts'; \/\/ .*$/mu, "'react-address-entry';");
    expect(block).toBe(asOnThePage);
  });

  it('react-hook-form: an error focuses the field that is wrong and says why; a found address goes through, posted whole', async () => {
    const { user, onOrder, placeOrder } = renderRecipe();
    await user.type(textbox('Full name'), 'Anna de Vries');
    await placeOrder();
    // Nothing typed: the first field the address needs, as a browser's own validation would stop at.
    await waitFor(() => expect(textbox('Postcode')).toHaveFocus());
    expect(textbox('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Postcode')).toHaveAccessibleDescription(CHECK);
    expect(textbox('House number')).not.toHaveAttribute('aria-invalid');

    // A postcode that does not fit, with a house number: the postcode still (never the house number).
    await user.type(textbox('Postcode'), '2012');
    await user.type(textbox('House number'), '30');
    textbox('Full name').focus();
    await placeOrder();
    await waitFor(() => expect(textbox('Postcode')).toHaveFocus());
    expect(onOrder).not.toHaveBeenCalled();

    await user.type(textbox('Postcode'), 'ES');
    await user.tab();
    await user.tab();
    await waitFor(() =>
      expect(document.querySelector('.rae-lookup__result')).toHaveTextContent(/Julianastraat 30, 2012 ES Haarlem/u),
    );
    await placeOrder();
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    expect(onOrder.mock.calls[0]?.[0]).toEqual({
      name: 'Anna de Vries',
      address: {
        country: 'NL',
        postcode: '2012 ES',
        city: '',
        street: '',
        houseNumber: '30',
        houseNumberAddition: '',
        status: 'validated',
      },
    });
    // And what the form posts, whole (issue 52), as `new FormData(form)` has it: what the page says to send on.
    const form = document.querySelector('form') as HTMLFormElement;
    expect(onOrder.mock.calls[0]?.[1]).toEqual(Object.fromEntries(new FormData(form)));
    expect(onOrder.mock.calls[0]?.[1]).toMatchObject({
      name: 'Anna de Vries',
      country: 'NL',
      postcode: '2012ES',
      houseNumber: '30',
      street: 'Julianastraat',
      city: 'Haarlem',
      addressStatus: 'validated',
    });
  }, 15_000);

  it('react-hook-form in Belgium: each error goes to the step still to choose, and "Start again" clears the element', async () => {
    const { user, onOrder, placeOrder } = renderRecipe();
    await user.type(textbox('Full name'), 'Jan Peeters');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    await placeOrder();
    await waitFor(() => expect(combobox('Postcode or town')).toHaveFocus());
    expect(combobox('Postcode or town')).toHaveAttribute('aria-invalid', 'true');
    expect(combobox('Postcode or town')).toHaveAccessibleDescription(new RegExp(CHECK.replace('.', '\\.'), 'u'));
    await user.keyboard('Wilr');
    await user.click(await screen.findByRole('option', { name: '2610 Wilrijk' }));
    await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
    await placeOrder();
    await waitFor(() => expect(combobox('Street')).toHaveFocus());
    await user.keyboard('Europa');
    await user.click(await screen.findByRole('option', { name: 'Europalaan, postcode 2610' }));
    await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
    await placeOrder();
    await waitFor(() => expect(combobox('House number')).toHaveFocus());
    expect(combobox('House number')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('12');
    await user.click(await screen.findByRole('option', { name: '12, verified' }));
    await placeOrder();
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    expect(onOrder.mock.calls[0]?.[0]).toMatchObject({
      address: { country: 'BE', houseNumber: '12', status: 'validated' },
    });
    expect(onOrder.mock.calls[0]?.[1]).toMatchObject({ country: 'BE', postcode: '2610', houseNumber: '12' });
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NL'));
    expect(textbox('Postcode')).toHaveValue('');
  }, 15_000);

  it('react-hook-form in France: its own words (no check to speak of), and the focus on a postal code that does not fit', async () => {
    const { user, onOrder, placeOrder } = renderRecipe();
    await user.type(textbox('Full name'), 'Marie Dupont');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
    // France's fields are a chunk of their own, loaded when France is first chosen.
    await screen.findByRole('textbox', { name: 'Address' });
    await placeOrder();
    await waitFor(() => expect(textbox('Address')).toHaveFocus());
    expect(textbox('Address')).toHaveAccessibleDescription(FILL);
    expect(screen.queryByText(CHECK)).not.toBeInTheDocument();
    await user.keyboard('12 rue de la Paix');
    await user.type(textbox('City'), 'Paris');
    await user.type(textbox('Postal code'), '7500');
    textbox('Full name').focus();
    await placeOrder();
    await waitFor(() => expect(textbox('Postal code')).toHaveFocus());
    expect(textbox('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Address')).not.toHaveAttribute('aria-invalid');
    await user.type(textbox('Postal code'), '2');
    await placeOrder();
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    expect(onOrder.mock.calls[0]?.[1]).toMatchObject({
      country: 'FR',
      street: '12 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      addressStatus: 'unverified',
    });
  }, 15_000);
});
