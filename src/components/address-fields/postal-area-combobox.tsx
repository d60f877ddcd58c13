import { forwardRef } from 'react';
import type { PostalAreaSuggestion } from '../../api/types.ts';
import type { PostalAreaComboboxProps } from './postal-area-combobox-props.ts';
import { postalAreaIdentity, postalAreaText } from './postal-area-text.ts';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import { usePostalAreaCombobox } from './use-postal-area-combobox.ts';
import { wholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

const addition = (area: PostalAreaSuggestion): string | null => ('cityAddition' in area ? (area.cityAddition ?? null) : null);

/**
 * A Belgian or German postal-area field (a postcode or the start of a place name) that suggests postal areas as a
 * person types: {@link usePostalAreaCombobox} and its markup, a WAI-ARIA 1.2 combobox. Options read
 * `<postcode> <place>`; a text the service finds too short says so. The first step of {@link AddressFields}, also
 * usable alone.
 *
 * @example
 * ```tsx
 * <PostalAreaCombobox country="BE" onSelectedItemChange={(area) => setArea(area)} required />
 * ```
 */
export const PostalAreaCombobox = forwardRef<HTMLInputElement, PostalAreaComboboxProps>(function PostalAreaCombobox(props, ref) {
  const t = useTranslate(wholeAddressMessages, props.messages, 'PostalAreaCombobox');
  const box: ReturnType<typeof usePostalAreaCombobox> = usePostalAreaCombobox(props);
  return (
    <ComboboxView
      {...props}
      box={box}
      autofill="postal-code"
      defaultLabel={t('postalAreaLabel')}
      inputRef={ref}
      name={props.name}
      resultState={box.selectedItem === null ? box.state : 'validated'}
      renderOption={(index, place) => {
        const area = box.suggestions[index];
        if (area === undefined) return null;
        return (
          <li
            key={postalAreaIdentity(area)}
            {...box.getItemProps({ item: area, index, className: 'rae-combobox__option', ...place })}
            data-highlighted={box.highlightedIndex === index ? '' : undefined}
            data-selected={box.selectedItem === area ? '' : undefined}
          >
            {addition(area) === null ? postalAreaText(area) : `${postalAreaText(area)} (${String(addition(area))})`}
          </li>
        );
      }}
    />
  );
});
