import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressFields, ExactAddressLookup, HouseNumberCombobox, PostcodeAddressLookup } from '../../src/index.ts';
import { browserFill } from '../support/browser-fill.ts';
import { setupReferenceServer } from '../support/msw.ts';
import { renderWithAddress } from '../support/render-address.tsx';

/*
 * One rule for every family, as the Forms guide states it ("What an unconfirmed address posts"): until the service
 * confirms the address, the form posts what the shopper typed, field by field, as each field shows it (a field that
 * is not shown posts nothing typed), nothing taken from a choice that no longer holds, and an empty status and
 * token (and, for a Belgian or German house number, empty parts). Read with `new FormData(form)`, as the shop's
 * server gets it.
 */

const { client } = setupReferenceServer();

const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const posted = () => Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement));
const notFound = () => screen.findByText(/Address not found/u, { selector: '.rae-lookup__result' }, { timeout: 3000 });
const NOTHING_CONFIRMED = { addressStatus: '', addressToken: '' };
/** What a Belgian or German address posts while nothing is confirmed: no house number's parts either. */
const NO_PARTS_CONFIRMED = { houseNumberParts: '', ...NOTHING_CONFIRMED };

async function choose(user: UserEvent, field: HTMLElement, text: string, option: string) {
  await user.type(field, text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

/** Chooses a postal area and a street of it, and waits until the house number may be typed. */
async function chooseAreaAndStreet(
  user: UserEvent,
  area: [text: string, option: string],
  street: [text: string, option: string],
) {
  await choose(user, combobox('Postcode or town'), ...area);
  await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
  await choose(user, combobox('Street'), ...street);
  await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
}

describe('what an unconfirmed address posts: what each field shows, nothing confirmed', () => {
  it('PostcodeAddressLookup posts its fields as shown: a saved street and city it does not show post empty', async () => {
    const saved = { postcode: '2012 ES', houseNumber: '9999', street: 'Julianastraat', city: 'Haarlem' };
    const { user } = renderWithAddress(
      <form>
        <PostcodeAddressLookup legend="Address" defaultValue={saved} />
      </form>,
      client(),
    );
    await notFound();
    expect(posted()).toEqual({
      postcode: '2012 ES',
      houseNumber: '9999',
      houseNumberAddition: '',
      street: '',
      city: '',
      ...NOTHING_CONFIRMED,
    });
    // Going on without the check shows the street and city to type: from then on they post as shown.
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(textbox('Street')).toHaveValue('Julianastraat');
    expect(posted()).toEqual({ ...saved, houseNumberAddition: '', addressStatus: 'unverified', addressToken: '' });
  });

  it('ExactAddressLookup posts its fields as shown: a saved postcode it does not show posts empty', async () => {
    const saved = { city: 'Haarlem', street: 'Julianastraat', houseNumber: '9999', postcode: '2012 ES' };
    const { user } = renderWithAddress(
      <form>
        <ExactAddressLookup legend="Address" defaultValue={saved} />
      </form>,
      client(),
    );
    await notFound();
    expect(screen.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    expect(posted()).toEqual({
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '9999',
      houseNumberAddition: '',
      postcode: '',
      ...NOTHING_CONFIRMED,
    });
    await user.click(screen.getByRole('button', { name: 'Enter the address without checking' }));
    expect(textbox('Postcode')).toHaveValue('2012 ES');
    expect(posted()).toEqual({ ...saved, houseNumberAddition: '', addressStatus: 'unverified', addressToken: '' });
  });

  it('AddressFields (BE) posts the postal area’s postcode and place and the typed street, not the chosen street’s city', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="BE" legend="Address" />
      </form>,
      client(),
    );
    await choose(user, combobox('Postcode or town'), '2610', '2610 Wilrijk');
    await waitFor(() => expect(combobox('Street')).not.toHaveAttribute('aria-disabled'));
    await user.type(combobox('Street'), 'Europa');
    await screen.findByRole('option', { name: 'Europalaan, postcode 2610' }, { timeout: 3000 });
    expect(posted()).toEqual({
      postcode: '2610',
      city: 'Wilrijk',
      street: 'Europa',
      houseNumber: '',
      ...NO_PARTS_CONFIRMED,
    });
    await user.click(screen.getByRole('option', { name: 'Europalaan, postcode 2610' }));
    await waitFor(() => expect(combobox('House number')).not.toHaveAttribute('aria-disabled'));
    await user.type(combobox('House number'), '99');
    await waitFor(() =>
      expect(posted()).toEqual({
        postcode: '2610',
        city: 'Wilrijk',
        street: 'Europalaan',
        houseNumber: '99',
        ...NO_PARTS_CONFIRMED,
      }),
    );
  }, 15_000);

  it('AddressFields (BE) posts what the fields show once a confirmed address no longer holds', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="BE" legend="Address" />
      </form>,
      client(),
    );
    await chooseAreaAndStreet(user, ['2610', '2610 Wilrijk'], ['Europa', 'Europalaan, postcode 2610']);
    await choose(user, combobox('House number'), '12', '12, verified');
    // Confirmed: the city the service confirmed with the street.
    await waitFor(() =>
      expect(posted()).toMatchObject({
        city: 'Antwerpen',
        houseNumber: '12',
        houseNumberParts: 'number=12',
        addressStatus: 'validated',
      }),
    );
    await user.type(combobox('House number'), '{Backspace}');
    await waitFor(() =>
      expect(posted()).toEqual({
        postcode: '2610',
        city: 'Wilrijk',
        street: 'Europalaan',
        houseNumber: '1',
        ...NO_PARTS_CONFIRMED,
      }),
    );
  }, 15_000);

  it('AddressFields (DE) posts a browser’s fill as its fields show it where the fill stopped', async () => {
    renderWithAddress(
      <form>
        <AddressFields country="DE" legend="Address" />
      </form>,
      client(),
    );
    browserFill([
      [combobox('Postcode or town'), '01219'],
      [combobox('Street'), 'Nowhere Street'],
      [combobox('House number'), '5'],
    ]);
    // The postal area is found and chosen; no street of that name: the fill stops there, the number kept as filled.
    await waitFor(() => expect(combobox('Postcode or town')).toHaveValue('01219 Strehlen'));
    await screen.findByText(/No street found/u, { selector: '.rae-combobox__message' }, { timeout: 3000 });
    expect(combobox('House number')).toHaveValue('5');
    expect(posted()).toEqual({
      postcode: '01219',
      city: 'Strehlen',
      street: 'Nowhere Street',
      houseNumber: '5',
      ...NO_PARTS_CONFIRMED,
    });
  });

  it('AddressFields (DE) posts the typed house number, not yet the chosen street’s city', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="DE" legend="Address" />
      </form>,
      client(),
    );
    await chooseAreaAndStreet(user, ['Strehl', '01219 Strehlen'], ['Eugen', 'Eugen-Bracht-Str., postcode 01219']);
    await user.type(combobox('House number'), '999');
    await waitFor(() =>
      expect(posted()).toEqual({
        postcode: '01219',
        city: 'Strehlen',
        street: 'Eugen-Bracht-Str.',
        houseNumber: '999',
        ...NO_PARTS_CONFIRMED,
      }),
    );
  }, 15_000);

  it('HouseNumberCombobox alone posts the number as shown and nothing of a choice that no longer holds', async () => {
    const { user } = renderWithAddress(
      <form>
        <HouseNumberCombobox country="BE" municipalityNisCode={11002} streetId={824} postcode={2610} />
      </form>,
      client(),
    );
    // An incomplete number: its boxes are offered, nothing is chosen.
    await user.type(combobox('House number'), '36');
    await screen.findByRole('option', { name: '36 bus 1, verified' }, { timeout: 3000 });
    expect(posted()).toEqual({ houseNumber: '36', postcode: '', addressStatus: '', houseNumberParts: '' });
    await user.click(screen.getByRole('option', { name: '36 bus 1, verified' }));
    await waitFor(() =>
      expect(posted()).toEqual({
        houseNumber: '36 bus 1',
        postcode: '2610',
        addressStatus: 'validated',
        houseNumberParts: 'number=36&box=1',
      }),
    );
    await user.type(combobox('House number'), '{Backspace}');
    expect(posted()).toEqual({ houseNumber: '36 bus ', postcode: '', addressStatus: '', houseNumberParts: '' });
  }, 15_000);
});
