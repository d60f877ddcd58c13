import { forwardRef } from 'react';
import { houseNumberPartsText } from '../../api/house-number-parts.ts';
import { chainedToken, postedNames } from '../../api/posted-names.ts';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';
import { SuggestionOption, type SuggestionOptionProps } from './suggestion-option.tsx';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';

// What a composition of the combobox (`AddressFields`) passes it and hears from it.
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
  // The hidden fields, in this order: a name of `null` posts nothing; the token only below a street's token.
  const posted: [name: string | null, value: string][] = [
    [names.postcode, box.postcode ?? ''],
    [names.status, box.status ?? ''],
    [names.houseNumberParts, box.houseNumberParts === null ? '' : houseNumberPartsText(box.houseNumberParts)],
    [props.streetToken === undefined || props.streetToken === null ? null : names.token, token],
  ];

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
            {...option}
            itemProps={box.getItemProps({ item, index, className: 'rae-combobox__option', ...place })}
            highlighted={highlightedIndex === index}
            selected={selectedItem === item}
            renderSuggestion={props.renderSuggestion as SuggestionOptionProps['renderSuggestion']}
          />
        );
      }}
    >
      {/* A fixed list: each field keeps its place, whatever names the shop gives (two alike included). */}
      {posted.map(([name, value], place) => (name === null ? null : <input key={place} type="hidden" name={name} value={value} />))}
    </ComboboxView>
  );
});
