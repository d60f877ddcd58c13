import type { BelgianPostalArea, GermanPostalArea } from '../api/types.ts';
import type { StepComboboxMarkupProps, StepComboboxOptions } from './step-combobox-props.ts';

/** Options of {@link usePostalAreaCombobox}. */
export type UsePostalAreaComboboxOptions =
  | ({ country: 'BE' } & StepComboboxOptions<BelgianPostalArea>)
  | ({ country: 'DE' } & StepComboboxOptions<GermanPostalArea>);

/** Props of {@link PostalAreaCombobox}: the hook's options and the markup's. */
export type PostalAreaComboboxProps = UsePostalAreaComboboxOptions & StepComboboxMarkupProps;
