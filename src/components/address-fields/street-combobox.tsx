import { forwardRef } from 'react';
import { ComboboxView } from '../combobox/combobox-view.tsx';
import type { StreetComboboxProps } from './street-combobox-props.ts';
import { useStreetCombobox } from './use-street-combobox.ts';
import { wholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';

/**
 * A Belgian or German street field within a chosen postal area that suggests its streets as a person types:
 * {@link useStreetCombobox} and its markup, a WAI-ARIA 1.2 combobox. Each option shows the street's postcode (a
 * street over two postcodes comes once per postcode). The second step of {@link AddressFields}, also usable alone.
 *
 * @example
 * ```tsx
 * <StreetCombobox country="DE" cityId={14612000} postcode="01219" onSelectedItemChange={(street) => setStreet(street)} />
 * ```
 */
export const StreetCombobox = forwardRef<HTMLInputElement, StreetComboboxProps>(function StreetCombobox(props, ref) {
  const t = useTranslate(wholeAddressMessages, props.messages, 'StreetCombobox');
  const box: ReturnType<typeof useStreetCombobox> = useStreetCombobox(props);
  return (
    <ComboboxView
      {...props}
      box={box}
      autofill={'address-line1'}
      defaultLabel={t('streetLabel')}
      inputRef={ref}
      name={props.name}
      disabled={props.disabled}
      resultState={box.selectedItem === null ? box.state : 'validated'}
      renderOption={(index, place) => {
        const street = box.suggestions[index];
        if (street === undefined) return null;
        return (
          <li
            key={`${street.streetId}|${street.postcode}`}
            {...box.getItemProps({ item: street, index, className: 'rae-combobox__option', ...place })}
              aria-label={`${street.streetName}, ${t('otherPostcode', { postcode: String(street.postcode) })}`}
            data-highlighted={box.highlightedIndex === index ? '' : undefined}
            data-selected={box.selectedItem === street ? '' : undefined}
          >
            {(
            <>
              <span className="rae-combobox__number">{street.streetName}</span>{' '}
              <span className="rae-combobox__postcode">{t('otherPostcode', { postcode: String(street.postcode) })}</span>
            </>
          )}
          </li>
        );
      }}
    />
  );
});
