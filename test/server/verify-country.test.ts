import { describe, expect, it } from 'vitest';
import { verifyAddress } from '../../src/server/index.ts';
import { postedDutch, SIGNING_KEY, signingClient } from '../support/signed-addresses.ts';
import { postedChains } from './support/chained-addresses.ts';

/*
 * Issue 38, point 1: `AddressEntry` posts the country beside the address, and `verifyAddress` refuses an address
 * posted under another country than the one its token confirms (a shop that reads the posted country would ship a
 * Dutch address to Belgium).
 */

const verify = (fields: Record<string, string>, names?: Record<string, string>) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, ...(names === undefined ? {} : { names }) });
const { client } = signingClient();

describe('verifyAddress and the posted country', () => {
  it('trusts an address posted under its own country, in any case and spacing, or with no country posted', async () => {
    const dutch = postedDutch(await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
    for (const country of ['NL', 'nl', ' NL ', ''])
      expect(await verify({ ...dutch, country })).toMatchObject({ ok: true, address: { country: 'NL' } });
    expect(await verify(dutch)).toMatchObject({ ok: true });
  });

  it('refuses a Dutch address posted as Belgian, and a Belgian one posted as Dutch or German, as tampered', async () => {
    const dutch = postedDutch(await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
    for (const country of ['BE', 'DE', 'Netherlands', 'XX'])
      expect(await verify({ ...dutch, country })).toEqual({ ok: false, reason: 'tampered' });
    const [belgian] = await postedChains(client, 824, '12');
    if (belgian === undefined) throw new Error('Europalaan 12 is validated');
    expect(await verify({ ...belgian, country: 'BE' })).toMatchObject({ ok: true, address: { country: 'BE' } });
    for (const country of ['NL', 'DE'])
      expect(await verify({ ...belgian, country })).toEqual({ ok: false, reason: 'tampered' });
  });

  it('reads the country under its renamed field, like every key', async () => {
    const dutch = postedDutch(await client.lookupPostcode({ postcode: '2012ES', houseNumber: 30 }));
    expect(await verify({ ...dutch, shipTo: 'BE', country: 'NL' }, { country: 'shipTo' })).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(await verify({ ...dutch, shipTo: 'NL', country: 'BE' }, { country: 'shipTo' })).toMatchObject({ ok: true });
  });
});
