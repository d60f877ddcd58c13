import type { UseComboboxGetInputPropsReturnValue } from 'downshift';
import type { ChangeEvent, FocusEvent, KeyboardEvent, Ref } from 'react';
import type { SuggestionComboboxCore } from './use-suggestion-combobox.ts';

/** Props a caller may give the `<input>`; its handlers are chained, its `ref` and `aria-describedby` merged. */
export type ComboboxInputProps = {
  ref?: Ref<HTMLInputElement> | undefined;
  'aria-describedby'?: string | undefined;
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
} & Record<string, unknown>;

/** What `getInputProps` gives the `<input>`: Downshift's combobox props with the caller's merged in. */
export interface ComboboxInputElementProps extends Omit<UseComboboxGetInputPropsReturnValue, 'aria-activedescendant'> {
  /** The highlighted option's id while the list is open, else none. */
  'aria-activedescendant': string | undefined;
  /** The result line, the form library's error, then the caller's own descriptions. */
  'aria-describedby'?: string | undefined;
  /** Whatever else the caller gave (`className`, `placeholder`, `name`, …), as given. */
  [attribute: string]: unknown;
}

/** The prop getters of a suggestion combobox, as Downshift's: the caller's props merged in, its handlers first. */
export interface SuggestionComboboxPropGetters<T> {
  /** Props for the `<label>`. */
  getLabelProps: SuggestionComboboxCore<T>['getLabelProps'];
  /** Props for the `<input>`: the caller's merged in (handlers chained, `ref` and `aria-describedby` merged). */
  getInputProps: (props?: ComboboxInputProps) => ComboboxInputElementProps;
  /** Props for the `<ul>`: out of the Tab order, busy while stale, shown in the top layer at its field while open. */
  getMenuProps: SuggestionComboboxCore<T>['getMenuProps'];
  /** Props for an option (`item` and `index` are required): choosing it is the combobox's, on a click or Enter. */
  getItemProps: SuggestionComboboxCore<T>['getItemProps'];
  /** Props for the result line, the input's description (not while it changed under the focus: the live region says that). */
  getResultProps: <P extends object>(props?: P) => P & { id: string };
  /** Props for the form library's error text, part of the input's description. */
  getErrorMessageProps: <P extends object>(props?: P) => P & { id: string };
}
