import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ExactAddressLookup, type DutchAddress } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { BelgianAddressForm } from './recipes/belgian-address-form.tsx';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client } = setupReferenceServer();

interface DutchForm {
  postcode: string;
  address: DutchAddress | null;
}

function DutchCheckout({ onSubmit }: { onSubmit: (values: DutchForm) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DutchForm>({ defaultValues: { postcode: '', address: null } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Controller
        name="address"
        control={control}
        rules={{ validate: (address) => address !== null || 'Check the address first' }}
        render={({ field }) => <ExactAddressLookup debounceMs={0} onAddressChange={field.onChange} />}
      />
      {errors.address ? <p role="alert">{errors.address.message}</p> : null}
      <button type="submit">Continue</button>
    </form>
  );
}

describe('with react-hook-form', () => {
  it('tests the recipe exactly as the documentation site shows it (Forms / In a form)', () => {
    const readme = readFileSync(resolve(__dirname, '../../../docs/forms/in-a-form.mdx'), 'utf8');
    const recipe = readFileSync(resolve(__dirname, 'recipes/belgian-address-form.tsx'), 'utf8');
    const block = /```tsx\n(import \{ Controller, useForm \}[\s\S]*?)```/u.exec(readme)?.[1];
    const asInReadme = recipe
      .replace(/^\/\/.*\n/u, '')
      .replace(/'(?:\.\.\/)+src\/index\.ts'; \/\/ .*$/mu, "'react-address-entry';");
    expect(block).toBe(asInReadme);
  });

  it('runs the documented recipe: errors focus the field, blur marks it touched, the postcode is set, reset clears both', async () => {
    const onOrder = vi.fn();
    const { user } = renderWithAddress(<BelgianAddressForm onOrder={onOrder} />, client());
    const houseNumber = screen.getByRole('combobox', { name: 'House number' });
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(houseNumber).toHaveFocus());
    expect(houseNumber).toHaveAttribute('aria-invalid', 'true');
    expect(houseNumber).toHaveAccessibleDescription('Enter a house number.');
    expect(onOrder).not.toHaveBeenCalled();

    await user.type(houseNumber, '36');
    await user.click(await screen.findByRole('option', { name: '36 bus 2, verified' }));
    expect(postcode).toHaveValue('2610');
    expect(screen.getByText('House number untouched')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('House number touched')).toBeInTheDocument();

    // An edit takes the choice, and with it the postcode, away: the form refuses and focuses the field.
    await user.type(houseNumber, '{Backspace}');
    expect(postcode).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(houseNumber).toHaveFocus());
    expect(houseNumber.getAttribute('aria-describedby')).toContain(
      screen.getByText('Choose a house number from the list.').id,
    );

    await user.type(houseNumber, '2');
    await waitFor(() => expect(postcode).toHaveValue('2610'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onOrder).toHaveBeenCalledWith({ houseNumber: '36 bus 2', postcode: '2610' }, expect.anything()),
    );

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(houseNumber).toHaveValue('');
    expect(postcode).toHaveValue('');
    expect(houseNumber).not.toHaveAttribute('aria-invalid');
  });

  it('refuses to submit an unchecked Dutch address, then submits the address found', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithAddress(<DutchCheckout onSubmit={onSubmit} />, client());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the address first');

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Haarlem');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Julianastraat');
    await user.type(screen.getByRole('textbox', { name: 'House number' }), '30');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2012 ES'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ address: expect.objectContaining({ postcode: '2012ES' }) as unknown }),
        expect.anything(),
      ),
    );
  });
});
