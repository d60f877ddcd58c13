import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useState, type ChangeEvent } from 'react';
import { typedSuggestion } from '../address/typed-suggestion.ts';
import { isPossibleHouseNumberText } from '../address/house-number-text.ts';
import type { HouseNumberParams, HouseNumberSuggestion } from '../api/types.ts';
import { useAddressEntry } from '../hooks/address-entry-context.ts';
import { useHouseNumberAutocomplete } from '../hooks/use-house-number-autocomplete.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';

/** What the field is doing, as `data-state` shows it. */
export type ComboboxState = 'idle' | 'searching' | 'results' | 'empty' | 'unavailable';

type Item = HouseNumberSuggestion;
const { stateChangeTypes: types } = useCombobox;

function requestParams(props: HouseNumberComboboxProps, houseNumber: string, locale: string): HouseNumberParams {
  if (props.country === 'BE') {
    const language = props.language ?? (locale === 'nl' || locale === 'fr' || locale === 'de' ? locale : 'nl');
    const { municipalityNisCode, streetId, postcode, validation = 'none' } = props;
    return { country: 'BE', municipalityNisCode, streetId, postcode, language, validation, houseNumber };
  }
  const { cityId, streetId, postcode, validation = 'none' } = props;
  return { country: 'DE', cityId, streetId, postcode, validation, houseNumber };
}

/**
 * Downshift's choices, changed where this field means something else:
 * - choosing an incomplete suggestion fills it in and keeps the menu open, to show its completions;
 * - Escape closes the menu; a second Escape restores the last chosen house number (rather than clearing);
 * - leaving the field (Tab) never chooses the highlighted option.
 */
function stateReducer(state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>) {
  switch (type) {
    case types.InputKeyDownEnter:
    case types.ItemClick: {
      const chosen = changes.selectedItem;
      if (chosen?.status !== 'incomplete') return changes;
      return { ...changes, selectedItem: state.selectedItem, inputValue: chosen.houseNumber, isOpen: true, highlightedIndex: -1 };
    }
    case types.InputKeyDownEscape:
      return state.isOpen
        ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
        : { ...changes, selectedItem: state.selectedItem, inputValue: state.selectedItem?.houseNumber ?? '' };
    case types.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case types.ControlledPropUpdatedSelectedItem:
      // The choice was dropped (another street): the text the person typed stays.
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

/** The logic of {@link HouseNumberCombobox}: the query, Downshift, the choice and what to announce. */
export function useHouseNumberCombobox(props: HouseNumberComboboxProps, t: Translate) {
  const { locale } = useAddressEntry('HouseNumberCombobox');
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const inputValue = props.value ?? ownValue;
  const params = requestParams(props, inputValue, locale);
  // A choice belongs to the street it was made in: another street (or language, or mode) starts without one, so
  // neither its postcode nor its text outlives the street.
  const street = JSON.stringify({ ...params, houseNumber: undefined });
  const [chosen, setChosen] = useState<{ street: string; item: Item } | null>(null);
  const selectedItem = chosen?.street === street ? chosen.item : null;
  const query = useHouseNumberAutocomplete(params, {
    // Once the chosen house number is in the field, there is nothing to ask about it.
    enabled: props.disabled !== true && inputValue !== selectedItem?.houseNumber,
    ...(props.debounceMs === undefined ? {} : { debounceMs: props.debounceMs }),
  });
  const sendable = isPossibleHouseNumberText(inputValue);
  const unavailable = sendable && query.isError;
  // When the check is unavailable, the typed text itself is the one option: accepted, but marked unverified.
  const unverified = unavailable ? typedSuggestion(params) : null;
  const items: Item[] = unverified === null ? (query.data ?? []) : [unverified];

  // Downshift calls the callbacks of the latest render, so `props` in them is current.
  const combobox = useCombobox<Item>({
    items,
    inputValue,
    selectedItem,
    ...(props.id === undefined ? {} : { inputId: props.id }),
    itemToString: (item) => item?.houseNumber ?? '',
    itemToKey: (item) => item?.houseNumber,
    stateReducer,
    // Downshift reports changes from an effect, after its own render: typing is also taken in `onInputChange`,
    // within the key's event, so the field, the query and the debounce follow the keystroke in one render.
    onInputValueChange: ({ inputValue: next }) => {
      if (props.value === undefined) setOwnValue(next);
      props.onInputValueChange?.(next);
    },
    onSelectedItemChange: ({ selectedItem: item }) => {
      setChosen(item === null ? null : { street, item });
      if (item === null || item.status === 'incomplete') return;
      // The props' country decides the suggestion's type: the query was made with these props.
      (props.onSelect as ((s: Item) => void) | undefined)?.(item);
      props.onPostcodeChange?.(String(item.postcode));
    },
  });

  const loading = query.isDebouncing || query.isFetching;
  const state: ComboboxState = unavailable
    ? 'unavailable'
    : items.length > 0
      ? 'results'
      : sendable && loading
        ? 'searching'
        : sendable && query.isSuccess
          ? 'empty'
          : 'idle';
  const visibleMessage =
    state === 'unavailable' ? t('houseNumberCheckUnavailable')
    : state === 'searching' ? t('searching')
    : state === 'empty' ? t('noHouseNumberFound')
    : '';
  const announcement =
    state === 'results' && combobox.isOpen
      ? items.length === 1 ? t('suggestionsOne') : t('suggestionsOther', { count: items.length })
      : visibleMessage;

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.value === undefined) setOwnValue(event.currentTarget.value);
  };

  return { combobox, onInputChange, items, unverified, state, loading, visibleMessage, announcement, requestPostcode: String(props.postcode) };
}
