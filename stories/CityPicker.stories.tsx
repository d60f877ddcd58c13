import type { Meta, StoryObj } from '@storybook/react-vite';
import { CityPicker } from 'react-address-entry';
import { provinceFallbackCandidates } from 'react-address-entry/address';
import { expect, fn } from 'storybook/test';

/**
 * A choice among suffixed city names for a city name that is not unique. `ExactAddressLookup` shows it on a 409;
 * it stands alone too.
 */
const meta = {
  title: 'Components/CityPicker',
  component: CityPicker,
  args: { candidates: ['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst'], onCityChange: fn() },
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Candidates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('group', { name: 'There is more than one Hengelo. Which one do you mean?' }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCityChange).toHaveBeenCalledWith('Hengelo gem. Bronckhorst');
  },
};

/** What the picker offers when the 409 named no candidate that could be read: the twelve provinces. */
export const ProvinceFallback: Story = {
  args: { candidates: provinceFallbackCandidates('Bergen') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Bergen, Limburg' }));
    await expect(args.onCityChange).toHaveBeenCalledWith('Bergen LB');
  },
};
