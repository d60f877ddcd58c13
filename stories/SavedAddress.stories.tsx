import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressFields, ExactAddressLookup, PostcodeAddressLookup } from 'react-address-entry';
import { expect, waitFor } from 'storybook/test';
import { fillLikeTheBrowser } from './saved-address-fill.ts';

/**
 * A saved address from the browser's autofill: one pick fills several fields at once, without keys, and the
 * component resolves them in order to a confirmed address (Belgium and Germany: postal area by postcode, street by
 * name, house number exactly; the Netherlands: one lookup at once). A step that is not sure stops with its list shown.
 */
const meta = {
  title: 'Examples/Saved address (autofill)',
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const combobox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('combobox', { name });
const textbox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('textbox', { name });
const posted = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;
const form = (children: React.ReactNode) => <form onSubmit={(event) => event.preventDefault()}>{children}</form>;

/** Belgium: "Europalaan 12, 2610 Wilrijk" fills postcode, street and number; each step is chosen, and said once. */
export const Belgian: Story = {
  render: () => form(<AddressFields country="BE" legend="Shipping address" required />),
  play: async ({ canvas, canvasElement }) => {
    fillLikeTheBrowser([
      [combobox(canvas, 'Postcode or town'), '2610'],
      [combobox(canvas, 'Street'), 'Europalaan'],
      [combobox(canvas, 'House number'), '12'],
    ]);
    await waitFor(() => expect(posted(canvasElement, 'addressStatus')).toBe('validated'), { timeout: 4000 });
    await expect(combobox(canvas, 'Postcode or town')).toHaveValue('2610 Wilrijk');
    await waitFor(() =>
      expect(canvas.getByText('Address filled and verified: Europalaan 12, 2610 Antwerpen.')).toBeInTheDocument(),
    );
  },
};

/** Germany: a one-line street ("Severinstr. 205") with the number field empty is split, then resolved. */
export const GermanStreetLine: Story = {
  render: () => form(<AddressFields country="DE" legend="Lieferadresse" required />),
  play: async ({ canvas, canvasElement }) => {
    fillLikeTheBrowser([
      [combobox(canvas, 'Postcode or town'), '50678'],
      [combobox(canvas, 'Street'), 'Severinstr. 205'],
    ]);
    await waitFor(() => expect(posted(canvasElement, 'postcode')).toBe('50678'), { timeout: 4000 });
    // The street step takes the line apart once its own answer is in, after the postal area's.
    await waitFor(() => expect(combobox(canvas, 'Street')).toHaveValue('Severinstr.'), { timeout: 4000 });
    await expect(combobox(canvas, 'House number')).toHaveValue('205');
  },
};

/** A postcode two places share: the fill stops at the postal area with its list shown; street and number wait, kept. */
export const AmbiguousPostcode: Story = {
  render: () => form(<AddressFields country="DE" legend="Shipping address" required />),
  play: async ({ canvas }) => {
    fillLikeTheBrowser([
      [combobox(canvas, 'Postcode or town'), '01465'],
      [combobox(canvas, 'Street'), 'Dresdner Str.'],
      [combobox(canvas, 'House number'), '7'],
    ]);
    await expect(
      await canvas.findByRole('option', { name: '01465 Liegau-Augustusbad' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(combobox(canvas, 'Street')).toHaveValue('Dresdner Str.');
    await expect(combobox(canvas, 'Street')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The Netherlands, postcode and number: looked up at once, not after the typing pause. */
export const DutchPostcode: Story = {
  render: () => form(<PostcodeAddressLookup legend="Shipping address" required />),
  play: async ({ canvas, canvasElement }) => {
    fillLikeTheBrowser([
      [textbox(canvas, 'Postcode'), '2012 ES'],
      [textbox(canvas, 'House number'), '30'],
    ]);
    await waitFor(() => expect(posted(canvasElement, 'addressStatus')).toBe('validated'), { timeout: 4000 });
    await expect(canvas.getByRole('group', { name: 'Shipping address' })).toHaveTextContent(
      'Julianastraat 30, 2012 ES Haarlem',
    );
  },
};

/** The Netherlands, city and street: the saved street line "Julianastraat 30" gives the number too. */
export const DutchCityAndStreet: Story = {
  render: () => form(<ExactAddressLookup legend="Shipping address" required />),
  play: async ({ canvas, canvasElement }) => {
    fillLikeTheBrowser([
      [textbox(canvas, 'City'), 'Haarlem'],
      [textbox(canvas, 'Street'), 'Julianastraat 30'],
    ]);
    await waitFor(() => expect(posted(canvasElement, 'addressStatus')).toBe('validated'), { timeout: 4000 });
    await expect(textbox(canvas, 'House number')).toHaveValue('30');
  },
};
