import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { HouseNumberSuggestion } from '../api/types.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { HouseNumberComboboxProps, SuggestionRenderState } from './house-number-combobox-props.ts';
import { LiveRegion } from './live-region.tsx';
import { SuggestionContent, suggestionLabel } from './suggestion-content.tsx';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';
import { useTranslate } from './use-translate.ts';

type DownshiftKeyboardEvent = KeyboardEvent<HTMLInputElement> & { nativeEvent: { preventDownshiftDefault?: boolean } };

function statusText(item: HouseNumberSuggestion, country: 'BE' | 'DE', unverified: boolean, t: Translate): string {
  if (unverified) return t('statusUnverified');
  if (item.status === 'validated') return t('statusValidated');
  if (item.status === 'unknown') return t('statusUnknown');
  return country === 'BE' ? t('statusIncompleteBelgian') : t('statusIncompleteGerman');
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
  const { combobox, items, unverified, state, loading, visibleMessage, announcement, requestPostcode } =
    useHouseNumberCombobox(props, t);
  const { getLabelProps, getInputProps, getMenuProps, getItemProps, isOpen, highlightedIndex, selectedItem } = combobox;
  const messageId = useId();

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
        })}
      />
      {props.postcodeName === undefined ? null : (
        <input type="hidden" name={props.postcodeName} value={selectedItem === null ? '' : String(selectedItem.postcode)} />
      )}
      <ul {...getMenuProps({ className: 'rae-combobox__menu' })} hidden={!isOpen || items.length === 0}>
        {isOpen &&
          items.map((item, index) => {
            const isUnverified = item === unverified;
            const renderState: SuggestionRenderState = {
              highlighted: highlightedIndex === index,
              selected: selectedItem?.houseNumber === item.houseNumber,
              statusText: statusText(item, props.country, isUnverified, t),
              otherPostcode: String(item.postcode) === requestPostcode ? null : t('otherPostcode', { postcode: String(item.postcode) }),
              unverified: isUnverified,
            };
            return (
              <li
                key={`${item.houseNumber}|${item.status}`}
                {...getItemProps({ item, index, className: 'rae-combobox__option' })}
                aria-label={props.renderSuggestion === undefined ? suggestionLabel(item, renderState) : undefined}
                data-status={isUnverified ? 'unverified' : item.status}
                data-highlighted={renderState.highlighted ? '' : undefined}
                data-selected={renderState.selected ? '' : undefined}
              >
                {props.renderSuggestion === undefined ? (
                  <SuggestionContent
                    houseNumber={item.houseNumber}
                    status={item.status}
                    statusText={renderState.statusText}
                    otherPostcode={renderState.otherPostcode}
                    unverified={isUnverified}
                  />
                ) : (
                  (props.renderSuggestion as (s: HouseNumberSuggestion, st: SuggestionRenderState) => ReactNode)(item, renderState)
                )}
              </li>
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
