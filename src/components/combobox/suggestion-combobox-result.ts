import type { ReactNode } from 'react';
import type { AddressApiError } from '../../api/errors.ts';
import type { SuggestionComboboxPropGetters } from './suggestion-combobox-prop-getters.ts';
import type { ComboboxState } from './step-answer.ts';

/** The state of a suggestion combobox (house number, street, postal area): what custom markup reads to render it. */
export interface SuggestionComboboxState<T> {
  /** The text in the field (controlled or the field's own). */
  inputValue: string;
  /** The chosen option while the field shows its text and the scope is the one it was chosen in; `null` otherwise. */
  selectedItem: T | null;
  /** The list is open and has options (`aria-expanded`). */
  isOpen: boolean;
  /** The index of the highlighted option, `-1` for none (always `-1` while the list is closed). */
  highlightedIndex: number;
  /** The options: the answer for the text, an older one (stale) while the next loads, or the unverified option. */
  suggestions: readonly T[];
  /** The options answer an older text: they are marked (`data-stale`) and cannot be chosen. */
  isStale: boolean;
  /** The answer for the text is on its way (debouncing or fetching). */
  isLoading: boolean;
  /** The service's error for the text, `null` when there is none. */
  error: AddressApiError | null;
  /** What the field is doing, as its `data-state` shows it. */
  state: ComboboxState;
  /** An earlier step is not chosen yet: the field asks nothing and is out of the Tab order (`aria-disabled`). */
  waiting: boolean;
  /** What the form is told through the input's custom validity; `''` when the field is acceptable. */
  validationMessage: string;
  /** The result line under the field (the input's description); `''` shows none. */
  resultText: string;
  /** What the live region says, changed in place only with news (an answer, a choice); `''` with the field empty. */
  announcement: string;
  /** Changes with each announcement that is news (a settled answer or a choice). */
  announcementKey: string;
  /** A form library's `errorMessage` is given (render it with {@link SuggestionComboboxPropGetters.getErrorMessageProps}). */
  hasErrorMessage: boolean;
  /** The form library's error text, as given in the options. */
  errorMessage: ReactNode;
}

/** What a suggestion combobox hook returns: its state and its Downshift-style prop getters. */
export interface SuggestionComboboxResult<T> extends SuggestionComboboxState<T>, SuggestionComboboxPropGetters<T> {}
