import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressEntry,
  isAddressEntryComplete,
  type AddressEntryProps,
  type AddressEntryValue,
} from '../../../src/index.ts';
import { dhlPickup } from '../../../src/pickup.ts';
import type { AddressEntryAddress } from '../../../src/components/address-entry/address-entry-props.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const area = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Postcode or town' });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
const form = () => document.querySelector('form') as HTMLFormElement;

function renderEntry(props: Partial<AddressEntryProps> = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressEntryAddress | null) => void>();
  const onValueChange = vi.fn<(value: AddressEntryValue) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressEntry
        legend="Shipping address"
        required
        germanPickup={dhlPickup}
        defaultCountry="DE"
        onAddressChange={onAddressChange}
        onValueChange={onValueChange}
        {...props}
      />
      <button type="submit">Place order</button>
    </form>,
    client(),
  );
  const submit = () =>
    act(() => {
      form().requestSubmit();
    });
  return { ...rendered, posted, onAddressChange, onValueChange, submit };
}

async function enterPackstation(user: ReturnType<typeof renderEntry>['user']) {
  await user.click(screen.getByRole('radio', { name: 'A Packstation' }));
  await user.click(area());
  await user.keyboard('10117');
  await screen.findByRole('option', { name: '10117 Mitte' });
  await user.keyboard('{ArrowDown}{Enter}');
  await user.type(textbox('Packstation number'), '123');
  await user.type(textbox('Postnummer'), '12345678');
}

describe('AddressEntry with germanPickup', () => {
  it('hands a shop a Packstation as a confirmed address with its pickup, and posts it with the country', async () => {
    const { user, posted, onAddressChange, onValueChange, submit, container } = renderEntry();
    await enterPackstation(user);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith({
        country: 'DE',
        postcode: '10117',
        city: 'Berlin',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberParts: { number: 123 },
        status: 'validated',
        pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
      }),
    );
    const value = onValueChange.mock.lastCall?.[0];
    expect(value).toMatchObject({
      country: 'DE',
      street: 'Packstation',
      houseNumber: '123',
      deliveryTo: 'packstation',
      postNumber: '12345678',
      status: 'validated',
    });
    expect(isAddressEntryComplete(value)).toBe(true);
    submit();
    expect(posted).toEqual([
      expect.objectContaining({
        country: 'DE',
        street: 'Packstation',
        houseNumber: '123',
        postNumber: '12345678',
        deliveryTo: 'packstation',
      }),
    ]);
    await expectNoAxeViolations(container);
  });

  it('keeps the pickup across a switch of country and back, and carries no station to the other country', async () => {
    const { user } = renderEntry();
    await enterPackstation(user);
    await user.selectOptions(country(), 'BE');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveValue('');
    expect(new FormData(form()).has('postNumber')).toBe(false);
    await user.selectOptions(country(), 'DE');
    expect(screen.getByRole('radio', { name: 'A Packstation' })).toBeChecked();
    expect(textbox('Packstation number')).toHaveValue('123');
    expect(textbox('Postnummer')).toHaveValue('12345678');
  });

  it('shows no pickup without germanPickup', () => {
    renderEntry({ germanPickup: false });
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
  });
});
