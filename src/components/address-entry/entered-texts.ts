import { listedRegion, type CountryFormat } from '../../address/country-formats/country-format.ts';
import { postcodeFits } from '../../address/entered-address.ts';
import type { EnteredAddressFieldsProps, EnteredTexts } from './entered-address-fields-props.ts';

/**
 * The texts of the fields: the element's value, a region of the country's list by its code (`Tokyo` is `東京都`), and
 * the postcode and town a country switch carried where the postcode has this country's form.
 */
export function enteredTexts(
  { value, carried }: Pick<EnteredAddressFieldsProps, 'value' | 'carried'>,
  format: CountryFormat,
): EnteredTexts {
  const region = value.region ?? '';
  const texts = {
    street: value.street,
    addressLine2: value.addressLine2 ?? '',
    postcode: value.postcode,
    city: value.city,
    region: listedRegion(region, format)?.code ?? region,
  };
  const fits =
    carried !== undefined &&
    value.postcode === '' &&
    format.postcodePattern !== undefined &&
    postcodeFits(carried.postcode, format);
  return fits ? { ...texts, postcode: carried.postcode.trim(), city: texts.city || carried.city } : texts;
}
