import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExactAddressLookup } from 'react-address-entry';
import { expect, fn, waitFor } from 'storybook/test';
import { neverAnswer, serviceDown, unreadableConflict } from './story-network.ts';

/**
 * Dutch address entry: city, street, house number and addition, checked once they are valid. The result line says
 * in words what was found; choices still needed (addition, city) appear below it.
 */
const meta = {
  title: 'Components/ExactAddressLookup',
  component: ExactAddressLookup,
  args: { onAddressChange: fn(), onValueChange: fn(), legend: 'Shipping address', autoCompleteSection: 'shipping' },
} satisfies Meta<typeof ExactAddressLookup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const resultSays = async (canvas: Canvas, text: string | RegExp) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text), { timeout: 4000 });

/** Typed by a person; the postcode goes to the form through `onAddressChange`. */
export const Found: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Haarlem');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), 'Julianastraat');
    await userEvent.type(canvas.getByRole('textbox', { name: 'House number' }), '30');
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ postcode: '2012ES' }));
  },
};

/** Names match without case and diacritics; the answer carries the official name. */
export const DiacriticsInsensitiveMatch: Story = {
  args: { defaultValue: { city: 'ZOETERMEER', street: 'cesar franckrode', houseNumber: '1' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'César Franckrode 1, 2717 BA Zoetermeer');
  },
};

/** Lasondersingel 129 exists without addition and as 129 A; B does not. */
export const AdditionNotFound: Story = {
  args: { defaultValue: { city: 'Enschede', street: 'Lasondersingel', houseNumber: '129', houseNumberAddition: 'B' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'Which house number do you mean?');
    await expect(canvas.getByText('129 B (unknown addition)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '129 A' }));
    await resultSays(canvas, 'Lasondersingel 129 A, 7514 BP Enschede');
  },
};

/** Hengelo lies in two municipalities: the service answers 409 and the picker asks which. */
export const CityNotUnique: Story = {
  args: { defaultValue: { city: 'Hengelo', street: 'Kerkstraat', houseNumber: '1' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'There is more than one Hengelo. Which one do you mean?');
    await userEvent.click(canvas.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' }));
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Hengelo gem. Bronckhorst');
    await resultSays(canvas, 'Kerkstraat 1, 7255 BA Hengelo, Gelderland');
  },
};

/** A 409 whose text names no candidate: the picker offers the twelve provinces. */
export const CityNotUniqueUnreadable: Story = {
  args: { defaultValue: { city: 'Bergen', street: 'Dorpsstraat', houseNumber: '2' } },
  beforeEach({ msw }) {
    msw.use(unreadableConflict);
  },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'There is more than one Bergen.');
    await expect(canvas.getAllByRole('button', { name: /^Bergen, / })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Bergen, Limburg' }));
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Bergen LB');
  },
};

export const PoBoxAllowed: Story = {
  args: { defaultValue: { city: 'Utrecht', street: 'Postbus', houseNumber: '1234' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'PO box, 3500 AB Utrecht');
  },
};

/** `allowPoBox={false}`: refused with a clear message, and a native submit stops at the street. */
export const PoBoxRefused: Story = {
  args: { allowPoBox: false, defaultValue: { city: 'Utrecht', street: 'Postbus', houseNumber: '1234' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'Sorry, we cannot ship to a PO box address.');
    await expect(canvas.getByRole('textbox', { name: 'House number' })).toBeInvalid();
  },
};

export const NotFound: Story = {
  args: { defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '31' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'Address not found.');
    await expect(canvas.getByRole('button', { name: 'Enter the address without checking' })).toBeVisible();
  },
};

/** The service is down: the typed values stay and a postcode field lets the order go on. */
export const ServiceDown: Story = {
  args: { defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' } },
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, /The address check is unavailable/u);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012 ES');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Haarlem');
  },
};

/** While the check runs, the result line says so and the house number stops the form: "Wait for the address check." */
export const Checking: Story = {
  args: { defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' } },
  beforeEach({ msw }) {
    msw.use(neverAnswer);
  },
  play: async ({ canvas }) => {
    // The live region waits for the outcome; the result line says it now.
    await expect(await canvas.findByText('Checking the address…')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'House number' })).toBeInvalid();
  },
};

/** Lasondersingel 129 exists without addition and as 129 A: with none typed, the choice is required. */
export const ChooseAddition: Story = {
  args: { defaultValue: { city: 'Enschede', street: 'Lasondersingel', houseNumber: '129' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'Which house number do you mean?');
    const choice = canvas.getByRole('group', { name: 'Which house number do you mean?' });
    await expect(choice).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'House number' })).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: '129' }));
    await resultSays(canvas, 'Lasondersingel 129, 7514 BP Enschede');
    await expect(canvas.getByRole('textbox', { name: 'House number' })).toBeValid();
  },
};

/**
 * A postcode typed while the check was down differs from the one found later: it stays, and the person chooses
 * between the two.
 */
export const ChoosePostcode: Story = {
  args: { defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '30', postcode: '2011 AA' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'You typed postcode 2011 AA; the address check found 2012 ES. Which one is right?');
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2011 AA');
    await userEvent.click(canvas.getByRole('button', { name: 'Use 2012 ES' }));
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem');
  },
};

/** Going on without the check is the person's choice: posted as unverified, focus in the postcode to fill. */
export const EnteredWithoutChecking: Story = {
  args: { defaultValue: { city: 'Haarlem', street: 'Julianastraat', houseNumber: '31' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'Address not found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the address without checking' }));
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
    await resultSays(canvas, 'Entered without checking.');
    await expect(canvas.getByRole('textbox', { name: 'House number' })).toBeValid();
  },
};
