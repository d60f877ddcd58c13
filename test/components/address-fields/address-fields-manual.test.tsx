import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsAddress } from '../../../src/index.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, server } = setupReferenceServer();

function renderCheckout() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const rendered = renderWithAddress(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        posted.push(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <AddressFields country="BE" legend="Shipping address" required onAddressChange={onAddressChange} />
      <button type="submit">Order</button>
    </form>,
    client(),
  );
  return { ...rendered, posted, onAddressChange };
}

describe('AddressFields: going on without the check', () => {
  it('lets a Belgian order go while the service is down, as the person’s explicit choice, posted unverified', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    const { user, posted, container } = renderCheckout();
    await user.type(screen.getByRole('combobox', { name: 'Postcode or town' }), '2610');
    // The outage names the way on that is there, and no later step waits for the step that gave up.
    const fallbackAction = 'Choose “Enter the address without checking” to continue.';
    await screen.findByText(
      `The postcode search is unavailable. ${fallbackAction}`,
      { selector: '.rae-combobox[data-state="unavailable"] p' },
      { timeout: 3000 },
    );
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      `The postcode search is unavailable. ${fallbackAction}`,
    );
    expect(screen.getByRole('combobox', { name: 'Street' })).toHaveAccessibleDescription(
      `The postcode search is unavailable. ${fallbackAction}`,
    );
    expect(screen.getByRole('combobox', { name: 'House number' })).toHaveAccessibleDescription(
      `The postcode search is unavailable. ${fallbackAction}`,
    );
    expect(screen.queryByText('Choose the postcode or town first.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(posted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    // Nothing was chosen, but the postcode typed into the search is kept: the city is the first field to fill.
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2610');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await user.keyboard('Wilrijk');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Europalaan');
    await user.type(screen.getByRole('textbox', { name: 'House number' }), '36 bus 4');
    expect(screen.getByText('Entered without checking.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Order' }));
    // The same keys as every address component posts, the token empty: nothing was confirmed.
    expect(posted[0]).toEqual({
      postcode: '2610',
      city: 'Wilrijk',
      street: 'Europalaan',
      houseNumber: '36 bus 4',
      houseNumberParts: '',
      addressStatus: 'unverified',
      addressToken: '',
    });
  });

  it('keeps what the steps knew, and tells onAddressChange the checked address no longer holds', async () => {
    const { user, onAddressChange } = renderCheckout();
    await user.type(screen.getByRole('combobox', { name: 'Postcode or town' }), '2610');
    await user.click(await screen.findByRole('option', { name: /^2610 Wilrijk/u }));
    await user.type(screen.getByRole('combobox', { name: 'Street' }), 'Europa');
    await user.click(await screen.findByRole('option', { name: /^Europalaan/u }));
    await user.type(screen.getByRole('combobox', { name: 'House number' }), '36');
    await user.click(await screen.findByRole('option', { name: /^36 bus 2,/u }));
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ houseNumber: '36 bus 2' })),
    );
    await user.type(screen.getByRole('combobox', { name: 'House number' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(onAddressChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2610');
    // The city the service confirmed with the street, as the steps posted it.
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Antwerpen');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Europalaan');
    expect(screen.getByRole('textbox', { name: 'House number' })).toHaveFocus();
  });
});
