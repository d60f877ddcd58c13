import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/*
 * Issue 63: the focus goes to the field that is wrong, in every country's fields and every step, under
 * react-hook-form (the element's `ref`, on submit with `shouldFocusError` and by `setFocus`) and in a native form (each
 * field's own validity: the browser focuses the first field it refuses, which these tests read from `validity`).
 */

const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

/** An order form on react-hook-form whose one rule is `isAddressEntryComplete`, without the browser's validation. */
function AddressForm() {
  const { control, handleSubmit, setFocus } = useForm<{ address: AddressEntryValue | null }>({
    defaultValues: { address: null },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <Controller
        control={control}
        name="address"
        rules={{ validate: (address) => isAddressEntryComplete(address) || 'Complete the address.' }}
        render={({ field, fieldState }) => (
          <AddressEntry
            legend="Shipping address"
            required
            countries={['NL', 'BE', 'DE', 'US']}
            ref={field.ref}
            {...(field.value === null ? {} : { value: field.value })}
            onValueChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Place order</button>
      <button type="button" onClick={() => setFocus('address')}>
        Back to the address
      </button>
    </form>
  );
}

/** The first field of the form the browser refuses on submit, in the form's order: the one it focuses. */
const firstRefused = () =>
  [...(document.querySelector('form') as HTMLFormElement).elements].find(
    (field) => (field as HTMLInputElement).willValidate && !(field as HTMLInputElement).validity.valid,
  );

/** Submits (react-hook-form's error focuses the element's ref) and checks that it focused `field`, as a browser would. */
async function expectSubmitFocuses(user: UserEvent, field: () => HTMLElement) {
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(field()).toHaveFocus());
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription(/Complete the address\./u);
  expect(firstRefused()).toBe(field());
}

/** `setFocus('address')` (a form library's own call, with no error to show) reaches `field`, the first refused. */
async function expectSetFocusReaches(user: UserEvent, field: () => HTMLElement) {
  await user.click(screen.getByRole('button', { name: 'Back to the address' }));
  expect(field()).toHaveFocus();
  expect(firstRefused()).toBe(field());
}

describe('AddressEntry: the focus goes to the field that is wrong (issue 63)', () => {
  it('the Netherlands by postcode: the postcode while it is empty or cannot exist, the house number once it is not found', async () => {
    const { user } = renderWithAddress(<AddressForm />, client());
    await expectSubmitFocuses(user, () => textbox('Postcode'));
    await user.type(textbox('House number'), '30');
    await expectSubmitFocuses(user, () => textbox('Postcode'));
    // A postcode with the letters SA, SD or SS never issued: its own validity, before the house number's.
    await user.clear(textbox('Postcode'));
    await user.type(textbox('Postcode'), '2012SS');
    await expectSubmitFocuses(user, () => textbox('Postcode'));
    expect(textbox('House number')).not.toHaveAttribute('aria-invalid');
    await user.clear(textbox('Postcode'));
    await user.type(textbox('Postcode'), '2012ES');
    await user.clear(textbox('House number'));
    await user.type(textbox('House number'), '9999');
    await user.tab();
    await screen.findByRole('button', { name: 'Enter the address without checking' });
    await expectSubmitFocuses(user, () => textbox('House number'));
    expect(textbox('Postcode')).not.toHaveAttribute('aria-invalid');
    // Going on without the check: the street and city to type, the first of them empty is what needs the shopper.
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    await user.type(textbox('City'), 'Haarlem');
    await expectSetFocusReaches(user, () => textbox('Street'));
  }, 20_000);

  it('the Netherlands by city and street: the city, then the street, each while it is empty', async () => {
    const { user } = renderWithAddress(<AddressForm />, client());
    await user.click(screen.getByRole('button', { name: 'Look up by city and street' }));
    await expectSubmitFocuses(user, () => textbox('City'));
    await user.type(textbox('City'), 'Haarlem');
    await expectSubmitFocuses(user, () => textbox('Street'));
  }, 15_000);

  it('Germany: the postal area typed but not chosen, then the street; Belgium without the check: the first field to fill', async () => {
    const { user } = renderWithAddress(<AddressForm />, client());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    await user.type(combobox('Postcode or town'), 'Dresd');
    await screen.findAllByRole('option');
    await expectSubmitFocuses(user, () => combobox('Postcode or town'));
    await user.click(combobox('Postcode or town'));
    await user.click(await screen.findByRole('option', { name: /^01219 Dresden/u }));
    await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
    await expectSubmitFocuses(user, () => combobox('Street'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    await user.type(textbox('Postcode'), '2610');
    await user.type(textbox('City'), 'Wilrijk');
    await expectSetFocusReaches(user, () => textbox('Street'));
  }, 20_000);

  it('another country: the list of its regions when that is what is missing', async () => {
    const { user } = renderWithAddress(<AddressForm />, client());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '1600 Amphitheatre Pkwy');
    await user.type(textbox('City'), 'Mountain View');
    await user.type(textbox('ZIP code'), '94043');
    await expectSubmitFocuses(user, () => screen.getByRole('combobox', { name: 'State' }));
  }, 15_000);
});
