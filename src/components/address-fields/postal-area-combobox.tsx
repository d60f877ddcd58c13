import { forwardRef } from 'react';
import type { PostalAreaSuggestion } from '../../api/types.ts';
import { postalAreaIdentity, postalAreaText } from '../../address/postal-area-text.ts';
import type { PostalAreaComboboxProps } from './postal-area-combobox-props.ts';
import { StepComboboxView, type StepOption } from './step-combobox-view.tsx';
import { usePostalAreaCombobox } from './use-postal-area-combobox.ts';
import { AUTOFILL_TOKENS } from '../shared/autofill-token.ts';

/** A postal-area option: `<postcode> <place>`, and what tells two German cities of one name apart. */
function areaOption(area: PostalAreaSuggestion): StepOption {
  const addition = 'cityAddition' in area ? (area.cityAddition ?? null) : null;
  return {
    key: postalAreaIdentity(area),
    content: addition === null ? postalAreaText(area) : `${postalAreaText(area)} (${addition})`,
  };
}

/**
 * A Belgian or German postal-area field (a postcode or a place name): {@link usePostalAreaCombobox} and its markup,
 * the first step of {@link AddressFields}, also usable alone.
 *
 * @example
 * ```tsx
 * <PostalAreaCombobox country="BE" onSelectedItemChange={(area) => setArea(area)} required />
 * ```
 */
export const PostalAreaCombobox = forwardRef<HTMLInputElement, PostalAreaComboboxProps>(
  function PostalAreaCombobox(props, ref) {
    const box = usePostalAreaCombobox(props);
    return (
      <StepComboboxView
        props={props}
        inputRef={ref}
        box={box}
        autofill={AUTOFILL_TOKENS.postcode}
        label="postalAreaLabel"
        option={areaOption}
      />
    );
  },
);
