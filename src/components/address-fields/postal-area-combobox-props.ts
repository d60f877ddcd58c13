import type { BelgianPostalArea, GermanPostalArea } from '../../api/types.ts';
import type { ComboboxMarkupProps, ComboboxOptions } from '../combobox/combobox-props.ts';

/** Options of {@link usePostalAreaCombobox}. */
export type UsePostalAreaComboboxOptions =
  ({ country: 'BE' } & ComboboxOptions<BelgianPostalArea>) | ({ country: 'DE' } & ComboboxOptions<GermanPostalArea>);

/** Props of {@link PostalAreaCombobox}: the hook's options and the markup's. */
export type PostalAreaComboboxProps = UsePostalAreaComboboxOptions & ComboboxMarkupProps;
