import { forwardRef } from 'react';
import type { StreetSuggestion } from '../api/types.ts';
import { StepComboboxView } from './step-combobox-view.tsx';
import type { StreetComboboxProps } from './street-combobox-props.ts';
import { useStreetCombobox } from './use-street-combobox.ts';
import { wholeAddressMessages } from '../i18n/whole-address-messages.ts';
import { useTranslate } from './use-translate.ts';

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
  const waiting = props.country === 'BE' ? props.municipalityNisCode === null : props.cityId === null;
  return (
    <StepComboboxView<StreetSuggestion>
      {...props}
      box={box}
      defaultLabel={t('streetLabel')}
      inputRef={ref}
      disabled={props.disabled === true || waiting}
      isInvalid={props.isInvalid === true}
      itemToKey={(street) => `${street.streetId}|${street.postcode}`}
      optionLabel={(street) => `${street.streetName}, ${t('otherPostcode', { postcode: String(street.postcode) })}`}
      renderOption={(street) => (
        <>
          <span className="rae-combobox__number">{street.streetName}</span>{' '}
          <span className="rae-combobox__postcode">{t('otherPostcode', { postcode: String(street.postcode) })}</span>
        </>
      )}
    />
  );
});
