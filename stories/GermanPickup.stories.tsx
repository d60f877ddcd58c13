import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressEntry, AddressFields, type AddressFieldsProps } from 'react-address-entry';
import { dhlPickup } from 'react-address-entry/pickup';
import { expect, fn, waitFor } from 'storybook/test';

/**
 * A German address with `germanPickup={dhlPickup}` (`react-address-entry/pickup`): it starts with "Deliver to: an
 * address / a Packstation / a post office" (native radios: the arrow keys move the choice). A pickup takes the postal area (looked up and chosen, as in a
 * street address), the station's number and the DHL Postnummer, and the form posts it in DHL's own layout: street
 * `Packstation` or `Postfiliale`, the station's number as the house number, `postNumber` and `deliveryTo`.
 */
const meta = {
  title: 'Components/Address fields/DHL Packstation and Postfiliale',
  component: AddressFields,
  args: { country: 'DE', legend: 'Shipping address', required: true, onAddressChange: fn() },
  // The pickup's code is passed as it is, not as an arg: nothing of it is a control.
  render: (args) => (
    <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
      <AddressFields {...args} germanPickup={dhlPickup} />
    </form>
  ),
} satisfies Meta<AddressFieldsProps>;

export default meta;
type Story = StoryObj<AddressFieldsProps>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const radio = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('radio', { name });
const textbox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (canvas: Canvas, name: string) => canvas.getByRole<HTMLInputElement>('combobox', { name });
/** What the form would post now, field by field. */
const posted = (canvas: Canvas) =>
  Object.fromEntries(new FormData(canvas.getByRole<HTMLFormElement>('form', { name: 'Checkout' })));

/** The postal area by keys from its focused field: type, Down to the option, Enter. */
async function chooseArea(
  canvas: Canvas,
  userEvent: UserEvent,
  typed: string,
  option: string,
  field = 'Postcode or town',
) {
  await expect(combobox(canvas, field)).toHaveFocus();
  await userEvent.keyboard(typed);
  await canvas.findByRole('option', { name: option }, { timeout: 4000 });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(combobox(canvas, field)).toHaveValue(option));
}

/** A Packstation by clicks: the choice, the postal area 10117 Mitte, then `number` and `postNumber` typed. */
async function enterPackstation(canvas: Canvas, userEvent: UserEvent, number: string, postNumber: string) {
  await userEvent.click(radio(canvas, 'A Packstation'));
  await userEvent.click(combobox(canvas, 'Postcode or town'));
  await chooseArea(canvas, userEvent, '10117', '10117 Mitte');
  await userEvent.type(textbox(canvas, 'Packstation number'), number);
  await userEvent.type(textbox(canvas, 'Postnummer'), postNumber);
}

/**
 * By keys alone: Tab to the choice, Right arrow to "A Packstation", Tab to the postal area (10117, Down, Enter), Tab
 * to the station's number and the Postnummer. The shop gets the pickup; the form posts DHL's layout.
 */
export const PackstationByKeys: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Deliver to' })).toBeVisible();
    await expect(radio(canvas, 'An address')).toBeChecked();
    await userEvent.tab();
    await expect(radio(canvas, 'An address')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio(canvas, 'A Packstation')).toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: 'Street' })).toBeNull();
    await userEvent.tab();
    await chooseArea(canvas, userEvent, '10117', '10117 Mitte');
    await userEvent.tab();
    await expect(textbox(canvas, 'Packstation number')).toHaveFocus();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await expect(textbox(canvas, 'Postnummer')).toHaveFocus();
    await expect(textbox(canvas, 'Postnummer')).toHaveAccessibleDescription(
      'Your DHL customer number: 6 to 10 digits.',
    );
    await userEvent.keyboard('12345678');
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith({
        country: 'DE',
        postcode: '10117',
        city: 'Berlin',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberParts: { number: 123 },
        status: 'validated',
        cityId: 11000000,
        pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
      }),
    );
    await expect(posted(canvas)).toEqual({
      postcode: '10117',
      city: 'Berlin',
      street: 'Packstation',
      houseNumber: '123',
      houseNumberParts: 'number=123',
      addressStatus: 'validated',
      addressToken: '',
      postNumber: '12345678',
      deliveryTo: 'packstation',
    });
  },
};

/** A post office (401–999): the Postnummer is optional there, and the form posts it empty. */
export const PostfilialeWithoutPostnummer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(radio(canvas, 'A post office'));
    await userEvent.click(combobox(canvas, 'Postcode or town'));
    await chooseArea(canvas, userEvent, '50667', '50667 Altstadt-Nord');
    await userEvent.type(textbox(canvas, 'Post office number'), '456');
    await expect(textbox(canvas, 'Postnummer (optional)')).not.toBeRequired();
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          country: 'DE',
          postcode: '50667',
          city: 'Köln',
          street: 'Postfiliale',
          houseNumber: '456',
          status: 'validated',
          pickup: { kind: 'postfiliale', number: 456 },
        }),
      ),
    );
    await expect(posted(canvas)).toMatchObject({
      postcode: '50667',
      city: 'Köln',
      street: 'Postfiliale',
      houseNumber: '456',
      addressStatus: 'validated',
      postNumber: '',
      deliveryTo: 'postfiliale',
    });
  },
};

/**
 * What is wrong, in words, once a field is left: a Packstation's number out of its range, a Postnummer with a letter.
 * What was typed stays; the shop gets no address and the form posts no status.
 */
export const ErrorsInWords: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await enterPackstation(canvas, userEvent, '42', '12a45');
    await userEvent.tab();
    await expect(textbox(canvas, 'Packstation number')).toHaveAccessibleDescription(
      'A Packstation’s number is a number from 100 to 999.',
    );
    await expect(textbox(canvas, 'Packstation number')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(canvas, 'Postnummer')).toHaveAccessibleDescription(
      'A Postnummer has 6 to 10 digits and nothing else. Your DHL customer number: 6 to 10 digits.',
    );
    await expect(textbox(canvas, 'Packstation number')).toHaveValue('42');
    await expect(textbox(canvas, 'Postnummer')).toHaveValue('12a45');
    await expect(posted(canvas)).toMatchObject({
      street: 'Packstation',
      houseNumber: '42',
      postNumber: '12a45',
      addressStatus: '',
      deliveryTo: 'packstation',
    });
    await expect(args.onAddressChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ pickup: expect.anything() as unknown }),
    );
  },
};

/**
 * DHL's own placeholder Postnummer, 7654321: well-formed, but it fails the check digit shop modules use. A warning
 * under the field, never a refusal (DHL publishes no check digit): the pickup is handed over and posted.
 */
export const CheckDigitWarning: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await enterPackstation(canvas, userEvent, '123', '7654321');
    await expect(canvas.getByText('Check your Postnummer; it is on your DHL customer card.')).toBeVisible();
    await expect(textbox(canvas, 'Postnummer')).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(args.onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          pickup: { kind: 'packstation', number: 123, postNumber: '7654321' },
        }),
      ),
    );
    await expect(posted(canvas)).toMatchObject({
      postNumber: '7654321',
      addressStatus: 'validated',
      deliveryTo: 'packstation',
    });
  },
};

/**
 * A saved address whose street line is `Packstation 123` (an address book, a browser's autofill): it starts as that
 * pickup, not as a street, and only its postal area is looked up again.
 */
export const SavedPackstation: Story = {
  args: { defaultValue: { postcode: '10117', city: 'Berlin', street: 'Packstation 123', postNumber: '12345678' } },
  play: async ({ canvas, args }) => {
    await expect(radio(canvas, 'A Packstation')).toBeChecked();
    await expect(textbox(canvas, 'Packstation number')).toHaveValue('123');
    await expect(textbox(canvas, 'Postnummer')).toHaveValue('12345678');
    await waitFor(
      () =>
        expect(args.onAddressChange).toHaveBeenLastCalledWith(
          expect.objectContaining({
            postcode: '10117',
            city: 'Berlin',
            pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
          }),
        ),
      { timeout: 4000 },
    );
    await expect(combobox(canvas, 'Postcode or town')).toHaveValue('10117 Mitte');
    await expect(posted(canvas)).toMatchObject({
      street: 'Packstation',
      houseNumber: '123',
      addressStatus: 'validated',
      deliveryTo: 'packstation',
    });
  },
};

/**
 * `AddressEntry` with `germanPickup`, in German (the toolbar's language, `locale={de}` in a shop): Germany chosen, a
 * Packstation, posted with the country.
 */
export const AddressEntryInGerman: Story = {
  globals: { locale: 'de' },
  render: () => (
    <form aria-label="Checkout" onSubmit={(event) => event.preventDefault()}>
      <AddressEntry legend="Lieferadresse" required germanPickup={dhlPickup} defaultCountry="DE" />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
    await expect(canvas.getByRole('group', { name: 'Liefern an' })).toBeVisible();
    await userEvent.click(radio(canvas, 'Eine Packstation'));
    await userEvent.click(combobox(canvas, 'PLZ oder Ort'));
    await chooseArea(canvas, userEvent, '10117', '10117 Mitte', 'PLZ oder Ort');
    await userEvent.type(textbox(canvas, 'Packstation-Nummer'), '123');
    await userEvent.type(textbox(canvas, 'Postnummer'), '12345678');
    await expect(textbox(canvas, 'Postnummer')).toHaveAccessibleDescription('Ihre DHL-Kundennummer: 6 bis 10 Ziffern.');
    await waitFor(() =>
      expect(posted(canvas)).toMatchObject({
        country: 'DE',
        postcode: '10117',
        city: 'Berlin',
        street: 'Packstation',
        houseNumber: '123',
        addressStatus: 'validated',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      }),
    );
  },
};
