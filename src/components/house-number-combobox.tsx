import { useId, useState, type KeyboardEvent } from 'react';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';
import { LiveRegion } from './live-region.tsx';
import { SuggestionOption, type SuggestionOptionProps } from './suggestion-option.tsx';
import { useOptionWindow, type OptionWindow } from './use-option-window.ts';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';
import { useTranslate } from './use-translate.ts';

type DownshiftKeyboardEvent = KeyboardEvent<HTMLInputElement> & { nativeEvent: { preventDownshiftDefault?: boolean } };

/** The place of option `index`, rendered `k`th, in a windowed list: its position, and the space of those skipped around it. */
function placeInList(view: OptionWindow, k: number, index: number, count: number) {
  if (!view.windowed) return {};
  const before = view.spaceBefore(k);
  const after = k === view.indices.length - 1 ? view.spaceAfterLast : 0;
  const style = before > 0 || after > 0 ? { marginTop: before || undefined, marginBottom: after || undefined } : undefined;
  return { 'aria-setsize': count, 'aria-posinset': index + 1, style };
}

const classes = (...names: (string | undefined | false)[]): string => names.filter(Boolean).join(' ');

/**
 * A house-number field for a Belgian or German street that suggests the house numbers as a person types: a
 * WAI-ARIA 1.2 combobox on Downshift. Each option shows its status in words and its postcode when it differs from the
 * street's. Choosing an incomplete number (`36`) shows its completions (`36 bus 1`, ...); choosing a complete one
 * calls `onSelect` and `onPostcodeChange`. Enter chooses the highlighted option and otherwise submits the form; IME
 * composition never chooses. When the service fails, the typed number stays and can be used unverified.
 *
 * @example
 * ```tsx
 * <HouseNumberCombobox
 *   country="BE" municipalityNisCode={11002} streetId={824} postcode={2610}
 *   name="houseNumber" postcodeName="postcode"
 *   onPostcodeChange={(postcode) => setValue('postcode', postcode)}
 * />
 * ```
 */
export function HouseNumberCombobox(props: HouseNumberComboboxProps) {
  const t = useTranslate(props.messages, 'HouseNumberCombobox');
  const { combobox, onInputChange, items, unverified, state, loading, visibleMessage, announcement, requestPostcode } =
    useHouseNumberCombobox(props, t);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, isOpen, highlightedIndex, selectedItem } = combobox;
  const messageId = useId();
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);
  const view = useOptionWindow(items.length, highlightedIndex, isOpen, menu);

  const onKeyDown = (event: DownshiftKeyboardEvent) => {
    // An IME composing text, or Enter with nothing highlighted, belongs to the browser (and the form), not the menu.
    // Safari ends a composition with compositionend before the Enter's keydown, so only keyCode 229 tells.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- keyCode 229 is the only composition signal in Safari
    if (event.nativeEvent.isComposing || event.keyCode === 229) event.nativeEvent.preventDownshiftDefault = true;
    if (event.key === 'Enter' && highlightedIndex < 0) event.nativeEvent.preventDownshiftDefault = true;
  };

  return (
    <div
      className={classes('rae-combobox', props.className)}
      data-state={state}
      data-open={isOpen && items.length > 0 ? '' : undefined}
      data-loading={loading ? '' : undefined}
      data-disabled={props.disabled === true ? '' : undefined}
    >
      <label {...getLabelProps({ className: 'rae-combobox__label' })}>{props.label ?? t('houseNumberLabel')}</label>
      <input
        {...getInputProps({
          className: 'rae-combobox__input',
          name: props.name,
          disabled: props.disabled,
          required: props.required,
          placeholder: props.placeholder,
          autoComplete: 'off',
          inputMode: 'text',
          'aria-describedby': visibleMessage === '' ? undefined : messageId,
          'aria-busy': loading || undefined,
          onKeyDown,
          onChange: onInputChange,
        })}
      />
      {props.postcodeName === undefined ? null : (
        <input type="hidden" name={props.postcodeName} value={selectedItem === null ? '' : String(selectedItem.postcode)} />
      )}
      <ul {...getMenuProps({ className: 'rae-combobox__menu', ref: setMenu, onScroll: view.onScroll })} hidden={!isOpen || items.length === 0}>
        {isOpen &&
          view.indices.map((index, k) => {
            const item = items[index];
            return item === undefined ? null : (
              <SuggestionOption
                key={`${item.houseNumber}|${item.status}`}
                item={item}
                itemProps={getItemProps({ item, index, className: 'rae-combobox__option', ...placeInList(view, k, index, items.length) })}
                highlighted={highlightedIndex === index}
                selected={selectedItem?.houseNumber === item.houseNumber}
                unverified={item === unverified}
                country={props.country}
                requestPostcode={requestPostcode}
                t={t}
                renderSuggestion={props.renderSuggestion as SuggestionOptionProps['renderSuggestion']}
              />
            );
          })}
      </ul>
      {visibleMessage === '' ? null : (
        <p id={messageId} className="rae-combobox__message" data-state={state}>
          {visibleMessage}
        </p>
      )}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
