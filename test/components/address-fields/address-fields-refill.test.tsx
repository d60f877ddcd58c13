import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsAddress } from '../../../src/index.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client } = setupReferenceServer();
const field = (name: string) =>
  within(screen.getByRole('group', { name: 'Shipping address' })).getByRole<HTMLInputElement>('combobox', { name });
const area = () => field('Postcode or town');
const street = () => field('Street');
const houseNumber = () => field('House number');
const posted = () => Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));
const announcements = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((text) => text !== '');

function renderFields() {
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  renderWithAddress(
    <form>
      <AddressFields country="BE" legend="Shipping address" required onAddressChange={onAddressChange} />
    </form>,
    client(),
  );
  return { onAddressChange };
}

const confirmed = (address: Partial<AddressFieldsAddress>) => expect.objectContaining(address) as AddressFieldsAddress;

describe('AddressFields: a second fill after one that stopped at the street', () => {
  it('resolves the whole address though its postal area is the one the first fill chose', async () => {
    const { onAddressChange } = renderFields();
    browserFill([
      [area(), '2610 Wilrijk'],
      [street(), 'Nergensstraat'],
      [houseNumber(), '36 bus 2'],
    ]);
    await waitFor(() =>
      expect(announcements()).toEqual([expect.stringMatching(/^Address filled, not verified yet\. Street: /u)]),
    );
    expect(area()).toHaveValue('2610 Wilrijk');

    browserFill([
      [() => area(), '2610 Wilrijk'],
      [() => street(), 'Europalaan'],
      [() => houseNumber(), '36 bus 2'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '36 bus 2' }),
      ),
    );
    expect(street()).not.toHaveAttribute('aria-disabled', 'true');
    expect(posted()).toMatchObject({
      postcode: '2610',
      street: 'Europalaan',
      houseNumber: '36 bus 2',
      addressStatus: 'validated',
    });
    await waitFor(() =>
      expect(announcements()).toEqual(['Address filled and verified: Europalaan 36 bus 2, 2610 Antwerpen.']),
    );
  });
});
