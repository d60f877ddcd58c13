import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HouseNumberCombobox, useHouseNumberCombobox } from '../../../src/index.ts';
import type { BelgianHouseNumberComboboxProps } from '../../../src/types.ts';
import { verifyAddress } from '../../../src/server/index.ts';
import { BASE_URL, setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { SIGNING_KEY } from '../../support/signed-addresses.ts';

/*
 * Issue 38, point 4: the house-number combobox posts the chosen number's parts for carriers (`houseNumberParts`), the
 * canonical text of the service's own fields of the suggestion, which the signing proxy's token covers.
 */

const { client, server } = setupReferenceServer({ signingKey: SIGNING_KEY });
const EUROPALAAN = { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 } as const;
const EUGEN_BRACHT_STR = { country: 'DE', cityId: 14612000, streetId: 1817, postcode: '01219' } as const;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'House number' });
const form = () => document.querySelector('form') as HTMLFormElement;
const posted = () => Object.fromEntries(new FormData(form()));

async function choose(user: UserEvent, text: string, option: string) {
  await user.type(input(), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

describe('HouseNumberCombobox posts the chosen number’s parts', () => {
  it.each([
    ['36 bus 1', '36 bus 1, verified', 'number=36&box=1'],
    ['1/30', '1/30, verified', 'number=1&bis=30'],
    ['2BIS', '2BIS, verified', 'number=2&bis=BIS'],
    // A number the service does not know but offers: its own fields, as for a validated one.
    ['37', '37, unknown, not verified', 'number=37'],
  ])(
    'Belgium: %s',
    async (text, option, parts) => {
      const { user } = renderWithAddress(
        <form>
          <HouseNumberCombobox {...EUROPALAAN} />
        </form>,
        client(),
      );
      expect(posted()).toMatchObject({ houseNumberParts: '' });
      await choose(user, text, option);
      await waitFor(() => expect(posted()).toMatchObject({ houseNumber: text, houseNumberParts: parts }));
    },
    15_000,
  );

  it('Germany: 36-2 with the street’s token, which verifyAddress checks and hands back in parts', async () => {
    const streets = await client().autocompleteStreet({
      country: 'DE',
      cityId: 14612000,
      postcode: '01219',
      streetName: 'Eugen-Bracht-Str.',
    });
    const street = streets.find((s) => s.streetId === 1817);
    const { user } = renderWithAddress(
      <form>
        <input name="street" defaultValue="Eugen-Bracht-Str." />
        <input name="city" defaultValue="Dresden" />
        <HouseNumberCombobox {...EUGEN_BRACHT_STR} streetToken={street?.addressToken ?? null} />
      </form>,
      client(),
    );
    await choose(user, '36-2', '36-2, verified, postcode 01217');
    await waitFor(() =>
      expect(posted()).toMatchObject({
        houseNumber: '36-2',
        postcode: '01217',
        houseNumberParts: 'number=36&addition=2',
        addressStatus: 'validated',
      }),
    );
    expect(await verifyAddress(new FormData(form()), { signingKey: SIGNING_KEY })).toEqual({
      ok: true,
      address: {
        country: 'DE',
        postcode: '01217',
        city: 'Dresden',
        street: 'Eugen-Bracht-Str.',
        houseNumber: '36-2',
        houseNumberParts: { number: 36, addition: '2' },
      },
    });
    // The text edited: the choice no longer holds, and its parts are no longer posted.
    await user.type(input(), '{Backspace}');
    await waitFor(() => expect(posted()).toMatchObject({ houseNumberParts: '', addressToken: '' }));
  }, 15_000);

  it('posts no parts for a number taken as typed while the service is unavailable', async () => {
    server.use(
      http.get(`${BASE_URL}/*`, () => HttpResponse.json({ exception: 'Down', exceptionId: 'X' }, { status: 503 })),
    );
    const { user } = renderWithAddress(
      <form>
        <HouseNumberCombobox {...EUROPALAAN} />
      </form>,
      client(),
    );
    await choose(user, '36 bus 40', '36 bus 40, use as typed, not verified');
    await waitFor(() =>
      expect(posted()).toMatchObject({ houseNumber: '36 bus 40', addressStatus: 'unverified', houseNumberParts: '' }),
    );
  }, 15_000);

  it('posts them under names.houseNumberParts, and nothing under null', async () => {
    const names: BelgianHouseNumberComboboxProps['names'] = { houseNumberParts: 'carrierParts' };
    const { user, unmount } = renderWithAddress(
      <form>
        <HouseNumberCombobox {...EUROPALAAN} names={names} />
      </form>,
      client(),
    );
    await choose(user, '36 bus 1', '36 bus 1, verified');
    await waitFor(() =>
      expect(posted()).toEqual({
        houseNumber: '36 bus 1',
        postcode: '2610',
        addressStatus: 'validated',
        carrierParts: 'number=36&box=1',
      }),
    );
    unmount();
    renderWithAddress(
      <form>
        <HouseNumberCombobox {...EUROPALAAN} names={{ houseNumberParts: null }} />
      </form>,
      client(),
    );
    expect(Object.keys(posted())).toEqual(['houseNumber', 'postcode', 'addressStatus']);
  }, 15_000);
});

/** Markup of a shop's own, from the hook alone: the parts as the hook gives them. */
function OwnMarkup() {
  const box = useHouseNumberCombobox(EUROPALAAN);
  return (
    <>
      <label {...box.getLabelProps()}>House number</label>
      <input {...box.getInputProps()} />
      <ul {...box.getMenuProps()}>
        {box.isOpen &&
          box.suggestions.map((option, index) => (
            <li key={option.suggestion.houseNumber} {...box.getItemProps({ item: option.suggestion, index })}>
              {option.suggestion.houseNumber}
            </li>
          ))}
      </ul>
      <output aria-label="Parts">{JSON.stringify(box.houseNumberParts)}</output>
    </>
  );
}

describe('useHouseNumberCombobox gives the chosen number’s parts (headless)', () => {
  it('null while nothing is chosen, then the suggestion’s own fields', async () => {
    const { user } = renderWithAddress(<OwnMarkup />, client());
    const parts = () => screen.getByRole('status', { name: 'Parts' });
    expect(parts()).toHaveTextContent('null');
    await user.type(input(), '36 bus 1');
    await user.click(await screen.findByRole('option', { name: '36 bus 1' }, { timeout: 3000 }));
    await waitFor(() => expect(JSON.parse(parts().textContent) as unknown).toEqual({ number: 36, box: '1' }));
  }, 15_000);
});
