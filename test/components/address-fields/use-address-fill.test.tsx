import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressFieldsProps, type AddressFieldsAddress } from '../../../src/index.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes, server } = setupReferenceServer();
const group = (name: string) => within(screen.getByRole('group', { name }));
const field = (name: string, section = 'Shipping address') =>
  group(section).getByRole<HTMLInputElement>('combobox', { name });
const area = (section?: string) => field('Postcode or town', section);
const street = (section?: string) => field('Street', section);
const houseNumber = (section?: string) => field('House number', section);
const posted = () => Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));
const announcements = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((text) => text !== '');

function renderFields(props: Partial<AddressFieldsProps> = {}, { strict = false } = {}) {
  const onAddressChange = vi.fn<(address: AddressFieldsAddress | null) => void>();
  const form = (
    <form>
      <AddressFields country="BE" legend="Shipping address" required onAddressChange={onAddressChange} {...props} />
    </form>
  );
  return { ...renderWithAddress(strict ? <StrictMode>{form}</StrictMode> : form, client()), onAddressChange };
}

const confirmed = (address: Partial<AddressFieldsAddress>) => expect.objectContaining(address) as AddressFieldsAddress;

describe('AddressFields: a browser’s fill resolves the whole address', () => {
  it('chooses postal area, street and house number from one fill, one request a step, and says so once', async () => {
    const { onAddressChange } = renderFields();
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan'],
      [houseNumber(), '12'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '12', streetId: 824 }),
      ),
    );
    expect(routes.map((r) => r.operation)).toEqual(['be-postal-area', 'be-street', 'be-house-number']);
    expect(area()).toHaveValue('2610 Wilrijk');
    expect(posted()).toMatchObject({
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '12',
      addressStatus: 'validated',
    });
    await waitFor(() =>
      expect(announcements()).toEqual(['Address filled and verified: Europalaan 12, 2610 Antwerpen.']),
    );
    expect(screen.queryByRole('listbox', { hidden: false })).toBeNull();
  });

  it('resolves a fill in StrictMode, its double effects asking nothing twice', async () => {
    const { onAddressChange } = renderFields({}, { strict: true });
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan 12'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '12' }),
      ),
    );
    expect(routes.map((r) => r.operation)).toEqual(['be-postal-area', 'be-street', 'be-house-number']);
  });

  it('resolves a fill that other browsers send as insertReplacementText, and a German one', async () => {
    const { onAddressChange } = renderFields({ country: 'DE' });
    browserFill(
      [
        [area(), '50678'],
        [street(), 'Severinstr.'],
        [houseNumber(), '205'],
      ],
      'insertReplacementText',
    );
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ country: 'DE', postcode: '50678', street: 'Severinstr.', houseNumber: '205' }),
      ),
    );
  });

  it('splits a street line with the number in it when the number field is empty', async () => {
    const { onAddressChange } = renderFields();
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan 12'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(confirmed({ street: 'Europalaan', houseNumber: '12' })),
    );
    expect(street()).toHaveValue('Europalaan');
    expect(houseNumber()).toHaveValue('12');
  });

  it('stops at a postcode with several postal areas, list shown and later fields kept, and goes on once one is chosen', async () => {
    const { user, onAddressChange } = renderFields({ country: 'DE' });
    browserFill([
      [area(), '01465'],
      [street(), 'Dresdner Str.'],
      [houseNumber(), '7'],
    ]);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['01465 Langebrück', '01465 Liegau-Augustusbad']);
    expect(area()).toHaveAttribute('aria-expanded', 'true');
    expect(street()).toHaveValue('Dresdner Str.');
    expect(houseNumber()).toHaveValue('7');
    await waitFor(() =>
      expect(announcements()).toEqual([
        'Address filled, not verified yet. Postcode or town: 2 postal areas found. Use the up and down arrow keys to choose.',
      ]),
    );
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area']);
    await user.click(screen.getByRole('option', { name: '01465 Liegau-Augustusbad' }));
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '01465', city: 'Radeberg', street: 'Dresdner Str.', houseNumber: '7' }),
      ),
    );
    // The choice where the fill stopped lets the fill go on: one announcement, the fill's, for the whole address.
    await waitFor(() =>
      expect(announcements()).toEqual(['Address filled and verified: Dresdner Str. 7, 01465 Radeberg.']),
    );
    expect(routes.map((r) => r.operation)).toEqual(['de-postal-area', 'de-street', 'de-house-number']);
  });

  it('takes a place alone as the whole municipality, and a street it finds once per postcode as one street, whose number says the postcode', async () => {
    const { onAddressChange } = renderFields();
    // Boomsesteenweg runs through 2020 and 2610 (one street id): the search of all Antwerpen answers it twice.
    browserFill([
      [area(), 'Antwerpen'],
      [street(), 'Boomsesteenweg'],
      [houseNumber(), '200'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({
          postcode: '2020',
          city: 'Antwerpen',
          street: 'Boomsesteenweg',
          houseNumber: '200',
          streetId: 1207,
        }),
      ),
    );
    expect(area()).toHaveValue('Antwerpen');
    expect(routes.map((r) => r.operation)).toEqual(['be-postal-area', 'be-street', 'be-house-number']);
  });

  it('stops at a house number the service does not know, keeping it, and posts nothing confirmed', async () => {
    const { onAddressChange } = renderFields();
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan'],
      [houseNumber(), '99'],
    ]);
    await waitFor(() =>
      expect(announcements()).toEqual([expect.stringMatching(/^Address filled, not verified yet\. House number: /u)]),
    );
    expect(houseNumber()).toHaveValue('99');
    expect(onAddressChange).not.toHaveBeenCalled();
    expect(posted()).toMatchObject({ addressStatus: '', addressToken: '' });
    expect(houseNumber().validationMessage).not.toBe('');
  });

  it('lets the later of two fills win while the first one’s requests are in flight', async () => {
    // Each answer takes a moment (then the reference API gives it): the second fill comes while the first one's
    // first request is in flight, however fast the steps go on from an answer.
    let asked = 0;
    server.use(
      http.get(`${BASE_URL}/*`, async () => {
        asked++;
        await delay(200);
      }),
    );
    const { onAddressChange } = renderFields();
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan'],
      [houseNumber(), '12'],
    ]);
    await waitFor(() => expect(asked).toBe(1));
    browserFill([
      [() => area(), '2000'],
      [() => street(), 'Meir'],
      [() => houseNumber(), '5'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2000', street: 'Meir', houseNumber: '5' }),
      ),
    );
    expect(onAddressChange).not.toHaveBeenCalledWith(confirmed({ street: 'Europalaan' }));
    expect(posted()).toMatchObject({ postcode: '2000', street: 'Meir', houseNumber: '5' });
  });

  it('keeps the focus in the field the fill started from, though the steps start afresh', async () => {
    renderFields();
    act(() => street().focus());
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan'],
      [houseNumber(), '12'],
    ]);
    await waitFor(() => expect(posted()).toMatchObject({ addressStatus: 'validated' }));
    expect(street()).toHaveFocus();
  });

  it('checks a prefilled postcode without a place, in StrictMode', async () => {
    const { onAddressChange } = renderFields(
      { defaultValue: { postcode: '2610', street: 'Europalaan', houseNumber: '12' } },
      { strict: true },
    );
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        confirmed({ postcode: '2610', street: 'Europalaan', houseNumber: '12' }),
      ),
    );
    expect(routes.map((r) => r.operation)).toEqual(['be-postal-area', 'be-street', 'be-house-number']);
  });

  it('fills and resolves a shipping and a billing address of one form apart', async () => {
    const onShipping = vi.fn<(address: AddressFieldsAddress | null) => void>();
    const onBilling = vi.fn<(address: AddressFieldsAddress | null) => void>();
    renderWithAddress(
      <form>
        <AddressFields
          country="BE"
          legend="Shipping address"
          autoCompleteSection="shipping"
          onAddressChange={onShipping}
        />
        <AddressFields
          country="DE"
          legend="Billing address"
          autoCompleteSection="billing"
          onAddressChange={onBilling}
        />
      </form>,
      client(),
    );
    expect(area('Billing address')).toHaveAttribute('autocomplete', 'section-billing postal-code');
    browserFill([
      [area('Billing address'), '50678'],
      [street('Billing address'), 'Severinstr. 205'],
    ]);
    await waitFor(() =>
      expect(onBilling).toHaveBeenLastCalledWith(confirmed({ postcode: '50678', houseNumber: '205' })),
    );
    browserFill([
      [area(), '2610'],
      [street(), 'Europalaan'],
      [houseNumber(), '12'],
    ]);
    await waitFor(() =>
      expect(onShipping).toHaveBeenLastCalledWith(confirmed({ postcode: '2610', houseNumber: '12' })),
    );
    expect(onBilling).toHaveBeenCalledTimes(1);
    expect(houseNumber('Billing address')).toHaveValue('205');
  });

  it('treats typing as typing: a typed postcode with one postal area is not chosen for the person', async () => {
    const { user } = renderFields();
    await user.type(area(), '2610');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    expect(area()).toHaveValue('2610');
    // Nothing chosen: the street still waits for its postal area.
    expect(street()).toHaveAttribute('aria-disabled', 'true');
  });
});
