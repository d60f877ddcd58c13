import type { ReactNode } from 'react';
import type {
  BelgianHouseNumberSuggestion,
  BelgianLanguage,
  BelgianValidation,
  GermanHouseNumberSuggestion,
  GermanValidation,
  HouseNumberSuggestion,
} from '../../api/types.ts';
import type { PostedNames } from '../../api/posted-names.ts';
import type { ComboboxMarkupProps, ComboboxOptions } from '../combobox/combobox-props.ts';

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

/** Form field names of {@link HouseNumberCombobox}; a missing key posts under its default, `null` posts nothing. */
export type HouseNumberComboboxNames = PostedNames<
  'houseNumber' | 'postcode' | 'status' | 'houseNumberParts' | 'token'
>;

/** What the person's choice is, as the hidden status field posts it. */
export type HouseNumberChoiceStatus = 'validated' | 'unknown' | 'unverified';

/** Options of {@link useHouseNumberCombobox} that both countries share: the behaviour, without markup. */
interface HouseNumberComboboxCommonOptions<S extends HouseNumberSuggestion> extends Omit<
  ComboboxOptions<S>,
  'onSelectedItemChange'
> {
  /** Called with the chosen suggestion (never an incomplete one), and with `null` once the field no longer shows it. */
  onSelectedItemChange?: (selectedItem: S | null) => void;
  /** Called with the chosen suggestion's postcode (German with its leading zero), and with `null` once nothing is chosen. */
  onPostcodeChange?: (postcode: string | null) => void;
  /** Called with the choice's status as the form posts it, and with `null` as soon as nothing is chosen. */
  onStatusChange?: (status: HouseNumberChoiceStatus | null) => void;
}

/** Props of {@link HouseNumberCombobox} that both countries share; the text posts under `names.houseNumber`. */
interface HouseNumberComboboxCommonProps<S extends HouseNumberSuggestion>
  extends HouseNumberComboboxCommonOptions<S>, Omit<ComboboxMarkupProps, 'name'> {
  /** Form field names of what the combobox posts (the keys every address component posts); `null` posts nothing. */
  names?: HouseNumberComboboxNames;
  /** The chosen street's `addressToken`: with it, a validated house number posts the whole address's token under `names.token`. */
  streetToken?: string | null;
  /** Renders the content of an option; the option element, its status attribute and its ARIA stay the component's. */
  renderSuggestion?: (suggestion: S, state: SuggestionRenderState) => ReactNode;
}

/** Where a Belgian street is: what the house-number autocomplete asks within; `streetId: null` waits for a street. */
export interface BelgianStreetOptions {
  country: 'BE';
  municipalityNisCode: number | null;
  streetId: number | null;
  /** The street's postcode; `null` (with no street) waits for one. */
  postcode: number | null;
  /** How house numbers are written. @default the provider's language when it is nl, fr or de, otherwise 'nl' */
  language?: BelgianLanguage;
  /** When typed text that matches nothing is offered as unknown. @default 'none' */
  validation?: BelgianValidation;
}

/** Where a German street is: what the house-number autocomplete asks within; `streetId: null` waits for a street. */
export interface GermanStreetOptions {
  country: 'DE';
  cityId: number | null;
  streetId: number | null;
  /** The street's postcode, five digits; `null` (with no street) waits for one. */
  postcode: string | null;
  /** When typed text that matches nothing is offered as unknown. @default 'none' */
  validation?: GermanValidation;
}

/** Options of {@link useHouseNumberCombobox}. */
export type UseHouseNumberComboboxOptions =
  | (BelgianStreetOptions & HouseNumberComboboxCommonOptions<BelgianHouseNumberSuggestion>)
  | (GermanStreetOptions & HouseNumberComboboxCommonOptions<GermanHouseNumberSuggestion>);

/** Props of a Belgian {@link HouseNumberCombobox}. */
export interface BelgianHouseNumberComboboxProps
  extends BelgianStreetOptions, HouseNumberComboboxCommonProps<BelgianHouseNumberSuggestion> {}

/** Props of a German {@link HouseNumberCombobox}. */
export interface GermanHouseNumberComboboxProps
  extends GermanStreetOptions, HouseNumberComboboxCommonProps<GermanHouseNumberSuggestion> {}

/** Props of {@link HouseNumberCombobox}. */
export type HouseNumberComboboxProps = BelgianHouseNumberComboboxProps | GermanHouseNumberComboboxProps;
