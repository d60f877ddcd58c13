import { forwardRef } from 'react';
import { DutchLookupView } from './dutch-lookup-view.tsx';
import type { PostcodeAddressLookupProps } from './postcode-address-lookup-props.ts';
import { POSTCODE_FIELDS, usePostcodeAddressLookup } from './use-postcode-address-lookup.ts';

/**
 * Dutch address entry by postcode, house number and addition, with the street and city found shown as text.
 * {@link usePostcodeAddressLookup} is the behaviour, for markup of your own.
 *
 * @example
 * ```tsx
 * <PostcodeAddressLookup legend="Shipping address" autoCompleteSection="shipping" required
 *   onAddressChange={(address) => setAddress(address)} />
 * ```
 */
export const PostcodeAddressLookup = forwardRef<HTMLInputElement, PostcodeAddressLookupProps>(
  function PostcodeAddressLookup(props, ref) {
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
                <div className="rae-lookup__address-line" data-field="street">
                  <dt>{labels.street}</dt>
                  <dd>{accepted.street}</dd>
                </div>
                <div className="rae-lookup__address-line" data-field="city">
                  <dt>{labels.city}</dt>
                  <dd>{accepted.city}</dd>
                </div>
              </dl>
            </div>
          )
        }
      />
    );
  },
);
