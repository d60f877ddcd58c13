import type { ReactNode, Ref } from 'react';
import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { AddressMessages } from '../../i18n/messages.ts';
import { addressFieldsMessages, type AddressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import type { ComboboxMarkupProps } from '../combobox/combobox-props.ts';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import type { SuggestionComboboxResult } from '../combobox/suggestion-combobox-result.ts';
import { useTranslate } from '../shared/use-translate.ts';

/** The texts of the address-fields steps. */
export type StepTranslate = Translate<keyof (AddressFieldsMessages & HouseNumberMessages)>;

/** What a street or postal-area option shows: its key in the list, its content and, when it says more, its name. */
export interface StepOption {
  key: string;
  content: ReactNode;
  /** The option's accessible name, when its content alone does not say it all. @default its content */
  label?: string;
}

/** Props of {@link StepComboboxView}. */
interface StepComboboxViewProps<T> {
  /** The step's props, for the markup (label, name, class name, handlers, `disabled`, `isInvalid`) and its texts. */
  props: ComboboxMarkupProps & {
    disabled?: boolean | undefined;
    isInvalid?: boolean | undefined;
    messages?: Partial<AddressMessages> | undefined;
  };
  inputRef: Ref<HTMLInputElement> | undefined;
  box: SuggestionComboboxResult<T>;
  /** The field's WHATWG autofill token. */
  autofill: string;
  /** The text of the field's label when the step's props give none. */
  label: 'postalAreaLabel' | 'streetLabel';
  option: (item: T, t: StepTranslate) => StepOption;
}

/** The markup of a street or postal-area step on the shared combobox view. */
export function StepComboboxView<T>({ props, inputRef, box, autofill, label, option }: StepComboboxViewProps<T>) {
  const t = useTranslate(addressFieldsMessages, props.messages, 'StepComboboxView');
  return (
    <ComboboxView
      {...props}
      box={box}
      autofill={autofill}
      defaultLabel={t(label)}
      inputRef={inputRef}
      name={props.name}
      resultState={box.selectedItem === null ? box.state : 'validated'}
      renderOption={(index, place) => {
        const item = box.suggestions[index];
        if (item === undefined) return null;
        const shown = option(item, t);
        return (
          <li
            key={shown.key}
            {...box.getItemProps({ item, index, className: 'rae-combobox__option', ...place })}
            aria-label={shown.label}
            data-highlighted={box.highlightedIndex === index ? '' : undefined}
            data-selected={box.selectedItem === item ? '' : undefined}
          >
            {shown.content}
          </li>
        );
      }}
    />
  );
}
