import type { FocusEventHandler, ReactNode } from 'react';
import type { AddressMessages } from '../../i18n/messages.ts';

/** Options that every suggestion step shares (house number, street, postal area): the behaviour, without markup. */
export interface ComboboxOptions<T> {
  /** The text of a controlled field; pair it with `onInputValueChange`. */
  inputValue?: string;
  /** The initial text of an uncontrolled field; it is looked up at once (a prefilled address). @default '' */
  defaultInputValue?: string;
  /** Called with the text on every change the person makes, within the event that changed it. */
  onInputValueChange?: (inputValue: string) => void;
  /** The chosen option of a controlled field, `null` for none; the text follows it. */
  selectedItem?: T | null;
  /** The option chosen at first, for an uncontrolled selection. */
  defaultSelectedItem?: T | null;
  /** Called with the chosen option, and with `null` as soon as the text no longer is its text or the scope changes. */
  onSelectedItemChange?: (selectedItem: T | null) => void;
  disabled?: boolean;
  /** An empty field is invalid in a form. @default false */
  required?: boolean;
  /** UI texts that replace the provider's and the built-in ones. */
  messages?: Partial<AddressMessages>;
  /** Id of the input. @default generated */
  id?: string;
  /** Wait until the typed text stays unchanged this long before asking. @default 150 */
  debounceMs?: number;
  /** An error that a form library owns: marks the field invalid (`aria-invalid`). */
  isInvalid?: boolean;
  /** The form library's error text, shown under the field and added to its description. */
  errorMessage?: ReactNode;
  /**
   * Keep the open list where the stylesheet puts it (inline, under the field), instead of the top layer at the field,
   * placed below or above by the room the visible viewport leaves. @default false
   */
  inlineMenu?: boolean;
}

/** Props of a step's default markup that every step shares. */
export interface ComboboxMarkupProps {
  /** The field's label. @default the step's localized label */
  label?: ReactNode;
  /** Form field name of the text as shown. */
  name?: string;
  /** Class name of the root element, next to `rae-combobox`. */
  className?: string;
  placeholder?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Ids of more descriptions of the input, next to the component's own result line. */
  'aria-describedby'?: string;
  /**
   * The autofill section of the field's token (`section-shipping postal-code`), so that two address blocks of one
   * form fill apart. A house number has no token (`autocomplete="off"`, browsers infer it from its label). @default none
   */
  autoCompleteSection?: string;
}
