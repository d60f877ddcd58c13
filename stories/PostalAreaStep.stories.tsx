import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostalAreaCombobox } from 'react-address-entry';
import { expect, fn, waitFor } from 'storybook/test';
import { neverAnswer, serviceDown } from './story-network.ts';

/**
 * The first step of a whole Belgian or German address, alone: a postcode or the start of a town. Options read
 * `<postcode> <place>`, the place being the sub-municipality or district that matched.
 */
const meta = {
  title: 'Components/Address fields/PostalAreaCombobox',
  component: PostalAreaCombobox,
  args: { country: 'BE', onSelectedItemChange: fn() },
} satisfies Meta<typeof PostalAreaCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for a postcode or a town. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Postcode or town' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `Wilr` finds the sub-municipality Wilrijk of Antwerpen; choosing it states the choice under the field. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Wilr');
    await userEvent.click(await canvas.findByRole('option', { name: '2610 Wilrijk' }, { timeout: 3000 }));
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ municipalityNisCode: 11002, postcode: 2610 }),
    );
    await expect(canvas.getByText('2610 Wilrijk: chosen.', { selector: 'p' })).toBeVisible();
  },
};

/** A postcode prefix lists every postal area it starts. */
export const SeveralAreas: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), '26');
    await expect(await canvas.findByRole('option', { name: '2660 Hoboken' }, { timeout: 3000 })).toBeVisible();
  },
};

/** Germany: a district name finds its postcode in Dresden. */
export const German: Story = {
  args: { country: 'DE' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Strehl');
    await expect(await canvas.findByRole('option', { name: '01219 Strehlen' }, { timeout: 3000 })).toBeVisible();
  },
};

/** One letter is too short for the service: the field says so. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'A');
    await expect(
      await canvas.findByText('Too short: type more of the postcode or town.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Nothing matches. */
export const NoPostalArea: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Zzz');
    await expect(
      await canvas.findByText('No postcode or town found. Check what you typed.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The answer is on its way. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Antw');
    await waitFor(() => expect(canvas.getByText('Searching postal areas…')).toBeVisible());
  },
};

/** The service is down: the text stays, and the field says the search is unavailable. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Antw');
    await expect(
      await canvas.findByText(
        'The postcode search is unavailable. Try again in a moment.',
        { selector: 'p' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};
