import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { WholeAddressMessages } from '../../i18n/whole-address-messages.ts';
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
  /** What the unavailable service says inside a composition, naming its way on (`{action}`). */
  unavailableWayOn: MessageKey;
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

/**
 * The words of a street or postal-area step for the combobox assembly, derived from its state on each render: the
 * custom validity (what to do before the form may be sent), the result line (the outcome) and what the live region
 * says of a settled answer. `keys` are the step's messages; `chosenWords` gives a chosen option's words for
 * `keys.chosen`.
 */
export const stepTextsOf =
  <T>(t: Translate<MessageKey>, keys: StepMessageKeys, chosenWords: (item: T) => Record<string, string>) =>
  ({ inputValue, answer, selection, error, disabled, required, wayOn, earlierGaveUp }: AddressComboboxTextsInput<T>): AddressComboboxTexts => {
    const { state, items } = answer;
    const typed = inputValue.trim();
    const failed = error !== null;
    const count = items.length;
    // An unavailable service names the composition's way on, where there is one.
    const say = (key: MessageKey | undefined): string =>
      key === undefined ? ''
      : wayOn !== null && key === keys.unavailable ? t(keys.unavailableWayOn, { action: wayOn })
      : key === keys.waiting && earlierGaveUp !== '' ? earlierGaveUp
      : t(key);
    // What an unavailable service or a text refused as too short says, on every line.
    const stateKey = state === 'unavailable' ? keys.unavailable : state === 'too-short' ? keys.tooShort : undefined;
    return {
      validationMessage:
        disabled || selection !== null ? ''
        : typed === '' ? say(required ? keys.required : undefined)
        : say(stateKey ?? (answer.isLoading ? keys.wait : state === 'empty' || failed ? keys.none : keys.choose)),
      resultText:
        selection !== null ? t(keys.chosen, chosenWords(selection.item))
        : say(disabled ? keys.waiting : (stateKey ?? (state === 'searching' ? keys.searching : state === 'empty' || (failed && typed !== '') ? keys.none : undefined))),
      announcement:
        !answer.settled ? ''
        : stateKey !== undefined ? say(stateKey)
        : failed || count === 0 ? t(keys.none)
        : count === 1 ? t(keys.one)
        : t(keys.other, { count }),
    };
  };
