import type { ReactNode } from 'react';
import type {
  BelgianHouseNumberSuggestion,
  BelgianLanguage,
  BelgianValidation,
  GermanHouseNumberSuggestion,
  GermanValidation,
  HouseNumberSuggestion,
} from '../api/types.ts';
import type { AddressMessages } from '../i18n/messages.ts';

/** What a custom option renderer is told about the option. */
export interface SuggestionRenderState {
  highlighted: boolean;
  selected: boolean;
  /** The status in words, in the UI's language. */
  statusText: string;
  /** The option's postcode when it differs from the street's, else `null`. */
  otherPostcode: string | null;
  /** The option is the typed text, offered because the check is unavailable. */
  unverified: boolean;
}

/** Props of {@link HouseNumberCombobox} that both countries share. */
export interface HouseNumberComboboxCommonProps<S extends HouseNumberSuggestion> {
  /** The field's label. @default the localized "House number" */
  label?: ReactNode;
  /** Called with a validated or unknown suggestion when the person chooses it (not with an incomplete one). */
  onSelect?: (suggestion: S) => void;
  /** Called with the chosen suggestion's postcode: Belgian digits (`'2610'`), German with its leading zero (`'01219'`). */
  onPostcodeChange?: (postcode: string) => void;
  /** Form field name of the house number: the text in the field, the chosen house number once one is chosen. */
  name?: string;
  /** Form field name of a hidden input with the chosen suggestion's postcode. */
  postcodeName?: string;
  /** The initial text of an uncontrolled field; it is looked up at once (a prefilled address). */
  defaultValue?: string;
  /** The text of a controlled field; pair it with `onInputValueChange`. */
  value?: string;
  /** Called with every change of the field's text. */
  onInputValueChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Renders the content of an option; the option element, its status attribute and its ARIA stay the component's. */
  renderSuggestion?: (suggestion: S, state: SuggestionRenderState) => ReactNode;
  /** Class name of the root element, next to `rae-combobox`. */
  className?: string;
  /** Id of the input. @default generated */
  id?: string;
  placeholder?: string;
  /** Wait until the typed number stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
}

/** Props of a Belgian {@link HouseNumberCombobox}. */
export interface BelgianHouseNumberComboboxProps extends HouseNumberComboboxCommonProps<BelgianHouseNumberSuggestion> {
  country: 'BE';
  municipalityNisCode: number | null;
  streetId: number;
  /** The street's postcode. */
  postcode: number;
  /** How house numbers are written. @default the provider's locale when it is nl, fr or de, otherwise 'nl' */
  language?: BelgianLanguage;
  /** When typed text that matches nothing is offered as unknown. @default 'none' */
  validation?: BelgianValidation;
}

/** Props of a German {@link HouseNumberCombobox}. */
export interface GermanHouseNumberComboboxProps extends HouseNumberComboboxCommonProps<GermanHouseNumberSuggestion> {
  country: 'DE';
  cityId: number | null;
  streetId: number;
  /** The street's postcode, five digits. */
  postcode: string;
  /** When typed text that matches nothing is offered as unknown. @default 'none' */
  validation?: GermanValidation;
}

/** Props of {@link HouseNumberCombobox}. */
export type HouseNumberComboboxProps = BelgianHouseNumberComboboxProps | GermanHouseNumberComboboxProps;
