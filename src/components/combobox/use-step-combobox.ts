import type { DebouncedAutocompleteResult } from '../../hooks/use-debounced-autocomplete.ts';
import type { StepComboboxOptions } from '../step-combobox-props.ts';
import { stepTexts, type StepMessageKeys } from '../step-texts.ts';
import { wholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import { useTranslate } from '../use-translate.ts';
import { stepAnswer } from './step-answer.ts';
import { useControllableText } from './use-controllable-text.ts';
import { useHeldChoice } from './use-held-choice.ts';
import { useStepField } from './use-step-field.ts';
import { useSuggestionCombobox } from './use-suggestion-combobox.ts';

/** How one step (street or postal area) plugs into {@link useStepCombobox}. */
export interface StepComboboxConfig<T> {
  options: StepComboboxOptions<T>;
  /** The hook's name, for the provider's error. */
  caller: string;
  /** What a choice belongs to (the municipality and postcode of a street): in another scope it no longer holds. */
  scope: string;
  keys: StepMessageKeys;
  itemToString: (item: T) => string;
  itemToKey: (item: T) => string;
  /** The words of the result line for a chosen item. */
  chosenWords: (item: T) => Record<string, string>;
  /** Whether a text passes the input checks. */
  sendable: (text: string) => boolean;
  /** The step's autocomplete query for a text; `enabled: false` asks nothing. Called once per render, as a hook. */
  useAnswer: (text: string, enabled: boolean) => DebouncedAutocompleteResult<T>;
  /** The service's `invalid-input` for a sendable text means "too short". */
  refusesTooShort?: boolean;
}

/**
 * The behaviour of a street or postal-area step, on the shared core: the text, the held choice, the debounced
 * query (nothing is asked about a text that is a choice already made), honest selection, stale options, the form's
 * custom validity, the result line and one announcement per settled answer. Every option can be chosen; typing an
 * option's text exactly selects it once its answer has settled (a prefilled text is checked that way).
 */
export function useStepCombobox<T>(config: StepComboboxConfig<T>) {
  const { options, itemToString } = config;
  const t = useTranslate(wholeAddressMessages, options.messages, config.caller);
  const [inputValue, setText, setOwnText] = useControllableText(options.inputValue, options.defaultInputValue ?? '', options.onInputValueChange);
  const disabled = options.disabled === true;
  const choice = useHeldChoice<T>({
    text: inputValue,
    scope: config.scope,
    selectedItem: options.selectedItem,
    defaultSelectedItem: options.defaultSelectedItem,
    itemToString,
    followText: setOwnText,
  });
  const query = config.useAnswer(inputValue, !disabled && choice.held === null);
  const sendable = config.sendable(inputValue);
  const answer = stepAnswer(query, { text: inputValue, sendable, typedItem: null, refusesTooShort: config.refusesTooShort === true });
  const core = useSuggestionCombobox<T>({
    text: inputValue,
    setText,
    defaultText: options.defaultInputValue ?? '',
    choice,
    selectedItem: options.selectedItem,
    items: answer.items,
    isStale: answer.isStale,
    settledItems: answer.settledItems,
    unverifiedItem: null,
    itemToString,
    itemToKey: config.itemToKey,
    isFinal: () => true,
    selectsWhenTyped: () => true,
    onSelectionChange: (selection) => options.onSelectedItemChange?.(selection?.item ?? null),
    inputId: options.id,
    disabled,
  });
  const selectedItem = core.selection?.item ?? null;
  const texts = stepTexts({
    t,
    keys: config.keys,
    inputValue,
    state: answer.state,
    chosen: selectedItem === null ? null : config.chosenWords(selectedItem),
    isLoading: answer.isLoading,
    failed: query.isError,
    settled: answer.settled,
    count: answer.items.length,
    required: options.required === true,
    disabled,
  });
  const field = useStepField(core, { ...texts, isLoading: answer.isLoading, required: options.required, isInvalid: options.isInvalid, errorMessage: options.errorMessage });

  return {
    ...field.getters,
    inputValue,
    selectedItem,
    isOpen: core.isOpen,
    highlightedIndex: core.highlightedIndex,
    /** The options shown: the answer for the text, or an older one (stale) while the next loads. */
    suggestions: answer.items,
    isStale: answer.isStale,
    isLoading: answer.isLoading,
    error: query.error,
    state: answer.state,
    validationMessage: texts.validationMessage,
    resultText: texts.resultText,
    announcement: texts.announcement,
    /** Changes with each settled answer: key the live region's text with it, so an equal text is spoken again. */
    announcementKey: answer.announcementKey,
    hasErrorMessage: field.hasErrorMessage,
    errorMessage: options.errorMessage,
  };
}

/** What a street or postal-area step's hook returns. */
export type StepComboboxResult<T> = ReturnType<typeof useStepCombobox<T>>;
