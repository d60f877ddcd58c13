import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressFields,
  type AddressFieldsProps,
  type AddressFieldsValue,
  type AddressFieldsAddress,
} from '../../../src/index.ts';
import { dhlPickup } from '../../../src/pickup.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const area = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Postcode or town' });
const text = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const form = () => document.querySelector('form') as HTMLFormElement;
const announcements = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((said) => said !== '');

function renderFields(props: Partial<AddressFieldsProps> = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const onValueChange = vi.fn<(value: AddressFieldsValue) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressFields
        country="DE"
        legend="Shipping address"
        required
        germanPickup={dhlPickup}
        onAddressChange={onAddressChange}
        onValueChange={onValueChange}
        {...props}
      />
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, onValueChange, submit };
}

/** Chooses the first postal area offered for `typed`, by keys. */
async function chooseArea(user: ReturnType<typeof renderFields>['user'], typed: string, option: string) {
  await user.click(area());
  await user.keyboard(typed);
  await screen.findByRole('option', { name: option });
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(area()).toHaveValue(option));
}

describe('AddressFields with germanPickup: DHL Packstation and Postfiliale', () => {
  it('starts with a radio group “Deliver to”, an address chosen, moved by the arrow keys', async () => {
    const { user } = renderFields();
    const group = screen.getByRole('group', { name: 'Deliver to' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['address', 'packstation', 'postfiliale']);
    expect(radio('An address')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Street' })).toBeInTheDocument();
    await user.tab();
    expect(radio('An address')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('A Packstation')).toBeChecked();
    expect(radio('A Packstation')).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Street' })).toBeNull();
    expect(text('Packstation number')).toBeInTheDocument();
    expect(text('Postnummer')).toHaveAccessibleDescription('Your DHL customer number: 6 to 10 digits.');
    await user.keyboard('{ArrowRight}');
    expect(radio('A post office')).toBeChecked();
    expect(text('Post office number')).toBeInTheDocument();
    expect(text('Postnummer (optional)')).not.toBeRequired();
  });

  it('is off by default and in Belgium: no choice, nothing more posted', () => {
    renderFields({ germanPickup: false });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(new FormData(form()).has('deliveryTo')).toBe(false);
    expect(new FormData(form()).has('postNumber')).toBe(false);
  });

  it('offers the choice once the country becomes Germany, the pickup passed from the start (Belgium has none)', async () => {
    function Shop() {
      const [country, setCountry] = useState<'BE' | 'DE'>('BE');
      return (
        <form>
          <button type="button" onClick={() => setCountry('DE')}>
            Ship to Germany
          </button>
          <AddressFields country={country} legend="Shipping address" germanPickup={dhlPickup} />
        </form>
      );
    }
    const { user } = renderWithAddress(<Shop />, client());
    expect(screen.queryByRole('radio')).toBeNull();
    expect(new FormData(form()).has('deliveryTo')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ship to Germany' }));
    expect(radio('An address')).toBeChecked();
    expect(new FormData(form()).get('deliveryTo')).toBe('address');
    await user.click(radio('A Packstation'));
    expect(text('Packstation number')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Street' })).toBeNull();
    expect(new FormData(form()).get('deliveryTo')).toBe('packstation');
    expect(new FormData(form()).get('street')).toBe('Packstation');
  });

  it('posts a Packstation in DHL’s layout once its postal area is chosen and its fields are right', async () => {
    const { user, posted, onAddressChange, submit } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area']);
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
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
    submit();
    expect(posted).toEqual([
      {
        postcode: '10117',
        city: 'Berlin',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberParts: 'number=123',
        addressStatus: 'validated',
        addressToken: '',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      },
    ]);
    // Only the postal area was looked up: no street named "Packstation".
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area']);
  });

  it('says what is wrong in words once a field is left, keeps what was typed, and the form stops there', async () => {
    const { user, posted, onAddressChange, submit } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    await user.type(text('Packstation number'), '42');
    await user.type(text('Postnummer'), '12a45');
    expect(text('Packstation number')).toHaveAccessibleDescription(
      'A Packstation’s number is a number from 100 to 999.',
    );
    expect(text('Packstation number')).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(text('Postnummer')).toHaveAccessibleDescription(
      'A Postnummer has 6 to 10 digits and nothing else. Your DHL customer number: 6 to 10 digits.',
    );
    expect(text('Packstation number')).toHaveValue('42');
    expect(text('Postnummer')).toHaveValue('12a45');
    submit();
    expect(posted).toEqual([]);
    expect(text('Packstation number').validationMessage).toBe('A Packstation’s number is a number from 100 to 999.');
    expect(onAddressChange).not.toHaveBeenCalledWith(expect.objectContaining({ pickup: expect.anything() as unknown }));
  });

  it('says a whole pickup once the shopper leaves its fields, the station first and the Postnummer named', async () => {
    const { user } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    const pickupSaid = () => announcements().filter((said) => said.startsWith('Pickup'));
    // Typing passes through whole Postnummern (6, 7 digits): nothing is said until the field is left.
    expect(pickupSaid()).toEqual([]);
    await user.tab();
    expect(pickupSaid()).toEqual(['Pickup complete: Packstation 123, 10117 Berlin, Postnummer 12345678.']);
  });

  it('does not call an empty field wrong when Tab only passes through it', async () => {
    const { user } = renderFields();
    await user.click(radio('A Packstation'));
    await user.click(text('Postnummer'));
    await user.tab({ shift: true });
    expect(text('Postnummer')).not.toHaveAttribute('aria-invalid');
    expect(text('Postnummer')).toHaveAccessibleDescription('Your DHL customer number: 6 to 10 digits.');
  });

  it('requires the Postnummer at a Packstation, not at a post office (401 to 999)', async () => {
    const { user, posted, submit } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    await user.type(text('Packstation number'), '400');
    submit();
    expect(posted).toEqual([]);
    expect(text('Postnummer').validationMessage).toBe(
      'Enter your Postnummer: a Packstation hands parcels to its holder only.',
    );
    await user.click(radio('A post office'));
    expect(text('Post office number')).toHaveValue('400');
    await user.tab();
    expect(text('Post office number')).toHaveAccessibleDescription(
      'A post office’s number is a number from 401 to 999.',
    );
    await user.clear(text('Post office number'));
    await user.type(text('Post office number'), '456');
    submit();
    expect(posted).toEqual([
      expect.objectContaining({
        street: 'Postfiliale',
        houseNumber: '456',
        postNumber: '',
        deliveryTo: 'postfiliale',
        addressStatus: 'validated',
      }),
    ]);
  });

  it('warns of a Postnummer that fails the check digit, and lets it pass', async () => {
    const { user, posted, submit } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    await user.type(text('Packstation number'), '123');
    // DHL's own placeholder: well-formed, but its check digit fails.
    await user.type(text('Postnummer'), '7654321');
    expect(screen.getByText('Check your Postnummer; it is on your DHL customer card.')).toBeInTheDocument();
    expect(text('Postnummer')).not.toHaveAttribute('aria-invalid');
    submit();
    expect(posted).toEqual([expect.objectContaining({ postNumber: '7654321', addressStatus: 'validated' })]);
    await user.clear(text('Postnummer'));
    await user.type(text('Postnummer'), '12345678');
    expect(screen.queryByText('Check your Postnummer; it is on your DHL customer card.')).toBeNull();
  });

  it('asks for a postcode when the area chosen is a town as a whole', async () => {
    const { user, onAddressChange } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, 'Berlin', 'Berlin');
    expect(screen.getByText('Choose the station’s postcode from the list, not the whole town.')).toBeInTheDocument();
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    expect(onAddressChange).not.toHaveBeenCalledWith(expect.objectContaining({ pickup: expect.anything() as unknown }));
  });

  it('posts deliveryTo “address” and an empty Postnummer for a street address, and lets a pickup go when the choice goes back', async () => {
    const { user, onAddressChange, onValueChange } = renderFields();
    await user.click(radio('A Packstation'));
    await chooseArea(user, '10117', '10117 Mitte');
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ street: 'Packstation' })),
    );
    await user.click(radio('An address'));
    expect(onAddressChange).toHaveBeenLastCalledWith(null);
    expect(Object.fromEntries(new FormData(form()))).toMatchObject({
      deliveryTo: 'address',
      postNumber: '',
      addressStatus: '',
      postcode: '10117',
    });
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ deliveryTo: 'address', postNumber: '', status: '' }),
    );
    // The postal area stays; the street step is the next.
    expect(area()).toHaveValue('10117 Mitte');
    expect(screen.getByRole('combobox', { name: 'Street' })).not.toHaveAttribute('aria-disabled');
  });

  it('starts a saved address whose street line is “Packstation 123” as that pickup, and checks its postal area', async () => {
    const { onAddressChange } = renderFields({
      defaultValue: { postcode: '10117', city: 'Berlin', street: 'Packstation 123', postNumber: '12345678' },
    });
    expect(radio('A Packstation')).toBeChecked();
    expect(text('Packstation number')).toHaveValue('123');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          postcode: '10117',
          pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
        }),
      ),
    );
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area']);
  });

  it('takes a browser’s fill of “Packstation 123” in the street line as that pickup, not as a street', async () => {
    const { user } = renderFields();
    await user.click(radio('An address'));
    browserFill([
      [area(), '10117'],
      [screen.getByRole<HTMLInputElement>('combobox', { name: 'Street' }), 'Packstation 123'],
    ]);
    await waitFor(() => expect(radio('A Packstation')).toBeChecked());
    expect(text('Packstation number')).toHaveValue('123');
    await waitFor(() => expect(area()).toHaveValue('10117 Mitte'));
    await waitFor(() =>
      expect(announcements()).toEqual([
        'Address filled, not verified yet. Postnummer: Enter your Postnummer: a Packstation hands parcels to its holder only.',
      ]),
    );
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area']);
  });

  it('keeps the pickup fields when the shopper goes on without the check', async () => {
    const { user, posted, submit } = renderFields();
    await user.click(radio('A Packstation'));
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    await user.type(text('Postcode'), '10117');
    await user.type(text('City'), 'Berlin');
    expect(text('Packstation number')).toHaveValue('123');
    submit();
    expect(posted).toEqual([
      {
        postcode: '10117',
        city: 'Berlin',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberParts: '',
        addressStatus: 'unverified',
        addressToken: '',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      },
    ]);
  });
});
