import { forwardRef } from 'react';
import { houseNumberPartsText } from '../../api/house-number-parts.ts';
import { chainedToken, postedNames } from '../../api/posted-names.ts';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import type { HouseNumberComboboxProps } from './house-number-combobox-props.ts';
import { SuggestionOption, type SuggestionOptionProps } from './suggestion-option.tsx';
import { useHouseNumberCombobox } from './use-house-number-combobox.ts';

export type {
  BelgianStreetOptions,
  GermanStreetOptions,
  HouseNumberChoiceStatus,
  HouseNumberComboboxProps,
} from './house-number-combobox-props.ts';

/**
 * A house-number field for a Belgian or German street: a WAI-ARIA 1.2 combobox, {@link useHouseNumberCombobox} with
 * its markup, that posts what the field shows under `names`.
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
export const HouseNumberCombobox = forwardRef<HTMLInputElement, HouseNumberComboboxProps>(
  function HouseNumberCombobox(props, ref) {
    const box = useHouseNumberCombobox(props);
    const names = postedNames(['houseNumber', 'postcode', 'status', 'houseNumberParts', 'token'], props.names);
    const token = chainedToken(
      props.streetToken ?? undefined,
      box.status === 'validated' ? box.selectedItem?.addressToken : undefined,
    );
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
        {posted.map(([name, value], place) =>
          name === null ? null : <input key={place} type="hidden" name={name} value={value} />,
        )}
      </ComboboxView>
    );
  },
);
