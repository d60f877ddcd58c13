import { forwardRef } from 'react';
import type { StreetSuggestion } from '../../api/types.ts';
import type { StreetComboboxProps } from './street-combobox-props.ts';
import { StepComboboxView, type StepOption, type StepTranslate } from './step-combobox-view.tsx';
import { streetIdentity, useStreetCombobox } from './use-street-combobox.ts';
import { AUTOFILL_TOKENS } from '../shared/autofill-token.ts';

/** A street option: its name and its postcode (a street over two postcodes comes once per postcode). */
function streetOption(street: StreetSuggestion, t: StepTranslate): StepOption {
  const postcode = t('otherPostcode', { postcode: String(street.postcode) });
  return {
    key: streetIdentity(street),
    label: `${street.streetName}, ${postcode}`,
    content: (
      <>
        <span className="rae-combobox__number">{street.streetName}</span>{' '}
        <span className="rae-combobox__postcode">{postcode}</span>
      </>
    ),
  };
}

/**
 * A Belgian or German street field within a chosen postal area: {@link useStreetCombobox} and its markup, the second
 * step of {@link AddressFields}, also usable alone.
 *
 * @example
 * ```tsx
 * <StreetCombobox country="DE" cityId={14612000} postcode="01219" onSelectedItemChange={(street) => setStreet(street)} />
 * ```
 */
export const StreetCombobox = forwardRef<HTMLInputElement, StreetComboboxProps>(function StreetCombobox(props, ref) {
  const box = useStreetCombobox(props);
  return (
    <StepComboboxView
      props={props}
      inputRef={ref}
      box={box}
      autofill={AUTOFILL_TOKENS.street}
      label="streetLabel"
      option={streetOption}
    />
  );
});
