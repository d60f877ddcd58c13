import type { AddressClient, AddressRequestInit } from '../api/client.ts';
import type { GermanPostalArea } from '../api/types.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import { pickupStreetFields } from '../address/dhl-pickup.ts';
import { municipalityOrCity, postalAreaText } from '../address/postal-area-text.ts';
import type { AddressCheckResult } from './address-check.ts';
import type { PickupCheck } from './pickup-check.ts';
import { postalAreaMatches } from './postal-area-matches.ts';
import { failure, ofCountry, onlyMatch } from './step-answers.ts';

/** A postal area's `addressToken` where the proxy signs one, else `''`. */
function areaToken(area: GermanPostalArea): string {
  const token: unknown = (area as { addressToken?: unknown }).addressToken;
  return typeof token === 'string' ? token : '';
}

/** Resolves a German DHL pickup by its postal area alone (the service knows no stations), in DHL's layout. */
export async function resolvePickup(
  client: AddressClient,
  check: PickupCheck,
  init: AddressRequestInit,
): Promise<AddressCheckResult> {
  const { postcode, city, pickup } = check;
  const areas = await client.autocompletePostalArea({ country: 'DE', postalArea: postcode }, init);
  const area = onlyMatch(postalAreaMatches(`${postcode} ${city}`, areas), areas, postalAreaText);
  if ('ok' in area) return area;
  ofCountry('DE', area, 'municipalityNisCode');
  if (!('cityId' in area) || area.postcode !== postcode) return failure('not-found');
  const address: ConfirmedAddress = {
    country: 'DE',
    postcode,
    city: municipalityOrCity(area),
    ...pickupStreetFields(pickup),
    status: 'validated',
    pickup,
  };
  return { ok: true, address, token: areaToken(area) };
}
