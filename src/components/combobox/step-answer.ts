import type { DebouncedAutocompleteResult } from '../../hooks/use-debounced-autocomplete.ts';
import { isUnavailable } from './answer-state.ts';

/** What a suggestion step is doing, as `data-state` shows it; `too-short` is a postal area the service refused as too short. */
export type ComboboxState = 'idle' | 'searching' | 'results' | 'empty' | 'unavailable' | 'too-short';

/** How a step reads its answer. */
export interface StepAnswerOptions<T> {
  text: string;
  /** Whether the text passes the input checks (a request is made for it). */
  sendable: boolean;
  /** The typed text as an option, offered while the check is unavailable; `undefined` for a step that offers none. */
  typedItem?: ((text: string) => T) | undefined;
  /** Whether the service's `invalid-input` for a sendable text means "too short" (postal areas). */
  refusesTooShort?: boolean;
}

/**
 * What one step makes of its autocomplete query for the current text: the options to show (the answer, an older one
 * while the next loads, or the typed text while the check is unavailable), whether they are stale, whether the
 * answer for exactly this text has settled, and the field's state. Shared by the house-number, street and
 * postal-area steps, so the three read an answer the same way.
 */
export function stepAnswer<T>(query: DebouncedAutocompleteResult<T>, step: StepAnswerOptions<T>) {
  const { text, sendable, typedItem } = step;
  const unavailable = sendable && isUnavailable(query.error);
  const unverifiedItem = unavailable && typedItem !== undefined ? typedItem(text) : null;
  const items: readonly T[] = unverifiedItem !== null ? [unverifiedItem] : unavailable ? [] : (query.data ?? []);
  const isLoading = sendable && (query.isDebouncing || query.isFetching);
  const isStale =
    sendable && items.length > 0 && unverifiedItem === null && (query.isPlaceholderData || query.isDebouncing);
  const settled = sendable && !query.isDebouncing && !query.isPlaceholderData && query.status !== 'pending';
  const tooShort = step.refusesTooShort && sendable && !isLoading && query.error?.kind === 'invalid-input';
  const state: ComboboxState = unavailable
    ? 'unavailable'
    : items.length > 0
      ? 'results'
      : sendable && isLoading
        ? 'searching'
        : tooShort
          ? 'too-short'
          : sendable && query.isSuccess
            ? 'empty'
            : 'idle';
  return {
    items,
    unverifiedItem,
    unavailable,
    isLoading,
    isStale,
    settled,
    /** The answer for exactly the current text, or `null` while there is none. */
    settledItems: settled && query.isSuccess ? query.data : null,
    state,
    /** Changes with each settled answer: key the live region's text with it, so an equal text is spoken again. */
    announcementKey: settled ? `${text}|${query.dataUpdatedAt}|${query.errorUpdatedAt}` : '',
  };
}

/** How a combobox reads its answer for the current text (what {@link stepAnswer} returns). */
export type StepAnswer<T> = ReturnType<typeof stepAnswer<T>>;
