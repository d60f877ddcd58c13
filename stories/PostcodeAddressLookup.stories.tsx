import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostcodeAddressLookup } from 'react-address-entry';
import { expect, fn, waitFor } from 'storybook/test';
import { neverAnswer, serviceDown } from './story-network.ts';

/**
 * Dutch address entry the way Dutch shoppers know it: postcode and house number (and an addition), the street and
 * city filled in from the answer and shown as text. The same form contract as `ExactAddressLookup`.
 */
const meta = {
  title: 'Components/PostcodeAddressLookup',
  component: PostcodeAddressLookup,
  args: { onAddressChange: fn(), onValueChange: fn(), legend: 'Shipping address', autoCompleteSection: 'shipping' },
} satisfies Meta<typeof PostcodeAddressLookup>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const resultSays = async (canvas: Canvas, text: string | RegExp) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text), { timeout: 4000 });
const houseNumber = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'House number' });

/** Nothing typed yet: postcode, house number and addition. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shipping address' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Street' })).toBeNull();
  },
};

/** Typed by a person in lower case with a space: found, with street and city shown as text. */
export const Found: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012 es');
    await userEvent.type(houseNumber(canvas), '30');
    await userEvent.tab();
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    await expect(canvas.getByRole('group', { name: 'Street and city found' })).toHaveTextContent(
      /Julianastraat.*Haarlem/u,
    );
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2012 ES');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ postcode: '2012ES', street: 'Julianastraat' }),
    );
  },
};

/** Prefilled (an address book, or browser autofill): looked up at once. */
export const Prefilled: Story = {
  args: { defaultValue: { postcode: '2717BA', houseNumber: '1' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'César Franckrode 1, 2717 BA Zoetermeer');
  },
};

/** While the check runs, the result line says so and the house number stops the form. */
export const Checking: Story = {
  args: { defaultValue: { postcode: '2012 ES', houseNumber: '30' } },
  beforeEach({ msw }) {
    msw.use(neverAnswer);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Checking the address…')).toBeVisible();
    await expect(houseNumber(canvas)).toBeInvalid();
  },
};

/** 7514 BP 129 (Lasondersingel, Enschede) exists without addition and as 129 A: the choice is required. */
export const ChooseAddition: Story = {
  args: { defaultValue: { postcode: '7514 BP', houseNumber: '129' } },
  play: async ({ canvas, userEvent }) => {
    await resultSays(canvas, 'Which house number do you mean?');
    await expect(houseNumber(canvas)).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: '129 A' }));
    await expect(canvas.getByRole('textbox', { name: 'Addition' })).toHaveValue('A');
    await resultSays(canvas, 'Lasondersingel 129 A, 7514 BP Enschede');
  },
};

/** A typed addition that does not exist stays visible, marked unknown, next to the ones that do. */
export const AdditionNotFound: Story = {
  args: { defaultValue: { postcode: '7514 BP', houseNumber: '129', houseNumberAddition: 'B' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'Which house number do you mean?');
    await expect(canvas.getByText('129 B (unknown addition)')).toBeVisible();
  },
};

/** A PO box: the box number typed is the one posted. */
export const PoBox: Story = {
  args: { defaultValue: { postcode: '3500 AB', houseNumber: '1234' } },
  play: async ({ canvas, args }) => {
    await resultSays(canvas, 'PO box, 3500 AB Utrecht');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: 1234 }));
  },
};

/** `allowPoBox={false}`: refused with a clear message, and a native submit stops at the house number. */
export const PoBoxRefused: Story = {
  args: { allowPoBox: false, defaultValue: { postcode: '3500 AB', houseNumber: '1234' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'Sorry, we cannot ship to a PO box address.');
    await expect(houseNumber(canvas)).toBeInvalid();
  },
};

export const NotFound: Story = {
  args: { defaultValue: { postcode: '2012 ES', houseNumber: '31' } },
  play: async ({ canvas }) => {
    await resultSays(canvas, 'Address not found.');
    await expect(canvas.getByRole('button', { name: 'Enter the address without checking' })).toBeVisible();
  },
};

/** A postcode that is never issued (SA, SD, SS) is refused at its field, with the text kept and nothing sent. */
export const PostcodeNeverIssued: Story = {
  args: { defaultValue: { postcode: '1234 SA', houseNumber: '5' } },
  play: async ({ canvas }) => {
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveAccessibleDescription(
      'Postcode 1234 SA does not exist: no Dutch postcode ends in SA, SD or SS.',
    );
    await expect(postcode).toBeInvalid();
    await expect(postcode).toHaveValue('1234 SA');
  },
};

/** The service is down: every text stays, and the way on is offered within 3 s. */
export const ServiceDown: Story = {
  args: { defaultValue: { postcode: '2012 ES', houseNumber: '30', houseNumberAddition: 'B' } },
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas }) => {
    await resultSays(canvas, /The address check is unavailable/u);
    await expect(canvas.getByRole('textbox', { name: 'Addition' })).toHaveValue('B');
    await expect(canvas.getByRole('button', { name: 'Enter the address without checking' })).toBeVisible();
  },
};

/** Going on without the check: street and city become fields to fill, focus in the first; posted as unverified. */
export const EnteredWithoutChecking: Story = {
  args: { required: true, defaultValue: { postcode: '2012 ES', houseNumber: '30' } },
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Enter the address without checking' }, { timeout: 4000 }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), 'Julianastraat');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Haarlem');
    await resultSays(canvas, 'Entered without checking.');
    await expect(houseNumber(canvas)).toBeValid();
  },
};

/** A form library's error on the house number: marked invalid and described. */
export const FormLibraryError: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your shipping address.' },
  play: async ({ canvas }) => {
    await expect(houseNumber(canvas)).toHaveAccessibleDescription('Enter your shipping address.');
  },
};

/** The form is reset (its reset button): the fields empty again, nothing confirmed posted, no result line. */
export const ResetWithTheForm: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <PostcodeAddressLookup {...args} />
      <button type="reset">Start again</button>
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012 es');
    await userEvent.type(houseNumber(canvas), '30');
    await userEvent.tab();
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    await expect(new FormData(form).get('addressStatus')).toBe('validated');
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(Object.fromEntries(new FormData(form))).toEqual({
        postcode: '',
        houseNumber: '',
        houseNumberAddition: '',
        street: '',
        city: '',
        addressStatus: '',
        addressToken: '',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
    await expect(canvas.queryByRole('group', { name: 'Street and city found' })).toBeNull();
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(null);
  },
};

/** React 19's `<form action>` resets the form after its action: the lookup goes back to empty with it. */
export const ResetAfterFormAction: Story = {
  render: (args) => (
    <form
      action={async () => {
        await Promise.resolve();
      }}
    >
      <PostcodeAddressLookup {...args} />
      <button type="submit">Place order</button>
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012ES');
    await userEvent.type(houseNumber(canvas), '30');
    await userEvent.tab();
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(new FormData(form).get('addressStatus')).toBe(''));
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      postcode: '',
      houseNumber: '',
      houseNumberAddition: '',
      street: '',
      city: '',
      addressStatus: '',
      addressToken: '',
    });
    await expect(houseNumber(canvas)).toHaveValue('');
  },
};

/** `form.reset()` from the shop's own code does the same as a reset button. */
export const ResetByScript: Story = {
  render: (args) => (
    <form>
      <PostcodeAddressLookup {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '2012ES');
    await userEvent.type(houseNumber(canvas), '30');
    await userEvent.tab();
    await resultSays(canvas, 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland');
    form.reset();
    await waitFor(() =>
      expect(Object.fromEntries(new FormData(form))).toEqual({
        postcode: '',
        houseNumber: '',
        houseNumberAddition: '',
        street: '',
        city: '',
        addressStatus: '',
        addressToken: '',
      }),
    );
    await expect(canvas.queryByRole('group', { name: 'Street and city found' })).toBeNull();
  },
};
