import type { AddressClient } from '../../../src/api/client.ts';
import type { GermanPostalArea } from '../../../src/api/types.ts';
import type { DhlPickupKind } from '../../../src/address/dhl-station.ts';
import { DHL_STATION_WORDS } from '../../../src/address/dhl-station.ts';

/** What a form with `germanPickup` posts for a DHL pickup (issue 53, decision 4), under the default names. */
export type PostedPickup = Record<
  | 'country'
  | 'postcode'
  | 'city'
  | 'street'
  | 'houseNumber'
  | 'postNumber'
  | 'deliveryTo'
  | 'addressStatus'
  | 'addressToken',
  string
>;

/** The postal area chosen for `typed` (the first with a postcode), as the signing proxy answered it, its token on it. */
export async function signedArea(
  client: AddressClient,
  typed = '01219',
): Promise<GermanPostalArea & { postcode: string; addressToken: string }> {
  const areas = await client.autocompletePostalArea({ country: 'DE', postalArea: typed });
  const area = areas.find((a) => typeof a.postcode === 'string');
  if (area?.addressToken === undefined || typeof area.postcode !== 'string')
    throw new Error(`no signed postal area for ${typed}`);
  return { ...area, postcode: area.postcode, addressToken: area.addressToken };
}

/**
 * What the form posts for a pickup at station `number` in `area`: the kind's word as the street, the number as the
 * house number, the city's own name as the city, the area's token.
 */
export const postedPickup = (
  area: { postcode: string; cityName: string; addressToken: string },
  kind: DhlPickupKind,
  number = kind === 'packstation' ? '123' : '456',
  postNumber = '12345678',
): PostedPickup => ({
  country: 'DE',
  postcode: area.postcode,
  city: area.cityName,
  street: DHL_STATION_WORDS[kind],
  houseNumber: number,
  postNumber,
  deliveryTo: kind,
  addressStatus: 'validated',
  addressToken: area.addressToken,
});
