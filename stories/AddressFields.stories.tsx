import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressFields, type AddressFieldsProps } from 'react-address-entry';
import { expect, fn, waitFor } from 'storybook/test';
import { serviceDown } from './story-network.ts';

/**
 * A whole Belgian or German address from what a shopper knows: postal area, then street, then house number. Each
 * choice unlocks the next step; changing an earlier step clears the later ones.
 */
const meta = {
  title: 'Components/Address fields/AddressFields',
  component: AddressFields,
  args: { country: 'BE', legend: 'Shipping address', required: true, onAddressChange: fn() },
  argTypes: { country: { control: 'inline-radio', options: ['BE', 'DE'] } },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <AddressFields {...args} />
    </form>
  ),
} satisfies Meta<AddressFieldsProps>;

export default meta;
type Story = StoryObj<AddressFieldsProps>;

/** Nothing chosen: street and house number wait. */
export const Belgian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shipping address' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Street' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('combobox', { name: 'House number' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A whole Belgian address with the keyboard only: type, Down, Enter, Tab to the next step. */
export const BelgianWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const steps: [string, string, string][] = [
      ['Postcode or town', 'Wilr', '2610 Wilrijk'],
      ['Street', 'Europa', 'Europalaan, postcode 2610'],
      ['House number', '12', '12, verified'],
    ];
    for (const [label, text, option] of steps) {
      const input = canvas.getByRole('combobox', { name: label });
      await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'));
      if (label === 'Postcode or town') await userEvent.click(input);
      else await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard(text);
      await canvas.findByRole('option', { name: option }, { timeout: 3000 });
      await userEvent.keyboard('{ArrowDown}{Enter}');
    }
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ postcode: '2610', city: 'Antwerpen', street: 'Europalaan', houseNumber: '12' }),
      ),
    );
  },
};

/** Germany: Köln, a street over two postcodes, and the house number's own postcode. */
export const German: Story = {
  args: { country: 'DE' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode or town' }), '50676');
    await userEvent.click(await canvas.findByRole('option', { name: '50676 Altstadt-Süd' }, { timeout: 3000 }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Street' }), 'Sever');
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Severinstr., postcode 50676' }, { timeout: 3000 }),
    );
    await userEvent.type(canvas.getByRole('combobox', { name: 'House number' }), '205');
    await userEvent.click(
      await canvas.findByRole('option', { name: '205, verified, postcode 50678' }, { timeout: 3000 }),
    );
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ country: 'DE', postcode: '50678', cityId: 5315000 }),
      ),
    );
  },
};

/** A prefilled address is looked up again on mount, and each step is selected once the service confirms it. */
export const Prefilled: Story = {
  args: { defaultValue: { postcode: '2610', city: 'Wilrijk', street: 'Europalaan', houseNumber: '12' } },
  play: async ({ canvas, args }) => {
    await waitFor(
      () =>
        expect(args.onAddressChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ streetId: 824, houseNumber: '12' }),
        ),
      { timeout: 3000 },
    );
    await expect(canvas.getByText('12, postcode 2610: verified.')).toBeVisible();
  },
};

/** A prefilled street that the postal area does not have: it stays as typed, unchosen, and says so. */
export const PrefilledNotFound: Story = {
  args: { defaultValue: { postcode: '2610', city: 'Wilrijk', street: 'Nowhere Street', houseNumber: '12' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No street found here. Check the street or the postal area.',
        { selector: 'p' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'House number' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The service is down: the postal-area search says so, and the person goes on without the check (posted unverified). */
export const EnteredWithoutChecking: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode or town' }), '2610');
    await waitFor(
      () =>
        expect(
          canvas.getByText(/^The postcode search is unavailable/u, {
            selector: '.rae-combobox[data-state="unavailable"] p',
          }),
        ).toBeVisible(),
      { timeout: 4000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the address without checking' }));
    // The postcode typed into the search is kept: the city is the first field to fill.
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2610');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await userEvent.keyboard('Wilrijk');
    await expect(canvas.getByText('Entered without checking.')).toBeVisible();
  },
};

/** The form is reset (its reset button): every step empty again, nothing chosen, nothing confirmed posted. */
export const ResetWithTheForm: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <AddressFields {...args} />
      <button type="reset">Start again</button>
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    const steps: [field: string, text: string, option: string][] = [
      ['Postcode or town', '2610', '2610 Wilrijk'],
      ['Street', 'Europa', 'Europalaan, postcode 2610'],
      ['House number', '12', '12, verified'],
    ];
    for (const [field, text, option] of steps) {
      const box = canvas.getByRole('combobox', { name: field });
      await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
      await userEvent.type(box, text);
      await userEvent.click(await canvas.findByRole('option', { name: option }, { timeout: 4000 }));
    }
    await waitFor(() => expect(new FormData(form).get('addressStatus')).toBe('validated'));
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(Object.fromEntries(new FormData(form))).toEqual({
        postcode: '',
        city: '',
        street: '',
        houseNumber: '',
        houseNumberParts: '',
        addressStatus: '',
        addressToken: '',
      }),
    );
    await expect(canvas.getByRole('combobox', { name: 'Postcode or town' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'House number' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(null);
  },
};
