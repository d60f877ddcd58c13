import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
    const inShipping = (name: string) => shipping.querySelector<HTMLInputElement>(`input[name="shipping${name}"]`);
    await userEvent.type(inShipping('City') as HTMLInputElement, 'Haarlem');
    await userEvent.type(inShipping('Street') as HTMLInputElement, 'Julianastraat');
    await userEvent.type(inShipping('HouseNumber') as HTMLInputElement, '30');
    await waitFor(() => expect(shipping.querySelector('[role="status"]')).toHaveTextContent('2012 ES Haarlem'), { timeout: 4000 });

    await userEvent.type(canvas.getByRole('combobox', { name: 'House number' }), '36');
    await userEvent.click(await canvas.findByRole('option', { name: '36 bus 2, verified' }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));

    const output = await canvas.findByRole('status', { name: 'Submitted values' }, { timeout: 3000 });
    await expect(output).toHaveTextContent('"postcode": "2012ES"');
    await expect(output).toHaveTextContent('"houseNumber": "36 bus 2"');
    await expect(output).toHaveTextContent('"postcode": "2610"');
  },
};
