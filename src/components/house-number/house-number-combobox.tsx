import { forwardRef } from 'react';
import { houseNumberPartsText } from '../../api/house-number-parts.ts';
import { chainedToken, postedNames } from '../../api/posted-names.ts';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';
import { SuggestionOption, type SuggestionOptionProps } from './suggestion-option.tsx';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';

// What a composition of the combobox (the whole-address fields) passes it and hears from it.
export type { BelgianStreetOptions, GermanStreetOptions, HouseNumberChoiceStatus, HouseNumberComboboxProps } from './house-number-combobox-props.ts';

/**
 * A house-number field for a Belgian or German street that suggests the house numbers as a person types: a
 * WAI-ARIA 1.2 combobox, which is {@link useHouseNumberCombobox} and its markup. Each option shows its status in
 * words and its postcode when it differs from the street's. What the form posts always belongs to what the field
 * shows, under `names` (the keys and defaults every address component posts): the text (`houseNumber`), the chosen
 * postcode (`postcode`), the choice's status (`status`, posted as `addressStatus`) and its parts for carriers
 * (`houseNumberParts`, `number=36&box=1`, from the service's own fields), empty while nothing is chosen;
 * text that is not a chosen house number blocks the form's submit with a message that says what to do. `ref`,
 * `onBlur`, `onFocus`, `isInvalid` and `errorMessage` are there for form libraries.
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
  const names = postedNames(['houseNumber', 'postcode', 'status', 'houseNumberParts', 'token'], props.names);
  const token = chainedToken(props.streetToken ?? undefined, box.status === 'validated' ? box.selectedItem?.addressToken : undefined);
  const { suggestions, selectedItem, highlightedIndex } = box;

  return (
    <ComboboxView
      {...props}
      box={box}
      autofill={null}
      defaultLabel={box.label}
      inputRef={ref}
      name={names.houseNumber ?? undefined}
      resultState={box.status ?? box.state}
      renderOption={(index, place) => {
        const option = suggestions[index];
        if (option === undefined) return null;
        const item = option.suggestion;
        return (
          <SuggestionOption
            key={`${item.houseNumber}|${option.status}`}
            item={item}
            itemProps={box.getItemProps({ item, index, className: 'rae-combobox__option', ...place })}
            highlighted={highlightedIndex === index}
            selected={selectedItem === item}
            status={option.status}
            statusText={option.statusText}
            otherPostcode={option.otherPostcode}
            renderSuggestion={props.renderSuggestion as SuggestionOptionProps['renderSuggestion']}
          />
        );
      }}
    >
      {names.postcode === null ? null : <input type="hidden" name={names.postcode} value={box.postcode ?? ''} />}
      {names.status === null ? null : <input type="hidden" name={names.status} value={box.status ?? ''} />}
      {names.houseNumberParts === null ? null : (
        <input type="hidden" name={names.houseNumberParts} value={box.houseNumberParts === null ? '' : houseNumberPartsText(box.houseNumberParts)} />
      )}
      {names.token === null || props.streetToken === undefined || props.streetToken === null ? null : <input type="hidden" name={names.token} value={token} />}
    </ComboboxView>
  );
});
