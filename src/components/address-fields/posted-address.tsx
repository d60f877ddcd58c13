import { houseNumberPartsText } from '../../api/house-number-parts.ts';
import type { AddressFieldsAddress } from './address-fields-props.ts';
import type { StepTexts } from './use-address-fill.ts';

/** The keys {@link AddressFields} posts, in the order of its hidden fields. */
export const POSTED_KEYS = [
  'postcode',
  'city',
  'street',
  'houseNumber',
  'houseNumberParts',
  'status',
  'token',
  'postNumber',
  'deliveryTo',
] as const;

/** What {@link AddressFields} posts under each key. */
export type PostedAddress = Record<(typeof POSTED_KEYS)[number], string>;

/** What the fields of {@link AddressFields} show (or hold, without the check): postcode, city, street, house number. */
export type ShownAddress = Pick<PostedAddress, 'postcode' | 'city' | 'street' | 'houseNumber'>;

/** What the steps post of an address (a DHL pickup's two keys are the pickup's to post). */
export type PostedSteps = Omit<PostedAddress, 'postNumber' | 'deliveryTo'>;

/** The postcode and the place of a postal-area field's text: `2610 Wilrijk`, `2610` or `Wilrijk`. */
export function areaParts(text: string): Pick<ShownAddress, 'postcode' | 'city'> {
  const [, postcode = '', city = ''] = /^\s*(\d{4,5})?\s*(.*?)\s*$/u.exec(text) ?? [];
  return { postcode, city };
}

/** What the steps' fields show, as the address's four texts (the postal area's split into its postcode and place). */
export const shownAddress = (texts: StepTexts): ShownAddress => ({
  ...areaParts(texts.area),
  street: texts.street,
  houseNumber: texts.houseNumber,
});

/** What the form posts of the steps: the confirmed address with parts, status and token; else what the fields show. */
export function postedAddress(address: AddressFieldsAddress | null, shown: ShownAddress): PostedSteps {
  if (address !== null) {
    const { postcode, city, street, houseNumber, status } = address;
    const houseNumberParts = status === 'unverified' ? '' : houseNumberPartsText(address.houseNumberParts);
    return { postcode, city, street, houseNumber, houseNumberParts, status, token: address.addressToken ?? '' };
  }
  return { ...shown, houseNumberParts: '', status: '', token: '' };
}

/** The hidden fields of the posted keys; a key whose name is `null` posts nothing. */
export function HiddenFields({
  names,
  posted,
}: {
  names: Partial<Record<keyof PostedAddress, string | null>>;
  posted: Partial<PostedAddress>;
}) {
  return POSTED_KEYS.map((key) => {
    const name = names[key];
    const value = posted[key];
    return name === null || name === undefined || value === undefined ? null : (
      <input key={key} type="hidden" name={name} value={value} />
    );
  });
}
