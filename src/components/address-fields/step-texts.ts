import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { AddressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import type { AddressComboboxTexts, AddressComboboxTextsInput } from '../combobox/use-address-combobox.ts';

/** A text of the address-fields steps' family. */
type MessageKey = keyof (AddressFieldsMessages & HouseNumberMessages);

/** The words of a street or postal-area step (validity, result line, announcement), in the step's own messages. */
export const stepTextsOf =
  <T>(t: Translate<MessageKey>, step: 'postalArea' | 'street', chosenWords: (item: T) => Record<string, string>) =>
  ({
    inputValue,
    answer,
    selection,
    error,
    disabled,
    required,
    fallbackAction,
    earlierGaveUp,
  }: AddressComboboxTextsInput<T>): AddressComboboxTexts => {
    const none = step === 'street' ? 'noStreetFound' : 'noPostalAreaFound';
    const unavailable = `${step}CheckUnavailable` as const;
    // A street text the service refuses as too short finds no street; a street waits for its postal area.
    const tooShort = step === 'street' ? none : 'postalAreaTooShort';
    const waiting = step === 'street' ? 'streetNeedsPostalArea' : undefined;
    const { state, items } = answer;
    const typed = inputValue.trim();
    const failed = error !== null;
    const count = items.length;
    // An unavailable service names the composition's fallback (manual entry), where there is one.
    const say = (key: MessageKey | undefined): string =>
      key === undefined
        ? ''
        : fallbackAction !== null && key === unavailable
          ? t(`${step}UnavailableWayOn`, { action: fallbackAction })
          : key === waiting && earlierGaveUp !== ''
            ? earlierGaveUp
            : t(key);
    // What an unavailable service or a text refused as too short says, on every line.
    const stateKey = state === 'unavailable' ? unavailable : state === 'too-short' ? tooShort : undefined;
    return {
      validationMessage:
        disabled || selection !== null
          ? ''
          : typed === ''
            ? say(required ? `${step}Required` : undefined)
            : say(
                stateKey ?? (answer.isLoading ? `${step}Wait` : state === 'empty' || failed ? none : `${step}Choose`),
              ),
      resultText:
        selection !== null
          ? t(`${step}Chosen`, chosenWords(selection.item))
          : say(
              disabled
                ? waiting
                : (stateKey ??
                    (state === 'searching'
                      ? `${step}Searching`
                      : state === 'empty' || (failed && typed !== '')
                        ? none
                        : undefined)),
            ),
      announcement: !answer.settled
        ? ''
        : stateKey !== undefined
          ? say(stateKey)
          : failed || count === 0
            ? t(none)
            : count === 1
              ? t(`${step}sOne`)
              : t(`${step}sOther`, { count }),
    };
  };
