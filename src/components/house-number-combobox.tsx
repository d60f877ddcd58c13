import { forwardRef, useState } from 'react';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';
import { LiveRegion } from './live-region.tsx';
import { SuggestionOption, type SuggestionOptionProps } from './suggestion-option.tsx';
import { useOptionWindow, type OptionWindow } from './use-option-window.ts';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';
import { chainedToken, postedNames } from '../api/posted-names.ts';
import { tokens } from './tokens.ts';

/** The place of option `index`, rendered `k`th, in a windowed list: its position, and the space of those skipped around it. */
function placeInList(view: OptionWindow, k: number, index: number, count: number) {
  if (!view.windowed) return {};
  const before = view.spaceBefore(k);
  const after = k === view.indices.length - 1 ? view.spaceAfterLast : 0;
  const style = before > 0 || after > 0 ? { marginTop: before || undefined, marginBottom: after || undefined } : undefined;
  return { 'aria-setsize': count, 'aria-posinset': index + 1, style };
}

/**
 * A house-number field for a Belgian or German street that suggests the house numbers as a person types: a
 * WAI-ARIA 1.2 combobox, which is {@link useHouseNumberCombobox} and its markup. Each option shows its status in
 * words and its postcode when it differs from the street's. What the form posts always belongs to what the field
 * shows, under `names` (the keys and defaults every address component posts): the text (`houseNumber`), the chosen
 * postcode (`postcode`) and the choice's status (`status`, posted as `addressStatus`), empty while nothing is chosen; text that is not a chosen house number blocks the form's submit with a message that says what
 * to do. `ref`, `onBlur`, `onFocus`, `isInvalid` and `errorMessage` are there for form libraries.
 *
 * @example
 * ```tsx
 * <HouseNumberCombobox
 *   country="BE" municipalityNisCode={11002} streetId={824} postcode={2610}
 *   names={{ houseNumber: 'houseNumber', postcode: 'postcode', status: 'addressStatus' }}
 *   onPostcodeChange={(postcode) => setValue('postcode', postcode ?? '')}
 * />
 * ```
 */
export const HouseNumberCombobox = forwardRef<HTMLInputElement, HouseNumberComboboxProps>(function HouseNumberCombobox(props, ref) {
  const box = useHouseNumberCombobox(props);
  const names = postedNames(['houseNumber', 'postcode', 'status', 'token'], props.names);
  const token = chainedToken(props.streetToken ?? undefined, box.status === 'validated' ? box.selectedItem?.addressToken : undefined);
  const { isOpen, highlightedIndex, suggestions, selectedItem } = box;
  const [menu, setMenu] = useState<HTMLUListElement | null>(null);
  const view = useOptionWindow(suggestions.length, highlightedIndex, isOpen, menu);

  return (
    <div
      className={tokens('rae-combobox', props.className)}
      data-state={box.state}
      data-open={isOpen ? '' : undefined}
      data-loading={box.isLoading ? '' : undefined}
      data-stale={box.isStale ? '' : undefined}
      data-disabled={props.disabled === true ? '' : undefined}
      data-invalid={props.isInvalid === true ? '' : undefined}
    >
      <label {...box.getLabelProps({ className: 'rae-combobox__label' })}>{props.label ?? box.label}</label>
      <input
        {...box.getInputProps({
          ref,
          className: 'rae-combobox__input',
          name: names.houseNumber ?? undefined,
          placeholder: props.placeholder,
          inputMode: 'text',
          onBlur: props.onBlur,
          onFocus: props.onFocus,
          'aria-describedby': props['aria-describedby'],
        })}
      />
      {names.postcode === null ? null : <input type="hidden" name={names.postcode} value={box.postcode ?? ''} />}
      {names.status === null ? null : <input type="hidden" name={names.status} value={box.status ?? ''} />}
      {names.token === null || props.streetToken === undefined || props.streetToken === null ? null : <input type="hidden" name={names.token} value={token} />}
      <ul {...box.getMenuProps({ className: 'rae-combobox__menu', ref: setMenu, onScroll: view.onScroll })}>
        {isOpen &&
          view.indices.map((index, k) => {
            const option = suggestions[index];
            if (option === undefined) return null;
            const item = option.suggestion;
            return (
              <SuggestionOption
                key={`${item.houseNumber}|${option.status}`}
                item={item}
                itemProps={box.getItemProps({ item, index, className: 'rae-combobox__option', ...placeInList(view, k, index, suggestions.length) })}
                highlighted={highlightedIndex === index}
                selected={selectedItem === item}
                status={option.status}
                statusText={option.statusText}
                otherPostcode={option.otherPostcode}
                renderSuggestion={props.renderSuggestion as SuggestionOptionProps['renderSuggestion']}
              />
            );
          })}
      </ul>
      {box.resultText === '' ? null : (
        <p {...box.getResultProps({ className: 'rae-combobox__message', 'data-state': box.status ?? box.state })}>{box.resultText}</p>
      )}
      {box.hasErrorMessage ? <p {...box.getErrorMessageProps({ className: 'rae-combobox__error' })}>{box.errorMessage}</p> : null}
      <LiveRegion announcementKey={box.announcementKey}>{box.announcement}</LiveRegion>
    </div>
  );
});
