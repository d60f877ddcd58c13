import type { BelgianStreet, GermanStreet } from '../../api/types.ts';
import type { ComboboxMarkupProps, ComboboxOptions } from '../combobox/combobox-props.ts';

/** The Belgian postal area a street is searched in; `municipalityNisCode: null` waits for one. */
export interface BelgianStreetArea {
  country: 'BE';
  municipalityNisCode: number | null;
  /** The postal area's postcode, or `null` to search the whole municipality. @default null */
  postcode?: number | null;
}

/** The German postal area a street is searched in; `cityId: null` waits for one. */
export interface GermanStreetArea {
  country: 'DE';
  cityId: number | null;
  /** The postal area's postcode (five digits), or `null` to search the whole city. @default null */
  postcode?: string | null;
}

/** Options of {@link useStreetCombobox}. */
export type UseStreetComboboxOptions =
  (BelgianStreetArea & ComboboxOptions<BelgianStreet>) | (GermanStreetArea & ComboboxOptions<GermanStreet>);

/** Props of {@link StreetCombobox}: the hook's options and the markup's. */
export type StreetComboboxProps = UseStreetComboboxOptions & ComboboxMarkupProps;
