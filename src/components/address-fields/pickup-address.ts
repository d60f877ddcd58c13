import type { GermanPostalArea } from '../../api/types.ts';
import { dhlPickupOf, pickupStreetFields } from '../../address/dhl-pickup.ts';
import type { DhlPickupKind } from '../../address/dhl-station.ts';
import type { GermanPickupAddress } from './address-fields-props.ts';

/** What the shopper typed in `PickupFields`: the station's number and the Postnummer. */
export interface PickupFieldsTexts {
  number: string;
  postNumber: string;
}

/**
 * A pickup whose postal area the service offered, in DHL's layout, with the area's postcode, its city's name and its
 * token when a signing proxy gave one. `null` while a field is wrong or the area is a whole town (a station needs its
 * postcode).
 */
export function pickupAddress(
  kind: DhlPickupKind,
  area: GermanPostalArea | null,
  texts: PickupFieldsTexts,
): GermanPickupAddress | null {
  const pickup = dhlPickupOf(kind, texts.number, texts.postNumber);
  if (area?.postcode === undefined || area.postcode === null || pickup === undefined) return null;
  return {
    country: 'DE',
    postcode: area.postcode,
    city: area.cityName,
    ...pickupStreetFields(pickup),
    status: 'validated',
    cityId: area.cityId,
    pickup,
    ...(area.addressToken === undefined || area.addressToken === '' ? {} : { addressToken: area.addressToken }),
  };
}
