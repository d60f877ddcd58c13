import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsProps, type AddressFieldsAddress } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/*
 * Issue 51, point 7: a step starts afresh when an earlier step is chosen, in the same `<input>`. A browser's autofill
 * that writes several fields on a slow phone may write the street after the carried-over postcode chose the postal
 * area: a step started in a new `<input>` (a new React key) took that write into a node that had left the page, and
 * the address ended without its street. Each test holds a later step's `<input>` from before the earlier step is
 * chosen, and writes into it afterwards as the browser's late refill does.
 */

const { client } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const area = () => field('Postcode or town');
const street = () => field('Street');
const houseNumber = () => field('House number');
const posted = () => Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));

function renderFields(props: Partial<AddressFieldsProps> = {}) {
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const rendered = renderWithAddress(
    <form>
      <AddressFields country="BE" legend="Shipping address" required onAddressChange={onAddressChange} {...props} />
    </form>,
    client(),
  );
  return { ...rendered, onAddressChange };
}

/**
 * What a browser's fill does to one field it holds: the value set through the native setter (past React's own), and
 * a plain `input` event, as Chromium's address fill sends.
 */
function browserWrites(input: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Expects the held input to be the step's field still, in the page. */
function expectSameField(held: HTMLInputElement, now: HTMLInputElement): void {
  expect(now).toBe(held);
  expect(held.isConnected).toBe(true);
}

const confirmed = (address: Partial<AddressFieldsAddress>) => expect.objectContaining(address) as AddressFieldsAddress;
const started = (input: HTMLInputElement) => waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'));

describe('AddressFields: a step starts afresh in the same <input>, and a browser’s late write there is resolved', () => {
  it('keeps the street field when a carried-over postcode chooses the postal area, and resolves the street written afterwards', async () => {
    // What AddressEntry hands over from the Dutch fields a fill wrote: the postcode and the house number, no street.
    const { onAddressChange } = renderFields({ defaultValue: { postcode: '2610', houseNumber: '36 bus 1' } });
    const heldStreet = street();
    const heldHouse = houseNumber();
    expect(heldStreet).toHaveAttribute('aria-disabled', 'true');
    await started(heldStreet);
    expect(area()).toHaveValue('2610 Wilrijk');
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());

    // The browser's refill of the street comes now, into the field it found before the postal area was chosen.
    browserWrites(heldStreet, 'Europalaan');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '36 bus 1' }),
      ),
    );
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());
    expect(posted()).toMatchObject({ street: 'Europalaan', houseNumber: '36 bus 1', addressStatus: 'validated' });
  });

  it('keeps the house-number field when a fill chooses the street, and resolves the number written afterwards', async () => {
    const { onAddressChange } = renderFields({
      country: 'DE',
      defaultValue: { postcode: '50678', street: 'Severinstraße' },
    });
    const heldHouse = houseNumber();
    await started(heldHouse);
    expect(street()).toHaveValue('Severinstr.');
    expectSameField(heldHouse, houseNumber());

    browserWrites(heldHouse, '205');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ country: 'DE', postcode: '50678', street: 'Severinstr.', houseNumber: '205' }),
      ),
    );
    expectSameField(heldHouse, houseNumber());
  });

  it('keeps the street and house-number fields when a person chooses the postal area and the street, and resolves what a browser writes into them', async () => {
    const { user, onAddressChange } = renderFields();
    const heldStreet = street();
    const heldHouse = houseNumber();
    await user.type(area(), '2610');
    await user.click(await screen.findByRole('option', { name: '2610 Wilrijk' }));
    await started(heldStreet);
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());

    browserWrites(heldStreet, 'Europalaan');
    // The street is resolved as the fill's (the one street of that name): the house-number step starts.
    await started(heldHouse);
    expect(street()).toHaveValue('Europalaan');
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());

    browserWrites(heldHouse, '12');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '12' }),
      ),
    );
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());
  });

  it('keeps the house-number field when a person chooses the street, and resolves the number written afterwards', async () => {
    const { user, onAddressChange } = renderFields();
    await user.type(area(), '2610');
    await user.click(await screen.findByRole('option', { name: '2610 Wilrijk' }));
    await started(street());
    const heldHouse = houseNumber();
    await user.type(street(), 'Euro');
    await user.click(await screen.findByRole('option', { name: 'Europalaan, postcode 2610' }));
    await started(heldHouse);
    expectSameField(heldHouse, houseNumber());

    browserWrites(heldHouse, '36 bus 2');
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '36 bus 2' }),
      ),
    );
    expectSameField(heldHouse, houseNumber());
    expect(posted()).toMatchObject({ houseNumber: '36 bus 2', addressStatus: 'validated' });
  });

  it('starts the later steps afresh in the same fields when an earlier choice changes: text, choice and list as on a first start', async () => {
    const { user, onAddressChange } = renderFields();
    await user.type(area(), '2610');
    await user.click(await screen.findByRole('option', { name: '2610 Wilrijk' }));
    await started(street());
    const heldStreet = street();
    await user.type(heldStreet, 'Euro');
    await user.click(await screen.findByRole('option', { name: 'Europalaan, postcode 2610' }));
    await started(houseNumber());
    const heldHouse = houseNumber();
    await user.type(heldHouse, '12');
    await user.click(await screen.findByRole('option', { name: '12, verified' }));
    await waitFor(() => expect(onAddressChange).toHaveBeenLastCalledWith(confirmed({ houseNumber: '12' })));

    // Another postal area: the street starts afresh (empty, nothing chosen, its list closed), in the same field.
    await user.clear(area());
    await user.type(area(), '2000');
    await user.click(await screen.findByRole('option', { name: /^2000 /u }));
    await started(heldStreet);
    expectSameField(heldStreet, street());
    expectSameField(heldHouse, houseNumber());
    expect(heldStreet).toHaveValue('');
    expect(heldStreet).toHaveAttribute('aria-expanded', 'false');
    expect(heldHouse).toHaveValue('');
    expect(heldHouse).toHaveAttribute('aria-disabled', 'true');
    expect(onAddressChange).toHaveBeenLastCalledWith(null);
    expect(posted()).toMatchObject({ street: '', houseNumber: '', addressStatus: '' });
  });
});
