import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreetCombobox, type StreetComboboxProps } from 'react-address-entry';
import { expect, fn, waitFor } from 'storybook/test';
import { neverAnswer, serviceDown } from './story-network.ts';

/** The stories show a Belgian area. */
type BelgianStreetProps = Extract<StreetComboboxProps, { country: 'BE' }>;

/**
 * The second step of a whole Belgian or German address, alone: the streets of a chosen postal area (here Wilrijk,
 * NIS code 11002, postcode 2610). Each option shows the street's postcode, the one the house number asks with.
 */
const meta = {
  title: 'Components/Address fields/StreetCombobox',
  component: StreetCombobox,
  args: { country: 'BE', municipalityNisCode: 11002, postcode: 2610, onSelectedItemChange: fn() },
} satisfies Meta<BelgianStreetProps>;

export default meta;
type Story = StoryObj<BelgianStreetProps>;

/** Waiting for a street name. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Street' })).toBeEnabled();
  },
};

/** `Euro` finds Europalaan; choosing it states the street and its postcode. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Euro');
    await userEvent.click(await canvas.findByRole('option', { name: 'Europalaan, postcode 2610' }, { timeout: 3000 }));
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ streetId: 824, postcode: 2610 }),
    );
    await expect(canvas.getByText('Europalaan, postcode 2610: chosen.', { selector: 'p' })).toBeVisible();
  },
};

/** The whole municipality (no postcode): a street over two postcodes comes once per postcode. */
export const WholeMunicipality: Story = {
  args: { postcode: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Boomse');
    await expect(
      await canvas.findByRole('option', { name: 'Boomsesteenweg, postcode 2020' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Boomsesteenweg, postcode 2610' })).toBeVisible();
  },
};

/** No street of the area matches. */
export const NoStreets: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Rue de la');
    await expect(
      await canvas.findByText(
        'No street found here. Check the street or the postal area.',
        { selector: 'p' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** No postal area yet: the field waits (out of the Tab order, asking nothing; a browser may still fill it) and says what comes first. */
export const WaitingForPostalArea: Story = {
  args: { municipalityNisCode: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Choose the postcode or town first.')).toBeVisible();
  },
};

/** The answer is on its way. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Euro');
    await waitFor(() => expect(canvas.getByText('Searching streets…')).toBeVisible());
  },
};

/** The service is down: the text stays, and the field says the search is unavailable. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Euro');
    await expect(
      await canvas.findByText(
        'The street search is unavailable. Try again in a moment.',
        { selector: 'p' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};
