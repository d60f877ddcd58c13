import type { AddressClient, AddressRequestInit } from '../api/client.ts';
import type { GermanPostalArea } from '../api/types.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import { pickupStreetFields } from '../address/dhl-pickup.ts';
import { municipalityOrCity, postalAreaText } from '../address/postal-area-text.ts';
import type { AddressCheckResult } from './address-check.ts';
import type { PickupCheck } from './pickup-check.ts';
import { postalAreaMatches } from './postal-area-matches.ts';
import { failure, ofCountry, onlyMatch } from './step-answers.ts';

/**
 * The token of a postal area, when the proxy signs one (`addressToken`, as on a street), else `''`: what a pickup
 * posts, the service confirming of it only its postcode and town.
 */
function areaToken(area: GermanPostalArea): string {
  const token: unknown = (area as { addressToken?: unknown }).addressToken;
  return typeof token === 'string' ? token : '';
}

/**
 * Resolves a German DHL pickup in one lookup, its postal area (by postcode, the town compared as a browser's fill
 * compares it): the service knows no stations, so their number and the Postnummer are taken as checked before (their
 * form, not their existence). The address is in DHL's layout, as the form posts a pickup: `street` the kind's word
 * (`Packstation`, `Postfiliale`), `houseNumber` the station's number, the postcode and town the service confirmed,
 * and `pickup`.
 */
export async function resolvePickup(client: AddressClient, check: PickupCheck, init: AddressRequestInit): Promise<AddressCheckResult> {
  const { postcode, city, pickup } = check;
  const areas = await client.autocompletePostalArea({ country: 'DE', postalArea: postcode }, init);
  const area = onlyMatch(postalAreaMatches(`${postcode} ${city}`, areas), areas, postalAreaText);
  if ('ok' in area) return area;
  ofCountry('DE', area, 'municipalityNisCode');
  // Matched by its postcode, the area has that one (the narrowing to a German area is `ofCountry`'s).
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
