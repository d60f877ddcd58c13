import type { Meta, StoryObj } from '@storybook/react-vite';
import { APARTMENT_BLOCK_STREET_ID } from 'react-address-entry/testing';
import { expect, fn, waitFor } from 'storybook/test';
import { HouseNumberForm } from './forms/HouseNumberForm.tsx';
import { delay, http } from 'msw';
import { API, serviceDown } from './story-network.ts';

/**
 * The keys, the ARIA and the form contract of the house-number field, in a plain `<form>` that shows what
 * `new FormData(form)` sends: Enter on an option chooses and never submits, unchosen text stops the submit (custom
 * validity), an edit empties the hidden postcode and status, Tab chooses nothing, Left/Right/Home/End move the caret.
 */
const meta = {
  title: 'Components/HouseNumberCombobox/Keys and forms',
  component: HouseNumberForm,
  args: {
    country: 'BE',
    municipalityNisCode: 11002,
    streetId: 824,
    postcode: 2610,
    onSelectedItemChange: fn(),
    onPostcodeChange: fn(),
  },
} satisfies Meta<typeof HouseNumberForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'House number' });
const posted = (canvas: Canvas) => canvas.getByRole('status', { name: 'Posted' });
/** What the form would send now, whether or not it may. */
const formData = (canvas: Canvas) => new FormData(canvas.getByRole<HTMLFormElement>('form', { name: 'Delivery' }));

/** Types `text` and waits until the options answer it (none stale). */
async function typeAndWait(
  canvas: Canvas,
  userEvent: { type: (e: Element, t: string) => Promise<void> },
  text: string,
  option: string,
) {
  await userEvent.type(field(canvas), text);
  await canvas.findByRole('option', { name: option }, { timeout: 3000 });
  await waitFor(() => expect(canvas.getByRole('listbox')).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
}

/** The option that `aria-activedescendant` points at, or `null`. */
const highlighted = (input: HTMLElement) =>
  input.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '');

/** Enter on a highlighted option chooses it and does not submit; the next Enter, with nothing highlighted, does. */
export const EnterChoosesAndNeverSubmits: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 1, verified');
    await userEvent.keyboard('{ArrowDown}');
    const option = highlighted(field(canvas));
    await expect(option).toHaveAccessibleName(/^36 bus \d+, verified$/u);
    const chosen = (option?.getAttribute('aria-label') ?? '').replace(', verified', '');
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas)).toHaveValue(chosen);
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(posted(canvas)).toHaveTextContent('Nothing sent yet.');
    await expect(canvas.getByText(`${chosen}, postcode 2610: verified.`, { selector: 'p' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(posted(canvas)).toHaveTextContent(
      `Sent: houseNumber=${chosen}; postcode=2610; addressStatus=validated; houseNumberParts=number=36&box=${chosen.replace('36 bus ', '')}; notes=`,
    );
  },
};

/** Enter with text that is not a chosen number is the form's, and the field's validity stops it. */
export const EnterWithUnchosenTextDoesNotSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 1, verified');
    await expect(field(canvas)).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas)).toBeInvalid();
    await expect((field(canvas) as HTMLInputElement).validationMessage).toBe('Choose a house number from the list.');
    await expect(field(canvas)).toHaveFocus();
    await expect(posted(canvas)).toHaveTextContent('Nothing sent yet.');
  },
};

/** Typing exactly a verified number selects it once its answer is in: the form may then send it. */
export const TypedExactNumberSelects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '36 BUS 1');
    await expect(
      await canvas.findByText('36 bus 1, postcode 2610: verified.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(args.onPostcodeChange).toHaveBeenLastCalledWith('2610');
    await expect(field(canvas)).toBeValid();
    await expect(formData(canvas).get('addressStatus')).toBe('validated');
  },
};

/** A chosen number, edited: the postcode and status fields empty at once, and the submit stops at the field. */
export const ChooseThenEditPostsNoPostcode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '36');
    await userEvent.click(await canvas.findByRole('option', { name: '36 bus 2, verified' }, { timeout: 3000 }));
    await expect(formData(canvas).get('postcode')).toBe('2610');
    await userEvent.type(field(canvas), '{Backspace}');
    await expect(formData(canvas).get('houseNumber')).toBe('36 bus ');
    await expect(formData(canvas).get('postcode')).toBe('');
    await expect(formData(canvas).get('addressStatus')).toBe('');
    await expect(args.onSelectedItemChange).toHaveBeenLastCalledWith(null);
    await expect(args.onPostcodeChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(field(canvas)).toBeInvalid();
    await expect(posted(canvas)).toHaveTextContent('Nothing sent yet.');
  },
};

/** Tab from the scrolled list of 1000 boxes moves on to the next field (the list is out of the Tab order). */
export const TabFromTheScrolledListMovesOn: Story = {
  args: { streetId: APARTMENT_BLOCK_STREET_ID, postcode: 2018, validation: 'strict' },
  play: async ({ canvas, userEvent }) => {
    await typeAndWait(canvas, userEvent, '100', '100 bus 1, verified');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const listbox = canvas.getByRole('listbox');
    listbox.scrollTop = listbox.scrollHeight / 2;
    await expect(listbox).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Delivery notes' })).toHaveFocus();
    await expect(field(canvas)).toHaveValue('100');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(formData(canvas).get('addressStatus')).toBe('');
  },
};

/** Left, Right, Home and End move the caret in the text and take the highlight off the options. */
export const CaretKeysLeaveTheOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 1, verified');
    const input = field(canvas) as HTMLInputElement;
    for (const [key, caret] of [
      ['{ArrowLeft}', 5],
      ['{Home}', 0],
      ['{ArrowRight}', 1],
      ['{End}', 6],
    ] as const) {
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard(key);
      await expect(input).not.toHaveAttribute('aria-activedescendant');
      await expect(input).toHaveValue('36 bus');
      await expect(input.selectionStart).toBe(caret);
    }
  },
};

/** Escape closes the open list; Down opens it again and Up moves; Escape on the closed list clears the field. */
export const EscapeTwiceClears: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 1, verified');
    await userEvent.keyboard('{Escape}');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(canvas)).toHaveValue('36 bus');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'true');
    const first = highlighted(field(canvas));
    await expect(first).toBe(canvas.getAllByRole('option')[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(highlighted(field(canvas))).toBe(first);
    await userEvent.keyboard('{Escape}');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(field(canvas)).toHaveValue('');
  },
};

/** An IME that is composing owns Enter: it never chooses the highlighted option. */
export const CompositionNeverChooses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 1, verified');
    await userEvent.keyboard('{ArrowDown}');
    const input = field(canvas);
    const option = highlighted(input);
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
    );
    await expect(input).toHaveValue('36 bus');
    await expect(highlighted(input)).toBe(option);
    await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('36 bus');
  },
};

/** No option for the text: the list is not shown and the field is not expanded. */
export const NotExpandedOverAnEmptyList: Story = {
  args: { validation: 'strict' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '99');
    await expect(
      await canvas.findByText('No house number found. Check the number.', { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The service is down: the typed number is the one option, "use as typed"; chosen, the form sends it as unverified. */
export const UnverifiedWhenTheServiceIsDown: Story = {
  beforeEach({ msw }) {
    msw.use(serviceDown);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '36 bus 4');
    await expect(
      await canvas.findByRole('option', { name: '36 bus 4, use as typed, not verified' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(field(canvas)).toBeInvalid();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      canvas.getByText('36 bus 4, postcode 2610: use as typed, not verified.', { selector: 'p' }),
    ).toBeVisible();
    await expect(posted(canvas)).toHaveTextContent('Nothing sent yet.');
    await userEvent.keyboard('{Enter}');
    await expect(posted(canvas)).toHaveTextContent(
      'Sent: houseNumber=36 bus 4; postcode=2610; addressStatus=unverified; houseNumberParts=; notes=',
    );
  },
};

/** The answer for `36 bus 1` never comes; every other text is answered. */
const neverAnswer36Bus1 = http.get(`${API}/be/v1/autocomplete/house-number/*`, async ({ request }) => {
  if (decodeURIComponent(new URL(request.url).pathname).endsWith('/36 bus 1')) await delay('infinite');
  // Nothing returned: the reference API's handler answers.
});

/** While the answer for new text loads, the older text's options are marked stale and cannot be chosen. */
export const StaleOptionsCannotBeChosen: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer36Bus1);
  },
  play: async ({ canvas, userEvent, args }) => {
    await typeAndWait(canvas, userEvent, '36 bus', '36 bus 2, verified');
    await userEvent.type(field(canvas), ' 1');
    await waitFor(() => expect(canvas.getByRole('listbox')).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    const stale = canvas.getByRole('option', { name: '36 bus 2, verified' });
    await expect(stale).toHaveAttribute('data-stale');
    await userEvent.click(stale);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field(canvas)).toHaveValue('36 bus 1');
    await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
    await expect(formData(canvas).get('addressStatus')).toBe('');
    await expect(posted(canvas)).toHaveTextContent('Nothing sent yet.');
  },
};
