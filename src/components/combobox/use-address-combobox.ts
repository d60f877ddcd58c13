import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type FocusEvent } from 'react';
import type { AddressApiError } from '../../api/errors.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  useDebouncedAutocomplete,
  type StepQuery,
} from '../../hooks/use-debounced-autocomplete.ts';
import type { ComboboxInputProps, SuggestionComboboxPropGetters } from './suggestion-combobox-prop-getters.ts';
import type { SuggestionComboboxResult } from './suggestion-combobox-result.ts';
import type { ComboboxOptions } from './combobox-props.ts';
import { stepAnswer, type StepAnswer } from './step-answer.ts';
import { useControllableText } from './use-controllable-text.ts';
import { useSpokenNews } from './use-spoken-news.ts';
import { useKeptChoice, type Selection } from './use-kept-choice.ts';
import { spaceSeparated } from '../shared/space-separated.ts';
import { useCustomValidity } from '../shared/use-custom-validity.ts';
import { useReportChange } from '../shared/use-report-change.ts';
import { useSuggestionCombobox } from './use-suggestion-combobox.ts';
import { useFillResolution, useFillText } from './use-fill-resolution.ts';
import { useStepFill } from './step-fill.ts';

/** What a combobox's words are made from, on each render. */
export interface AddressComboboxTextsInput<T> {
  inputValue: string;
  answer: StepAnswer<T>;
  /** The choice while it holds, `null` otherwise. */
  selection: Selection<T> | null;
  error: AddressApiError | null;
  disabled: boolean;
  required: boolean;
  /** The composition's fallback without the check (its button's text), which an outage message names; `null` alone. */
  fallbackAction: string | null;
  /** What an earlier step of the composition that gave up says: a waiting step says it instead; `''` for none. */
  earlierGaveUp: string;
}

/** A combobox's words: what the form must be told, the result line, and what the live region says. */
export interface AddressComboboxTexts {
  /** `''` when the field is acceptable. */
  validationMessage: string;
  /** `''` shows no result line. */
  resultText: string;
  /** `''` says nothing (nothing settled). */
  announcement: string;
}

/** How one combobox (house number, street or postal area) plugs into {@link useAddressCombobox}. */
export interface AddressComboboxConfig<T> {
  /** The caller's options: the text and the selection (controlled or not), the form's and the query's. */
  options: ComboboxOptions<T>;
  /** What a choice belongs to (the street of a house number): in another scope it no longer holds. */
  scope: string;
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string;
  /**
   * The query options of the step for a typed text (`streetQueryOptions(client, ...)`), `null` when there is nothing
   * to ask (no earlier step chosen, or a text that fails the input checks). The core runs it, debounced.
   */
  query: StepQuery<T>;
  /**
   * The part of the text the query sends (a postal area's postcode, `2610` of `2610 Wilrijk`): `query` is given it,
   * and the debounce waits only while it changes. @default the text as typed
   */
  queryText?: (text: string) => string;
  /** The family's general key (`streetsKey()`): observed, never fetched, while nothing is asked. */
  idleKey: QueryKey;
  /** The typed text as an option, offered while the service is unavailable (the house number's "use … unverified"). */
  typedItem?: ((text: string) => T) | undefined;
  /** The service's `invalid-input` for a sendable text means "too short" (postal areas). */
  refusesTooShort?: boolean;
  /** Whether an option can be chosen; one that cannot is a step on the way (drill-down). @default every option */
  isFinal?: (item: T) => boolean;
  /** Whether typing exactly an option's text selects it. @default every option */
  selectsWhenTyped?: (item: T) => boolean;
  /** What else a new selection tells the caller, after `options.onSelectedItemChange` (a postcode, a status). */
  onSelectionChange?: (selection: Selection<T> | null) => void;
  /** The combobox's words for its state. */
  texts: (input: AddressComboboxTextsInput<T>) => AddressComboboxTexts;
  /**
   * An earlier step is not chosen yet (a street without its postal area): the field takes what a browser fills in,
   * asks nothing, stays out of the Tab order and says why. @default false
   */
  waiting?: boolean;
  /** The options of an answer that a filled text means, to choose the one when there is one (a rule of `src/resolve/`). */
  fillMatches: (text: string, items: readonly T[]) => readonly T[];
}

/** A prop getter that gives the caller's props an element's id (spreading `undefined` spreads nothing). */
const withId =
  (id: string) =>
  <P extends object>(props?: P) => ({ ...(props as P), id });

/** What the assembly returns: the public result, and what only a family's hook reads of it. */
export interface AddressCombobox<T> extends SuggestionComboboxResult<T> {
  /** The choice with whether it was taken unverified, `null` while nothing is chosen. */
  selection: Selection<T> | null;
  /** The typed text offered as an option while the service is unavailable (`typedItem`), `null` otherwise. */
  unverifiedItem: T | null;
}

/**
 * The one assembly of every suggestion combobox (house number, street, postal area) on the shared core: the text
 * (controlled or its own), the kept choice, the debounced query (nothing is asked about a text that is a choice
 * already made), the answer read the same way (stale options, the unverified option during an outage), consistent
 * selection, Downshift's highlight and ARIA, the form's custom validity, the result line and one announcement per
 * settled answer. A family adds its query, its words and what else its choice means (a postcode, a status).
 */
export function useAddressCombobox<T>(config: AddressComboboxConfig<T>): AddressCombobox<T> {
  const { options, itemToString } = config;
  const defaultText = options.defaultInputValue ?? '';
  const step = useStepFill();
  // The composition starts a step afresh by this token, in the same field (never by a new key: see `StepFill.start`).
  const start = step?.start ?? '';
  const [inputValue, setText, setOwnText] = useControllableText(
    options.inputValue,
    defaultText,
    options.onInputValueChange,
    start,
  );
  const disabled = options.disabled === true;
  const required = options.required === true;
  const waiting = config.waiting === true || step?.waiting === true;
  const fill = useFillText(step, defaultText, start);
  const choice = useKeptChoice(config, inputValue, setOwnText, start);
  // Spaces around the text ask nothing new: `36 ` is `36`, with no request and no announcement of its own.
  const asked = (config.queryText?.(inputValue) ?? inputValue).trim();
  // The family's `query`, `scope` and `idleKey` go in by their own names. The text a step starts from (a fill's, a
  // prefilled one) is no typing: asked at once, also when the step starts afresh in the same field.
  const query = useDebouncedAutocomplete({
    ...config,
    text: asked,
    enabled: !disabled && !waiting && choice.kept === null,
    debounceMs: inputValue === defaultText ? 0 : (options.debounceMs ?? AUTOCOMPLETE_DEBOUNCE_MS),
  });
  const sendable = config.query(asked) !== null;
  // The family's `typedItem` and `refusesTooShort` go in by their own names.
  const answer = stepAnswer(query, { ...config, text: asked, sendable });
  const core = useSuggestionCombobox({ ...config, start }, answer, {
    text: inputValue,
    setText,
    choice,
    onTextChange: fill.changed,
  });
  const { selection, inputRef, choose, openMenu, ...shown } = core;
  const texts = config.texts({
    inputValue,
    answer,
    selection,
    error: query.error,
    disabled: disabled || waiting,
    required,
    fallbackAction: step?.fallbackAction ?? null,
    earlierGaveUp: step?.earlierGaveUp ?? '',
  });
  useFillResolution(
    fill,
    answer,
    { choose, openMenu },
    {
      text: inputValue,
      sendable,
      waiting,
      matches: config.fillMatches,
      resultText: texts.announcement === '' ? texts.resultText : texts.announcement,
      step,
    },
  );
  // While the composition speaks for a fill, an answer settled meanwhile is not spoken, then or later.
  const [mutedKey, setMutedKey] = useState('');
  if (step?.silent && mutedKey !== answer.announcementKey) setMutedKey(answer.announcementKey);
  const muted = step?.silent || (answer.announcementKey !== '' && answer.announcementKey === mutedKey);
  // One announcement per settled answer whose news differs from the last one spoken; a choice confirmed once.
  const kept =
    choice.kept === null ? '' : `choice|${config.itemToKey(choice.kept.item)}|${String(choice.kept.unverified)}`;
  const spoken = useSpokenNews(
    { key: answer.announcementKey, text: muted ? '' : texts.announcement },
    {
      key: kept,
      text:
        choice.kept === null || step === null
          ? texts.resultText
          : step.confirm(texts.resultText, itemToString(choice.kept.item)),
    },
    asked === '',
    start,
  );
  // The composition learns when this step's service gives up, and when it answers again.
  const unavailable = answer.state === 'unavailable';
  // A step started afresh whose service is still unavailable says so again, under its new start.
  useReportChange(unavailable ? `!${start}` : '', () => step?.onUnavailable(unavailable), '');
  // The form's side: the custom validity (a native submit stops at the field), the result line and the form
  // library's error as the input's description, `aria-invalid`, `aria-busy` and `required`.
  useCustomValidity(inputRef, texts.validationMessage);
  const resultId = useId();
  const errorId = useId();
  const { errorMessage } = options;
  const hasErrorMessage = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;

  // The result line describes the field, so focus reads it; while the field has the focus, it does so only as long as
  // the line says what it said when the focus came. A focused field's changed description is spoken by Orca (Firefox
  // tells it), and the live region says the same news: said twice, and a typed text that equals an option "verified"
  // aloud. A description taken away is not spoken; the line is back for the next focus.
  const [atFocus, setAtFocus] = useState<string | false | null>(null);
  if (typeof atFocus === 'string' && atFocus !== texts.resultText) setAtFocus(false);
  const describes = texts.resultText !== '' && (atFocus === null || atFocus === texts.resultText);

  const getInputProps: SuggestionComboboxPropGetters<T>['getInputProps'] = (props: ComboboxInputProps = {}) =>
    core.getInputProps({
      ...props,
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        props.onFocus?.(event);
        setAtFocus(texts.resultText);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        setAtFocus(null);
      },
      'aria-describedby': spaceSeparated(describes && resultId, hasErrorMessage && errorId, props['aria-describedby']),
      'aria-invalid': options.isInvalid === true || undefined,
      'aria-busy': answer.isLoading || undefined,
      required: options.required,
      // A step that waits for an earlier one is out of the way of the keyboard, but a browser may fill it.
      ...(waiting ? { tabIndex: -1, 'aria-disabled': true } : {}),
    });

  return {
    // Downshift's label, menu and option getters, the highlight and whether the list is open.
    ...shown,
    getInputProps,
    getResultProps: withId(resultId),
    getErrorMessageProps: withId(errorId),
    inputValue,
    selectedItem: selection?.item ?? null,
    selection,
    suggestions: answer.items,
    unverifiedItem: answer.unverifiedItem,
    isStale: answer.isStale,
    isLoading: answer.isLoading,
    error: query.error,
    state: answer.state,
    waiting,
    // The validation message and the result line; the live region says what is news.
    ...texts,
    announcement: spoken.text,
    announcementKey: spoken.key,
    hasErrorMessage,
    errorMessage,
  };
}
