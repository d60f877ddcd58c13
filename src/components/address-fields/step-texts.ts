import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { WholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import type { ComboboxState } from '../combobox/step-answer.ts';
import type { AddressComboboxTexts, AddressComboboxTextsInput } from '../combobox/use-address-combobox.ts';

/** A text of the whole-address steps' family. */
type MessageKey = keyof (WholeAddressMessages & HouseNumberMessages);

/** The message keys of one step (street or postal area): what it says in each state. */
export interface StepMessageKeys {
  required: MessageKey;
  choose: MessageKey;
  wait: MessageKey;
  none: MessageKey;
  unavailable: MessageKey;
  searching: MessageKey;
  one: MessageKey;
  other: MessageKey;
  /** The result line of a choice; it gets the choice's `params`. */
  chosen: MessageKey;
  /** What a text the service refused as too short gets. */
  tooShort: MessageKey;
  /** What a field that waits for an earlier step says, while disabled. */
  waiting?: MessageKey;
}

interface StepTextsInput {
  t: Translate<MessageKey>;
  keys: StepMessageKeys;
  inputValue: string;
  state: ComboboxState;
  /** The chosen option's words for `keys.chosen`, `null` while nothing is chosen. */
  chosen: Record<string, string> | null;
  isLoading: boolean;
  failed: boolean;
  settled: boolean;
  count: number;
  required: boolean;
  disabled: boolean;
}

/**
 * The words of a street or postal-area step, derived from its state on each render: the custom validity (what to
 * do before the form may be sent), the result line (the outcome) and what the live region says of a settled answer.
 */
function stepTexts({ t, keys, inputValue, state, chosen, isLoading, failed, settled, count, required, disabled }: StepTextsInput) {
  const typed = inputValue.trim();
  const validationMessage =
    disabled || chosen !== null ? ''
    : typed === '' ? (required ? t(keys.required) : '')
    : state === 'unavailable' ? t(keys.unavailable)
    : state === 'too-short' ? t(keys.tooShort)
    : isLoading ? t(keys.wait)
    : state === 'empty' || failed ? t(keys.none)
    : t(keys.choose);
  const resultText =
    chosen !== null ? t(keys.chosen, chosen)
    : disabled ? (keys.waiting === undefined ? '' : t(keys.waiting))
    : state === 'unavailable' ? t(keys.unavailable)
    : state === 'too-short' ? t(keys.tooShort)
    : state === 'searching' ? t(keys.searching)
    : state === 'empty' || (failed && typed !== '') ? t(keys.none)
    : '';
  const announcement =
    !settled ? ''
    : state === 'unavailable' ? t(keys.unavailable)
    : state === 'too-short' ? t(keys.tooShort)
    : failed || count === 0 ? t(keys.none)
    : count === 1 ? t(keys.one)
    : t(keys.other, { count });
  return { validationMessage, resultText, announcement };
}

/**
 * The words of a street or postal-area step for the combobox assembly: its message keys, and the words of a chosen
 * option for `keys.chosen`.
 */
export const stepTextsOf =
  <T>(t: Translate<MessageKey>, keys: StepMessageKeys, chosenWords: (item: T) => Record<string, string>) =>
  ({ inputValue, answer, selection, error, disabled, required }: AddressComboboxTextsInput<T>): AddressComboboxTexts =>
    stepTexts({
      t,
      keys,
      inputValue,
      state: answer.state,
      chosen: selection === null ? null : chosenWords(selection.item),
      isLoading: answer.isLoading,
      failed: error !== null,
      settled: answer.settled,
      count: answer.items.length,
      required,
      disabled,
    });
