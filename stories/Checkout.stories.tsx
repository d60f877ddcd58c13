import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CheckoutForm } from './checkout/CheckoutForm.tsx';

/**
 * A complete checkout step: shipping and billing addresses, each with its own country (NL, BE, DE), built from the
 * components and react-hook-form. Submit to see the values the form would send.
 */
const meta = {
  title: 'Examples/Checkout',
  component: CheckoutForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkout: Story = {};

/** A Dutch shipping address and a Belgian billing address, filled in and submitted. */
export const DutchShippingBelgianBilling: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Enter your name'));

    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Anna de Vries');
    const shipping = canvas.getByRole('group', { name: 'Shipping address' });
    // The fields by their labels (they post through hidden fields under the section's names).
    const inShipping = (name: string) => within(shipping).getByRole('textbox', { name });
    await userEvent.type(inShipping('City'), 'Haarlem');
    await userEvent.type(inShipping('Street'), 'Julianastraat');
    await userEvent.type(inShipping('House number'), '30');
    await waitFor(() => expect(shipping.querySelector('[role="status"]')).toHaveTextContent('2012 ES Haarlem'), {
      timeout: 4000,
    });

    await userEvent.type(canvas.getByRole('combobox', { name: 'House number' }), '36');
    await userEvent.click(await canvas.findByRole('option', { name: '36 bus 2, verified' }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));

    const output = await canvas.findByRole('status', { name: 'Submitted values' }, { timeout: 3000 });
    await expect(output).toHaveTextContent('"postcode": "2012ES"');
    await expect(output).toHaveTextContent('"houseNumber": "36 bus 2"');
    await expect(output).toHaveTextContent('"postcode": "2610"');
  },
};

/**
 * Submitted with problems: no name, no Dutch address, and a Belgian number that was chosen and then edited. The
 * problems show in one alert, and the billing field says what to do.
 */
export const SubmittedWithProblems: Story = {
  play: async ({ canvas, userEvent }) => {
    const houseNumber = canvas.getByRole('combobox', { name: 'House number' });
    await userEvent.type(houseNumber, '36');
    await userEvent.click(await canvas.findByRole('option', { name: '36 bus 2, verified' }, { timeout: 3000 }));
    await userEvent.type(houseNumber, '{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(3));
    await expect(alert).toHaveTextContent('Enter your name');
    await expect(alert).toHaveTextContent('Check the address first');
    await expect(alert).toHaveTextContent('Choose a house number from the list');
    await expect(houseNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(houseNumber).toHaveAccessibleDescription(/Choose a house number from the list/u);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvas.queryByRole('status', { name: 'Submitted values' })).toBeNull();
  },
};
