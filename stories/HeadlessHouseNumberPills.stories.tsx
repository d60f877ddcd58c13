import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PillHouseNumberPicker } from './headless/PillHouseNumberPicker.tsx';

/**
 * `useHouseNumberCombobox` with markup of the shop's own: wrapping pills with the status as a text badge. The hook
 * brings the behaviour; the component renders the prop getters and the state (`suggestions`, `resultText`,
 * `postcode`, `announcement`). See `stories/headless/PillHouseNumberPicker.tsx`.
 */
const meta = {
  title: 'Examples/Headless pills',
  component: PillHouseNumberPicker,
  args: { municipalityNisCode: 11002, streetId: 824, postcode: 2610 },
} satisfies Meta<typeof PillHouseNumberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pills of `36 bus`, the third highlighted: the open list as a person sees it. */
export const Pills: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'House number' });
    await userEvent.type(input, '36 bus');
    await canvas.findByRole('option', { name: '36 bus 1, verified' }, { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('listbox')).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getAllByRole('option')[2]?.id);
  },
};

/** Type `36 bus`, move to the second pill with the keyboard and choose it with Enter. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'House number' });
    await userEvent.type(input, '36 bus');
    await expect(await canvas.findByRole('option', { name: '36 bus 1, verified' }, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = canvasElement.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const chosen = highlighted?.querySelector('span')?.textContent ?? '';
    await expect(chosen).toMatch(/^36 bus \d+$/u);
    await userEvent.keyboard('{Enter}');

    await expect(input).toHaveValue(chosen);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(`${chosen}, postcode 2610: verified.`, { selector: 'p' })).toBeVisible();
    // The live region said the choice; the result line describes the field again from its next focus (a focused
    // field's description does not change under the shopper: a real screen reader would say it twice).
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(`${chosen}, postcode 2610: verified.`);
    await expect(canvasElement.querySelector('input[name="postcode"]')).toHaveValue('2610');
  },
};

/** Typing exactly a verified number selects it; an edit takes the choice back, and the hidden postcode empties. */
export const TypedChoiceAndEdit: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'House number' });
    const postcode = () => canvasElement.querySelector('input[name="postcode"]');
    await userEvent.type(input, '36 bus 1');
    await expect(await canvas.findByText('36 bus 1, postcode 2610: verified.', {}, { timeout: 3000 })).toBeVisible();
    await expect(postcode()).toHaveValue('2610');
    await userEvent.type(input, '{Backspace}');
    await expect(postcode()).toHaveValue('');
    await expect(canvas.queryByText(/: verified\.$/u)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('listbox')).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  },
};
