import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsAddress } from '../../../src/index.ts';
import { readCheckInput } from '../../../src/resolve/read-check-input.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { RESOLVE_CASES } from '../../support/resolve-cases.ts';

/**
 * Issue 39, point 2: the browser's fill and `checkAddress` resolve texts by one set of rules (src/resolve/). The
 * table's Belgian and German addresses, filled into `AddressFields` as a browser would (the postcode, else the place,
 * in the postal-area field), end where the server's check ends: the same address, or no address.
 */
const { client } = setupReferenceServer();
const field = (name: string) =>
  within(screen.getByRole('group', { name: 'Shipping address' })).getByRole<HTMLInputElement>('combobox', { name });
const announcements = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((text) => text !== '');

const stepCases = RESOLVE_CASES.flatMap((c) => {
  const read = readCheckInput(c.input);
  return read === undefined || read.country === 'NL' ? [] : [{ ...c, read }];
});

describe('AddressFields: a browser’s fill ends where checkAddress ends', () => {
  it.each(stepCases)('$name', async ({ read, expected }) => {
    const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
    renderWithAddress(
      <form>
        <AddressFields country={read.country} legend="Shipping address" onAddressChange={onAddressChange} />
      </form>,
      client(),
    );
    browserFill([
      [field('Postcode or town'), read.postcode === '' ? read.city : read.postcode],
      [field('Street'), read.street],
      [field('House number'), read.houseNumber],
    ]);
    if (expected.ok) {
      const { houseNumberAddition: _none, ...address } = expected.address;
      await waitFor(() =>
        expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ ...address, status: 'validated' })),
      );
    } else {
      await waitFor(() => expect(announcements().join(' ')).toMatch(/^Address filled, not verified yet\./u));
      expect(onAddressChange.mock.calls.filter(([address]) => address !== null)).toEqual([]);
    }
  });
});
