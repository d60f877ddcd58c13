import { screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ExactAddressLookup, HouseNumberCombobox, type DutchAddress } from '../../src/index.ts';
import { setupReferenceServer } from '../support/msw.ts';
import { renderWithAddress } from '../support/render-address.tsx';

const { client } = setupReferenceServer();

interface BelgianForm { houseNumber: string; postcode: string }

/** A checkout step as a shop would write it: the combobox under a Controller, the postcode field filled from it. */
function BelgianCheckout({ onSubmit }: { onSubmit: (values: BelgianForm) => void }) {
  const { control, register, setValue, handleSubmit, formState: { errors } } = useForm<BelgianForm>({ defaultValues: { houseNumber: '', postcode: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Controller
        name="houseNumber"
        control={control}
        rules={{ required: 'Choose a house number' }}
        render={({ field }) => (
          <HouseNumberCombobox
            country="BE" municipalityNisCode={11002} streetId={824} postcode={2610}
            inputValue={field.value}
            onInputValueChange={field.onChange}
            onPostcodeChange={(postcode) => setValue('postcode', postcode ?? '', { shouldValidate: true })}
          />
        )}
      />
      {errors.houseNumber ? <p role="alert">{errors.houseNumber.message}</p> : null}
      <label>Postcode <input {...register('postcode', { required: true })} /></label>
      <button type="submit">Continue</button>
    </form>
  );
}

interface DutchForm { postcode: string; address: DutchAddress | null }

function DutchCheckout({ onSubmit }: { onSubmit: (values: DutchForm) => void }) {
  const { control, handleSubmit, formState: { errors } } = useForm<DutchForm>({ defaultValues: { postcode: '', address: null } });
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
  it('validates the house number and submits it with the postcode taken over', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithAddress(<BelgianCheckout onSubmit={onSubmit} />, client());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a house number');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: 'House number' }), '36');
    await user.click(await screen.findByRole('option', { name: '36 bus 2, verified' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2610');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ houseNumber: '36 bus 2', postcode: '2610' }, expect.anything()));
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ postcode: '2012ES' }) as unknown }), expect.anything(),
    ));
  });
});
