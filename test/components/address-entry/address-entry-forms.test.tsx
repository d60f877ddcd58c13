import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { CheckoutForm } from './recipes/checkout-form.tsx';

const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

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

  it('react-hook-form: one Controller, one rule; an error focuses the field and says why; a found address goes through', async () => {
    const onOrder = vi.fn();
    const { user } = renderWithAddress(<CheckoutForm onOrder={onOrder} />, client());
    await user.type(textbox('Full name'), 'Anna de Vries');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(textbox('House number')).toHaveFocus());
    expect(textbox('House number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the address, or enter it without checking.')).toBeInTheDocument();
    expect(onOrder).not.toHaveBeenCalled();

    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await user.tab();
    await waitFor(() =>
      expect(document.querySelector('.rae-lookup__result')).toHaveTextContent(/Julianastraat 30, 2012 ES Haarlem/u),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
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
    // And the form it posts, whole (issue 52): what the page says to send to the server.
    const posted = onOrder.mock.calls[0]?.[1] as unknown;
    expect(posted).toBeInstanceOf(FormData);
    expect(Object.fromEntries(posted as FormData)).toMatchObject({
      name: 'Anna de Vries',
      country: 'NL',
      postcode: '2012ES',
      houseNumber: '30',
      street: 'Julianastraat',
      city: 'Haarlem',
      addressStatus: 'validated',
    });
  });

  it('react-hook-form: the same rule holds in Belgium, and "Start again" clears the element', async () => {
    const onOrder = vi.fn();
    const { user } = renderWithAddress(<CheckoutForm onOrder={onOrder} />, client());
    await user.type(textbox('Full name'), 'Jan Peeters');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    // Nothing chosen yet: the error goes to the first step still to choose, which gets the focus.
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(combobox('Postcode or town')).toHaveFocus());
    expect(combobox('Postcode or town')).toHaveAttribute('aria-invalid', 'true');
    expect(combobox('Postcode or town')).toHaveAccessibleDescription(
      /Check the address, or enter it without checking\./u,
    );
    expect(onOrder).not.toHaveBeenCalled();
    await user.click(combobox('Postcode or town'));
    await user.keyboard('Wilr');
    await user.click(await screen.findByRole('option', { name: '2610 Wilrijk' }));
    await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
    await user.click(combobox('Street'));
    await user.keyboard('Europa');
    await user.click(await screen.findByRole('option', { name: 'Europalaan, postcode 2610' }));
    await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
    await user.click(combobox('House number'));
    await user.keyboard('12');
    await user.click(await screen.findByRole('option', { name: '12, verified' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    expect(onOrder.mock.calls[0]?.[0]).toMatchObject({
      address: { country: 'BE', houseNumber: '12', status: 'validated' },
    });
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NL'));
    expect(textbox('Postcode')).toHaveValue('');
  });
});
