import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from 'react-address-entry';
import { expect, waitFor } from 'storybook/test';

/** A native form: the browser's own validation stops the submit at the first field it refuses, and focuses it. */
function NativeCheckout() {
  return (
    <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
      <AddressEntry legend="Shipping address" required countries={['NL', 'BE', 'DE', 'FR']} />
      <button type="submit">Place order</button>
    </form>
  );
}

/** The same on react-hook-form (`noValidate`): the element's `ref`, which the form library focuses on an error. */
function LibraryCheckout() {
  const { control, handleSubmit } = useForm<{ address: AddressEntryValue | null }>({
    defaultValues: { address: null },
  });
  return (
    <form aria-label="Checkout" noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <Controller
        control={control}
        name="address"
        rules={{ validate: (address) => isAddressEntryComplete(address) || 'Check the address.' }}
        render={({ field, fieldState }) => (
          <AddressEntry
            legend="Shipping address"
            required
            countries={['NL', 'BE', 'DE', 'FR']}
            ref={field.ref}
            {...(field.value === null ? {} : { value: field.value })}
            onValueChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Place order</button>
    </form>
  );
}

/**
 * Where the focus goes when an order is placed with an address that is not complete: to the field that is wrong, in
 * a native form and under a form library alike. A Dutch postcode that does not fit, with a house number typed: the
 * postcode (not the house number). France's postal code that does not fit: the postal code (not the address line).
 * Belgium or Germany: the step still to choose.
 */
const meta = {
  title: 'Examples/The field that is wrong',
  component: NativeCheckout,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NativeCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Places the order by the button (the browser's validation, or react-hook-form's), and waits for `field` to have the focus. */
async function placeOrderFocuses(canvas: Canvas, userEvent: UserEvent, field: () => HTMLElement) {
  await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(field()).toHaveFocus());
}

/** The same steps in both forms: the Netherlands, France, Germany. */
async function focusEachWrongField(canvas: Canvas, userEvent: UserEvent) {
  const textbox = (name: string) => () => canvas.getByRole('textbox', { name });
  await userEvent.type(canvas.getByRole('textbox', { name: 'House number' }), '30');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012');
  await placeOrderFocuses(canvas, userEvent, textbox('Postcode'));

  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'France');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }, { timeout: 4000 }), '12 rue de la Paix');
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Paris');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Postal code' }), '7500');
  await placeOrderFocuses(canvas, userEvent, textbox('Postal code'));

  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Germany');
  const area = () => canvas.getByRole('combobox', { name: 'Postcode or town' });
  await placeOrderFocuses(canvas, userEvent, area);
  // The city typed for France came along as the postal area's text: the shopper types over it.
  await userEvent.clear(area());
  await userEvent.type(area(), 'Dresd');
  await userEvent.click(await canvas.findByRole('option', { name: /^01219 Dresden/u }, { timeout: 4000 }));
  const street = () => canvas.getByRole('combobox', { name: 'Street' });
  await waitFor(() => expect(street()).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
  await placeOrderFocuses(canvas, userEvent, street);
}

/** A native form: Chromium's own validation focuses the field that is wrong. */
export const NativeForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await focusEachWrongField(canvas, userEvent);
  },
};

/** react-hook-form (`noValidate`): its error focuses the element's `ref`, which is on the field that is wrong. */
export const ReactHookForm: Story = {
  render: () => <LibraryCheckout />,
  play: async ({ canvas, userEvent }) => {
    await focusEachWrongField(canvas, userEvent);
    await expect(canvas.getByRole('combobox', { name: 'Street' })).toHaveAccessibleDescription(/Check the address\./u);
  },
};
