import type { Meta, StoryObj } from '@storybook/react-vite';
import { HouseNumberCombobox } from 'react-address-entry';
import type { BelgianHouseNumberComboboxProps } from 'react-address-entry/types';
import { expect, fn, waitFor } from 'storybook/test';
import { neverAnswer, serviceDown } from './story-network.ts';

const europalaan = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;

/**
 * The house-number field of a Belgian or German street. Type a number: each option says its status in words;
 * an incomplete one (`36`) opens its boxes; choosing a complete one hands over its postcode.
 */
const meta = {
  title: 'Components/HouseNumberCombobox',
  component: HouseNumberCombobox,
  args: { ...europalaan, onSelectedItemChange: fn(), onPostcodeChange: fn() },
  argTypes: {
    validation: { control: 'select', options: ['strict', 'street', 'number', 'none'] },
    language: { control: 'select', options: ['nl', 'fr', 'de'] },
  },
} satisfies Meta<BelgianHouseNumberComboboxProps>;

export default meta;
/** Most stories show a Belgian street; the German one renders its variant itself. */
type Story = StoryObj<BelgianHouseNumberComboboxProps>;
const field = (canvas: { getByRole: (role: 'combobox') => HTMLElement }) => canvas.getByRole('combobox');

/** Belgium, Europalaan in Antwerpen (street id 824, postcode 2610). */
export const Belgian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'House number' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Germany, Eugen-Bracht-Str. in Dresden (street id 1817, postcode 01219). */
export const German: Story = {
  render: ({ onSelectedItemChange, onPostcodeChange }) => (
    <HouseNumberCombobox
      country="DE"
      cityId={14612000}
      streetId={1817}
      postcode="01219"
      {...(onPostcodeChange === undefined ? {} : { onPostcodeChange })}
      onSelectedItemChange={(suggestion) => {
        // The Belgian-typed spy records the German suggestion as it is.
        (onSelectedItemChange as ((s: unknown) => void) | undefined)?.(suggestion);
      }}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '36');
    await userEvent.click(
      await canvas.findByRole('option', { name: '36-2, verified, postcode 01217' }, { timeout: 3000 }),
    );
    await expect(args.onPostcodeChange).toHaveBeenCalledWith('01217');
  },
};

export const TypingAPartialNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '3');
    await expect(
      await canvas.findByRole('option', { name: '36, needs a bis or box number' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('option', { name: '31, verified' })).toHaveAttribute('data-status', 'validated');
  },
};

/** Choosing `36`, which exists only with boxes, shows its boxes; choosing `36 bus 1` hands over postcode 2610. */
export const IncompleteDrillDown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '3');
    await userEvent.click(
      await canvas.findByRole('option', { name: '36, needs a bis or box number' }, { timeout: 3000 }),
    );
    await expect(field(canvas)).toHaveValue('36');
    await userEvent.click(await canvas.findByRole('option', { name: '36 bus 1, verified' }, { timeout: 3000 }));
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '36 bus 1', status: 'validated' }),
    );
    await expect(args.onPostcodeChange).toHaveBeenCalledWith('2610');
  },
};

/** `strict`: text that matches nothing is never offered. */
export const UnknownInputStrict: Story = {
  args: { validation: 'strict' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '37');
    await expect(
      await canvas.findByText('No house number found. Check the number.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** `number`: offered when its number part is known (36 is, 37 is not). */
export const UnknownInputNumber: Story = {
  args: { validation: 'number' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '36 bus 99');
    await expect(
      await canvas.findByRole('option', { name: '36 bus 99, unknown, not verified' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** `street`: offered only in a street without known numbers (Rue Nouvelle, Bruxelles). */
export const UnknownInputStreet: Story = {
  args: { validation: 'street', municipalityNisCode: 21004, streetId: 9001, postcode: 1000, language: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '5');
    await expect(
      await canvas.findByRole('option', { name: '5, unknown, not verified' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** `none`: always offered when it is not exactly a known address. */
export const UnknownInputNone: Story = {
  args: { validation: 'none' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '37');
    await userEvent.click(await canvas.findByRole('option', { name: '37, unknown, not verified' }, { timeout: 3000 }));
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '37', status: 'unknown', postcode: 2610 }),
    );
  },
};

/** Boomsesteenweg spans two postcodes: 212 lies in 2020, not in the street's 2610. */
export const PostcodeDiffersFromTheStreet: Story = {
  args: { streetId: 1207 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '212');
    await userEvent.click(
      await canvas.findByRole('option', { name: '212, verified, postcode 2020' }, { timeout: 3000 }),
    );
    await expect(args.onPostcodeChange).toHaveBeenCalledWith('2020');
  },
};

/**
 * An apartment block: number 100 has 1000 boxes, all reachable by keyboard and by scrolling. A list this long renders
 * the options in view and a margin; each rendered option says its place in the whole list ("57 of 1000"). Up from
 * the field reaches the last box; Home and End move the caret.
 */
export const ApartmentBlockWith1000Boxes: Story = {
  args: { streetId: 7301, postcode: 2018, validation: 'strict' },
  play: async ({ canvas, userEvent, args }) => {
    const input = field(canvas);
    await userEvent.type(input, '100');
    const first = await canvas.findByRole('option', { name: '100 bus 1, verified' }, { timeout: 5000 });
    await expect(first).toHaveAttribute('aria-setsize', '1000');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(canvas.getAllByRole('option').length).toBeLessThan(100);

    // Up from the field highlights the last box; Home and End belong to the text (the caret) and take the highlight off.
    await userEvent.keyboard('{ArrowUp}');
    const highlighted = () => canvasElement(input).getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(highlighted()).toHaveAttribute('aria-posinset', '1000'));
    await expect(highlighted()).toHaveAccessibleName('100 bus 1000, verified');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(highlighted()).toHaveAttribute('aria-posinset', '998');
    await userEvent.keyboard('{Home}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toHaveAttribute('aria-posinset', '1'));

    // Scrolling half way, away from the highlighted first option, shows the options there, at their place.
    const listbox = canvas.getByRole('listbox');
    listbox.scrollTop = (listbox.scrollHeight - listbox.clientHeight) / 2;
    await waitFor(async () => {
      const inView = canvas.getAllByRole('option').filter((option) => {
        const box = option.getBoundingClientRect();
        const view = listbox.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      });
      const places = inView.map((option) => Number(option.getAttribute('aria-posinset')));
      await expect(places.length).toBeGreaterThan(4);
      await expect(Math.min(...places)).toBeGreaterThan(450);
      await expect(Math.max(...places)).toBeLessThan(550);
    });
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '100 bus 1000' }),
    );
  },
};

/** The document an element is in (the story's own, in Storybook's iframe). */
const canvasElement = (element: HTMLElement): Document => element.ownerDocument;

/** The answer never comes. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '1');
    await expect(
      await canvas.findByText('Searching house numbers…', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { validation: 'strict' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '99');
    await expect(
      await canvas.findByText('No house number found. Check the number.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The service is down: the typed number stays and the field says the check is unavailable. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '36 bus 4');
    await expect(
      await canvas.findByText(/house number check is unavailable: choose/u, { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(field(canvas)).toHaveValue('36 bus 4');
  },
};

/** With the service down, the person goes on with the typed number, marked not verified. */
export const ManualEntry: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '36 bus 4');
    await userEvent.click(
      await canvas.findByRole('option', { name: '36 bus 4, use as typed, not verified' }, { timeout: 3000 }),
    );
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ houseNumber: '36 bus 4', status: 'unknown' }),
    );
    await expect(args.onPostcodeChange).toHaveBeenCalledWith('2610');
    await expect(
      canvas.getByText('36 bus 4, postcode 2610: use as typed, not verified.', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** A French-speaking street (Liège): boxes written with `bte`, bis numbers with a slash. */
export const FrenchSpeakingStreet: Story = {
  args: { municipalityNisCode: 62063, streetId: 5410, postcode: 4000, language: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Numéro' }), '6/3');
    await expect(await canvas.findByRole('option', { name: '6/3 bte 0101, vérifié' }, { timeout: 3000 })).toBeVisible();
  },
};
