import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddressFields, PostcodeAddressLookup } from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

/*
 * When the proxy's budget refuses (429, `rate-limited`), the shopper sees what an outage shows: what was typed stays,
 * "Enter the address without checking" is offered within 3 seconds, and the order posts `unverified`. The service sits
 * behind a proxy whose whole budget the first request of this file spends.
 */

const { client, routes } = setupReferenceServer({ limits: { total: { requests: 1, perSeconds: 3600 } } });
beforeAll(async () => {
  await client().lookupPostcode({ postcode: '2012ES', houseNumber: 30 });
  const refused = await client()
    .lookupPostcode({ postcode: '2012ES', houseNumber: 30 })
    .catch((error: unknown) => error);
  expect(refused).toMatchObject({ kind: 'rate-limited' });
});

const form = () => document.querySelector('form') as HTMLFormElement;
const posted = () => Object.fromEntries(new FormData(form()));
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function goOnWithoutChecking(user: UserEvent, started: number) {
  const button = await screen.findByRole('button', { name: 'Enter the address without checking' }, { timeout: 3000 });
  expect(performance.now() - started).toBeLessThan(3000);
  await user.click(button);
}

describe('a budget the proxy refuses, as the shopper sees it', () => {
  it('Netherlands (postcode lookup): typed values kept, the way on offered, the order posts unverified', async () => {
    const { user } = renderWithAddress(
      <form>
        <PostcodeAddressLookup legend="Address" />
      </form>,
      client(),
    );
    await user.type(textbox('Postcode'), '2012 es');
    await user.type(textbox('House number'), '30');
    const started = performance.now();
    await user.tab();
    await screen.findByText(/unavailable/u, { selector: '.rae-lookup__result' }, { timeout: 3000 });
    // As typed, in the form the field writes a postcode in.
    expect(textbox('Postcode')).toHaveValue('2012 ES');
    expect(textbox('House number')).toHaveValue('30');
    await goOnWithoutChecking(user, started);
    await user.type(textbox('Street'), 'Julianastraat');
    await user.type(textbox('City'), 'Haarlem');
    await waitFor(() =>
      expect(posted()).toMatchObject({
        postcode: '2012 ES',
        houseNumber: '30',
        street: 'Julianastraat',
        city: 'Haarlem',
        addressStatus: 'unverified',
        addressToken: '',
      }),
    );
  });

  it.each([
    ['BE', '2610', 'Wilrijk', 'Europalaan', '12'],
    ['DE', '50678', 'Köln', 'Severinstr.', '205'],
  ] as const)(
    '%s (address fields): the postal-area search says it is unavailable, and the order posts unverified',
    async (country, postcode, city, street, houseNumber) => {
      const asked = routes.length;
      const { user } = renderWithAddress(
        <form>
          <AddressFields country={country} legend="Address" />
        </form>,
        client(),
      );
      const area = screen.getByRole('combobox', { name: 'Postcode or town' });
      const started = performance.now();
      await user.type(area, postcode);
      await screen.findAllByText(/unavailable/u, {}, { timeout: 3000 });
      expect(area).toHaveValue(postcode);
      await goOnWithoutChecking(user, started);
      // The postcode typed into the postal-area search is kept.
      expect(textbox('Postcode')).toHaveValue(postcode);
      await user.type(textbox('City'), city);
      await user.type(textbox('Street'), street);
      await user.type(textbox('House number'), houseNumber);
      await waitFor(() =>
        expect(posted()).toMatchObject({ postcode, city, street, houseNumber, addressStatus: 'unverified' }),
      );
      // The refused requests never reached the service.
      expect(routes.length).toBe(asked);
    },
  );
});
