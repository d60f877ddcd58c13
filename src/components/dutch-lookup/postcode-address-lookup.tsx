import { forwardRef } from 'react';
import { DutchLookupView } from './dutch-lookup-view.tsx';
import type { PostcodeAddressLookupProps } from './postcode-address-lookup-props.ts';
import { POSTCODE_FIELDS, usePostcodeAddressLookup } from './use-postcode-address-lookup.ts';

/**
 * Dutch address entry the way Dutch shoppers know it, in a `<fieldset>`: postcode, house number and addition, looked
 * up once they are valid and the person leaves the number or addition field (or stops typing for `debounceMs`, so
 * browser autofill is looked up too). The street and city found are shown as read-only text and posted; the result
 * line says in words what was found, which addition is meant, a PO box (refused with `allowPoBox={false}`), not
 * found, or that the check is unavailable. Until the address is confirmed, the house-number field's custom validity
 * stops the form with the reason (a postcode that cannot exist stops it at the postcode field); going on without the
 * check is the person's explicit choice, posted as `unverified`, with street and city to type.
 * {@link usePostcodeAddressLookup} is the behaviour, for markup of your own.
 *
 * @example
 * ```tsx
 * <PostcodeAddressLookup legend="Shipping address" autoCompleteSection="shipping" required
 *   onAddressChange={(address) => setAddress(address)} />
 * ```
 */
export const PostcodeAddressLookup = forwardRef<HTMLInputElement, PostcodeAddressLookupProps>(function PostcodeAddressLookup(props, ref) {
  const lookup = usePostcodeAddressLookup(props);
  const { accepted, labels } = lookup;
  return (
    <DutchLookupView
      lookup={lookup}
      props={{ ...props, ref }}
      fields={POSTCODE_FIELDS}
      // Until street and city are fields, the address found shows them as text.
      afterFields={(t) =>
        lookup.shows('street') || accepted === null ? null : (
          <div role="group" aria-label={t('addressFoundFields')} className="rae-lookup__address">
            <dl className="rae-lookup__address-list">
              <div className="rae-lookup__address-line" data-field="street"><dt>{labels.street}</dt><dd>{accepted.street}</dd></div>
              <div className="rae-lookup__address-line" data-field="city"><dt>{labels.city}</dt><dd>{accepted.city}</dd></div>
            </dl>
          </div>
        )
      }
    />
  );
});
