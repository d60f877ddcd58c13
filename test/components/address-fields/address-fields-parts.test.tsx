import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsAddress } from '../../../src/index.ts';
import { verifyAddress } from '../../../src/server/index.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { SIGNING_KEY } from '../../support/signed-addresses.ts';

/*
 * Issue 38, point 4: `AddressFields` hands the chosen house number's parts to `onAddressChange` and posts their
 * canonical text (`houseNumberParts`) with the whole address, from the service's own fields of the suggestion; the
 * signing proxy's token covers them, so `verifyAddress` hands them back trusted.
 */

const { client, server } = setupReferenceServer({ signingKey: SIGNING_KEY });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const posted = () => Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));

async function choose(user: UserEvent, field: HTMLElement, text: string, option: string) {
  await user.type(field, text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

/** Chooses the three steps: postal area, street, house number. */
async function chooseAddress(
  user: UserEvent,
  [area, areaOption]: [string, string],
  [street, streetOption]: [string, string],
  [house, houseOption]: [string, string],
) {
  await choose(user, combobox('Postcode or town'), area, areaOption);
  await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
  await choose(user, combobox('Street'), street, streetOption);
  await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
  await choose(user, combobox('House number'), house, houseOption);
}

function renderFields(country: 'BE' | 'DE') {
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const rendered = renderWithAddress(
    <form>
      <AddressFields country={country} legend="Address" onAddressChange={onAddressChange} />
    </form>,
    client(),
  );
  return { ...rendered, onAddressChange };
}

describe('AddressFields: the house number’s parts, for carriers', () => {
  it('Belgium: 36 bus 1 is number 36, box 1, posted and verified', async () => {
    const { user, onAddressChange } = renderFields('BE');
    expect(posted()).toMatchObject({ houseNumberParts: '' });
    await chooseAddress(
      user,
      ['2610', '2610 Wilrijk'],
      ['Europa', 'Europalaan, postcode 2610'],
      ['36 bus 1', '36 bus 1, verified'],
    );
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ houseNumber: '36 bus 1', houseNumberParts: { number: 36, box: '1' } }),
      ),
    );
    await waitFor(() =>
      expect(posted()).toMatchObject({
        houseNumber: '36 bus 1',
        houseNumberParts: 'number=36&box=1',
        addressStatus: 'validated',
      }),
    );
    expect(
      await verifyAddress(new FormData(document.querySelector('form') as HTMLFormElement), { signingKey: SIGNING_KEY }),
    ).toEqual({
      ok: true,
      address: {
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '36 bus 1',
        houseNumberParts: { number: 36, box: '1' },
      },
    });
    // The number edited: nothing confirmed, no parts.
    await user.type(combobox('House number'), '{Backspace}');
    await waitFor(() => expect(posted()).toMatchObject({ houseNumberParts: '', addressStatus: '', addressToken: '' }));
  }, 20_000);

  it('Germany: 36-2 is number 36, addition 2, posted and verified', async () => {
    const { user, onAddressChange } = renderFields('DE');
    await chooseAddress(
      user,
      ['Strehl', '01219 Strehlen'],
      ['Eugen', 'Eugen-Bracht-Str., postcode 01219'],
      ['36-2', '36-2, verified, postcode 01217'],
    );
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ houseNumberParts: { number: 36, addition: '2' } }),
      ),
    );
    await waitFor(() =>
      expect(posted()).toMatchObject({
        postcode: '01217',
        houseNumber: '36-2',
        houseNumberParts: 'number=36&addition=2',
      }),
    );
    expect(
      await verifyAddress(new FormData(document.querySelector('form') as HTMLFormElement), { signingKey: SIGNING_KEY }),
    ).toMatchObject({
      ok: true,
      address: { country: 'DE', houseNumber: '36-2', houseNumberParts: { number: 36, addition: '2' } },
    });
  }, 20_000);

  it('a number the service offers as unknown posts its own parts; one taken as typed while it is down posts none', async () => {
    const { user } = renderFields('BE');
    await chooseAddress(
      user,
      ['2610', '2610 Wilrijk'],
      ['Europa', 'Europalaan, postcode 2610'],
      ['37', '37, unknown, not verified'],
    );
    await waitFor(() =>
      expect(posted()).toMatchObject({ houseNumber: '37', houseNumberParts: 'number=37', addressStatus: 'unknown' }),
    );
    server.use(
      http.get(`${BASE_URL}/be/v1/autocomplete/house-number/*`, () =>
        HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 }),
      ),
    );
    await user.clear(combobox('House number'));
    await choose(user, combobox('House number'), '36 bus 40', '36 bus 40, use as typed, not verified');
    await waitFor(() =>
      expect(posted()).toMatchObject({ houseNumber: '36 bus 40', houseNumberParts: '', addressStatus: 'unverified' }),
    );
  }, 20_000);
});
