import type { FocusEventHandler, ReactNode } from 'react';
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

/** What the person's choice is, as the hidden status field posts it. */
export type HouseNumberChoiceStatus = 'validated' | 'unknown' | 'unverified';

/** Options of {@link useHouseNumberCombobox} that both countries share: the behaviour, without markup. */
export interface HouseNumberComboboxCommonOptions<S extends HouseNumberSuggestion> {
  /** The text of a controlled field; pair it with `onInputValueChange`. */
  inputValue?: string;
  /** The initial text of an uncontrolled field; it is looked up at once (a prefilled address). @default '' */
  defaultInputValue?: string;
  /** Called with the text on every change, within the event that changed it. */
  onInputValueChange?: (inputValue: string) => void;
  /**
   * The chosen suggestion of a controlled field, `null` for none. The field's own text follows it; a controlled
   * `inputValue` is yours to set with it.
   */
  selectedItem?: S | null;
  /** The suggestion chosen at first, for an uncontrolled selection. */
  defaultSelectedItem?: S | null;
  /**
   * Called with the chosen suggestion (validated or unknown; never an incomplete one), and with `null` as soon as
   * the text no longer is its house number, the street changes, or the field is cleared.
   */
  onSelectedItemChange?: (selectedItem: S | null) => void;
  /**
   * Called with the chosen suggestion's postcode, Belgian digits (`'2610'`) or German with its leading zero
   * (`'01219'`), and with `null` as soon as nothing is chosen.
   */
  onPostcodeChange?: (postcode: string | null) => void;
  disabled?: boolean;
  /** An empty field is invalid in a form. @default false */
  required?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Id of the input. @default generated */
  id?: string;
  /** Wait until the typed number stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /** An error that a form library owns: marks the field invalid (`aria-invalid`). */
  isInvalid?: boolean;
  /** The form library's error text, shown under the field and added to its description. */
  errorMessage?: ReactNode;
}

/** Props of {@link HouseNumberCombobox} that both countries share: the hook's options and the markup's. */
export interface HouseNumberComboboxCommonProps<S extends HouseNumberSuggestion> extends HouseNumberComboboxCommonOptions<S> {
  /** The field's label. @default the localized "House number" */
  label?: ReactNode;
  /** Form field name of the house number: the text as chosen. */
  name?: string;
  /** Form field name of a hidden input with the chosen suggestion's postcode; empty while nothing is chosen. */
  postcodeName?: string;
  /** Form field name of a hidden input with the choice's status (`validated`, `unknown`, `unverified`); empty while nothing is chosen. */
  statusName?: string;
  /** Renders the content of an option; the option element, its status attribute and its ARIA stay the component's. */
  renderSuggestion?: (suggestion: S, state: SuggestionRenderState) => ReactNode;
  /** Class name of the root element, next to `rae-combobox`. */
  className?: string;
  placeholder?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Ids of more descriptions of the input, next to the component's own result line. */
  'aria-describedby'?: string;
}

/** Where a Belgian street is: what the house-number autocomplete asks within. */
export interface BelgianStreetOptions {
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

/** Where a German street is: what the house-number autocomplete asks within. */
export interface GermanStreetOptions {
  country: 'DE';
  cityId: number | null;
  streetId: number;
  /** The street's postcode, five digits. */
  postcode: string;
  /** When typed text that matches nothing is offered as unknown. @default 'none' */
  validation?: GermanValidation;
}

/** Options of {@link useHouseNumberCombobox}. */
export type UseHouseNumberComboboxOptions =
  | (BelgianStreetOptions & HouseNumberComboboxCommonOptions<BelgianHouseNumberSuggestion>)
  | (GermanStreetOptions & HouseNumberComboboxCommonOptions<GermanHouseNumberSuggestion>);

/** Props of a Belgian {@link HouseNumberCombobox}. */
export interface BelgianHouseNumberComboboxProps extends BelgianStreetOptions, HouseNumberComboboxCommonProps<BelgianHouseNumberSuggestion> {}

/** Props of a German {@link HouseNumberCombobox}. */
export interface GermanHouseNumberComboboxProps extends GermanStreetOptions, HouseNumberComboboxCommonProps<GermanHouseNumberSuggestion> {}

/** Props of {@link HouseNumberCombobox}. */
export type HouseNumberComboboxProps = BelgianHouseNumberComboboxProps | GermanHouseNumberComboboxProps;
