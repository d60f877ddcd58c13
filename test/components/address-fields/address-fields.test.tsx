import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsProps, type AddressFieldsAddress } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const area = () => field('Postcode or town');
const street = () => field('Street');
const houseNumber = () => field('House number');
const form = () => document.querySelector('form') as HTMLFormElement;

function renderFields(props: Partial<AddressFieldsProps> = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressFields country="BE" legend="Shipping address" required onAddressChange={onAddressChange} {...props} />
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, submit };
}

/** Types into a step, waits for the option, and chooses it with the keyboard only. */
async function chooseWithKeys(
  user: ReturnType<typeof renderFields>['user'],
  input: HTMLInputElement,
  text: string,
  optionName: string | RegExp,
) {
  await user.click(input);
  await user.keyboard(text);
  const option = await screen.findByRole('option', { name: optionName });
  const options = screen.getAllByRole('option');
  for (let i = 0; i <= options.indexOf(option); i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('AddressFields: postal area, then street, then house number', () => {
  it('wraps the three steps in a fieldset with its legend; street and house number wait for the steps before them', () => {
    renderFields();
    expect(screen.getByRole('group', { name: 'Shipping address' })).toContainElement(area());
    expect(street()).toHaveAttribute('aria-disabled', 'true');
    expect(houseNumber()).toHaveAttribute('aria-disabled', 'true');
    expect(houseNumber()).toHaveAccessibleDescription('Choose the street first.');
  });

  it('enters a Belgian address with the keyboard only and posts postcode, city, street and house number', async () => {
    const { user, posted, onAddressChange, submit } = renderFields({ names: { postcode: 'zip', city: 'town' } });
    await user.tab();
    expect(area()).toHaveFocus();
    await user.keyboard('Wilr');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(area()).toHaveValue('2610 Wilrijk');
    await waitFor(() => expect(street()).not.toHaveAttribute('aria-disabled'));
    await user.tab();
    expect(street()).toHaveFocus();
    await user.keyboard('Euro');
    await screen.findByRole('option', { name: 'Europalaan, postcode 2610' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(houseNumber()).not.toHaveAttribute('aria-disabled'));
    await user.tab();
    expect(houseNumber()).toHaveFocus();
    await user.keyboard('12');
    await screen.findByRole('option', { name: '12, verified' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: { number: 12 },
        status: 'validated',
        streetId: 824,
        municipalityNisCode: 11002,
      }),
    );
    submit();
    expect(posted).toEqual([
      {
        zip: '2610',
        town: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: 'number=12',
        addressStatus: 'validated',
        addressToken: '',
      },
    ]);
  });

  it('narrows the street search to the chosen postal area, with its postcode', async () => {
    const { user } = renderFields();
    await chooseWithKeys(user, area(), '2610', '2610 Wilrijk');
    await waitFor(() => expect(street()).not.toHaveAttribute('aria-disabled'));
    await user.type(street(), 'Boomse');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveAccessibleName('Boomsesteenweg, postcode 2610');
    expect(routes.filter((r) => r.operation === 'be-street').at(-1)).toMatchObject({
      elements: { municipalityNisCode: '11002', postcode: '2610' },
    });
  });

  it('searches the whole municipality when the postal area has no postcode, a street over two postcodes once per postcode', async () => {
    const { user } = renderFields();
    await user.type(area(), 'Antwerpen');
    await waitFor(() => expect(street()).not.toHaveAttribute('aria-disabled'));
    expect(area()).toHaveValue('Antwerpen');
    await user.type(street(), 'Boomse');
    await screen.findByRole('option', { name: 'Boomsesteenweg, postcode 2020' });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
      'Boomsesteenweg, postcode 2020',
      'Boomsesteenweg, postcode 2610',
    ]);
    expect(routes.filter((r) => r.operation === 'be-street').at(-1)).toMatchObject({
      elements: { municipalityNisCode: '11002', postcode: '' },
    });
  });

  it('posts the chosen house number’s own postcode when the street spans two postcodes', async () => {
    const { user, posted, onAddressChange, submit } = renderFields();
    await chooseWithKeys(user, area(), '2610', '2610 Wilrijk');
    await chooseWithKeys(user, street(), 'Boomse', 'Boomsesteenweg, postcode 2610');
    await chooseWithKeys(user, houseNumber(), '212', '212, verified, postcode 2020');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ postcode: '2020', city: 'Antwerpen', street: 'Boomsesteenweg' }),
      ),
    );
    submit();
    expect(posted[0]).toMatchObject({
      postcode: '2020',
      city: 'Antwerpen',
      street: 'Boomsesteenweg',
      houseNumber: '212',
    });
  });

  it('clears the later steps when an earlier one changes, tells onAddressChange null, and stops the form', async () => {
    const { user, posted, onAddressChange, submit } = renderFields();
    await chooseWithKeys(user, area(), '2610', '2610 Wilrijk');
    await chooseWithKeys(user, street(), 'Euro', 'Europalaan, postcode 2610');
    await chooseWithKeys(user, houseNumber(), '12', '12, verified');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '12' })),
    );

    await user.click(area());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(onAddressChange).toHaveBeenLastCalledWith(null));
    expect(street()).toHaveValue('');
    expect(street()).toHaveAttribute('aria-disabled', 'true');
    expect(houseNumber()).toHaveValue('');
    expect(houseNumber()).toHaveAttribute('aria-disabled', 'true');
    submit();
    expect(posted).toEqual([]);
    expect(area().validationMessage).toBe('Choose a postcode or town from the list.');
  });

  it('clears the house number when the street changes', async () => {
    const { user, onAddressChange } = renderFields();
    await chooseWithKeys(user, area(), '2610', '2610 Wilrijk');
    await chooseWithKeys(user, street(), 'Euro', 'Europalaan, postcode 2610');
    await chooseWithKeys(user, houseNumber(), '12', '12, verified');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '12' })),
    );
    await user.clear(street());
    await waitFor(() => expect(onAddressChange).toHaveBeenLastCalledWith(null));
    expect(houseNumber()).toHaveValue('');
    expect(houseNumber()).toHaveAttribute('aria-disabled', 'true');
  });

  it('checks a prefilled address again on mount and selects each step the service confirms', async () => {
    const { posted, onAddressChange, submit } = renderFields({
      defaultValue: { postcode: '2610', city: 'Wilrijk', street: 'Europalaan', houseNumber: '12' },
    });
    expect(area()).toHaveValue('2610 Wilrijk');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ postcode: '2610', street: 'Europalaan', houseNumber: '12', streetId: 824 }),
      ),
    );
    expect(routes.map((r) => r.operation)).toEqual(['be-postal-area', 'be-street', 'be-house-number']);
    submit();
    expect(posted).toEqual([
      {
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '12',
        houseNumberParts: 'number=12',
        addressStatus: 'validated',
        addressToken: '',
      },
    ]);
  });

  it('splits a prefilled street line with the number in it, as a fill’s (an address book that keeps one line)', async () => {
    const { onAddressChange } = renderFields({
      defaultValue: { postcode: '2610', city: 'Wilrijk', street: 'Europalaan 36 bus 2' },
    });
    expect(street()).toHaveValue('Europalaan');
    expect(houseNumber()).toHaveValue('36 bus 2');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          street: 'Europalaan',
          houseNumber: '36 bus 2',
          houseNumberParts: { number: 36, box: '2' },
        }),
      ),
    );
  });

  it('selects nothing of a prefilled address the service does not confirm, and keeps its text', async () => {
    const { onAddressChange, posted, submit } = renderFields({
      defaultValue: { postcode: '2610', city: 'Wilrijk', street: 'Nowhere Street', houseNumber: '12' },
    });
    await waitFor(() => expect(street()).not.toHaveAttribute('aria-disabled'));
    await screen.findByText('No street found here. Check the street or the postal area.', { selector: 'p' });
    expect(street()).toHaveValue('Nowhere Street');
    expect(houseNumber()).toHaveAttribute('aria-disabled', 'true');
    expect(onAddressChange).not.toHaveBeenCalled();
    submit();
    expect(posted).toEqual([]);
    expect(street().validationMessage).toBe('No street found here. Check the street or the postal area.');
  });

  it('enters a German address through a district and its postcode', async () => {
    const { user, posted, onAddressChange, submit } = renderFields({ country: 'DE' });
    await chooseWithKeys(user, area(), 'Strehl', '01219 Strehlen');
    await chooseWithKeys(user, street(), 'Eugen', 'Eugen-Bracht-Str., postcode 01219');
    await chooseWithKeys(user, houseNumber(), '31', '31, verified, postcode 01217');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
        country: 'DE',
        postcode: '01217',
        city: 'Dresden',
        street: 'Eugen-Bracht-Str.',
        houseNumber: '31',
        houseNumberParts: { number: 31 },
        status: 'validated',
        streetId: 1817,
        cityId: 14612000,
      }),
    );
    submit();
    expect(posted).toEqual([
      {
        postcode: '01217',
        city: 'Dresden',
        street: 'Eugen-Bracht-Str.',
        houseNumber: '31',
        houseNumberParts: 'number=31',
        addressStatus: 'validated',
        addressToken: '',
      },
    ]);
  });

  it('finds the streets of every Köln postcode once the postal area is chosen', async () => {
    const { user } = renderFields({ country: 'DE' });
    await chooseWithKeys(user, area(), 'Köln', '50676 Köln');
    await user.type(street(), 'Sev');
    expect(await screen.findByRole('option', { name: 'Severinstr., postcode 50676' })).toBeInTheDocument();
  });
});
