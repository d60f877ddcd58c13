import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressFields } from '../../../src/index.ts';
import { dhlPickup } from '../../../src/pickup.ts';
import { verifyAddress } from '../../../src/server/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';
import { SIGNING_KEY } from '../../support/signed-addresses.ts';

/*
 * Issue 53, point 3: behind a signing proxy, a DHL pickup posts its postal area's token with the area's postcode and
 * its city's name (not the district the option reads), and `verifyAddress` hands the pickup back trusted.
 */

const { client } = setupReferenceServer({ signingKey: SIGNING_KEY });
const form = () => document.querySelector('form') as HTMLFormElement;
const text = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('AddressFields with germanPickup behind a signing proxy', () => {
  it('posts a Packstation that verifyAddress trusts, in DHL’s layout, with its pickup', async () => {
    const { user } = renderWithAddress(
      <form>
        <AddressFields country="DE" legend="Address" germanPickup={dhlPickup} />
      </form>,
      client(),
    );
    await user.click(screen.getByRole('radio', { name: 'A Packstation' }));
    await user.type(screen.getByRole('combobox', { name: 'Postcode or town' }), 'Strehl');
    await user.click(await screen.findByRole('option', { name: '01219 Strehlen' }));
    await user.type(text('Packstation number'), '123');
    await user.type(text('Postnummer'), '12345678');
    await waitFor(() =>
      expect(Object.fromEntries(new FormData(form()))).toMatchObject({
        city: 'Dresden',
        addressStatus: 'validated',
        addressToken: expect.stringMatching(/^v3\.a\./u) as unknown,
      }),
    );
    expect(await verifyAddress(new FormData(form()), { signingKey: SIGNING_KEY, germanPickup: true })).toEqual({
      ok: true,
      address: {
        country: 'DE',
        postcode: '01219',
        city: 'Dresden',
        street: 'Packstation',
        houseNumber: '123',
        houseNumberParts: { number: 123 },
        pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
      },
    });
    // Another station typed: still the confirmed area, still trusted as that station.
    await user.clear(text('Packstation number'));
    await user.type(text('Packstation number'), '456');
    await waitFor(() => expect(new FormData(form()).get('houseNumber')).toBe('456'));
    expect(await verifyAddress(new FormData(form()), { signingKey: SIGNING_KEY, germanPickup: true })).toMatchObject({
      ok: true,
      address: { pickup: { number: 456 } },
    });
    // A street address with the same postal area's token is no pickup: the area's token is no street's.
    await user.click(screen.getByRole('radio', { name: 'An address' }));
    expect(new FormData(form()).get('addressToken')).toBe('');
  }, 20_000);
});
