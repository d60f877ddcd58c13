import { forwardRef } from 'react';
import { AddressField } from './address-field.tsx';
import { DutchLookupFieldset } from './dutch-lookup-fieldset.tsx';
import type { PostcodeAddressLookupProps } from './postcode-address-lookup-props.ts';
import { useCustomValidity } from './use-custom-validity.ts';
import { useDutchFields } from './use-dutch-fields.ts';
import { usePostcodeAddressLookup } from './use-postcode-address-lookup.ts';
import { dutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import { useTranslate } from './use-translate.ts';

/**
 * Dutch address entry the way Dutch shoppers know it, in a `<fieldset>`: postcode, house number and addition, looked
 * up once they are valid and the person leaves the number or addition field (or stops typing for `debounceMs`, so
 * browser autofill is looked up too). The street and city found are shown as read-only text and posted; the result
 * line says in words what was found, which addition is meant, a PO box (refused with `allowPoBox={false}`), not
 * found, or that the check is unavailable. Until the address is confirmed, the house-number field's custom validity
 * stops the form with the reason (a postcode that cannot exist stops it at the postcode field); going on without the
 * check is the person's explicit choice, posted as `unverified`, with street and city to type.
 *
 * @example
 * ```tsx
 * <PostcodeAddressLookup legend="Shipping address" autoCompleteSection="shipping" required
 *   onAddressChange={(address) => setAddress(address)} />
 * ```
 */
export const PostcodeAddressLookup = forwardRef<HTMLInputElement, PostcodeAddressLookupProps>(function PostcodeAddressLookup(props, ref) {
  const t = useTranslate(dutchLookupMessages, props.messages, 'PostcodeAddressLookup');
  const lookup = usePostcodeAddressLookup(props, t);
  const { values, setValues, outcome } = lookup;
  const { accepted } = outcome;
  const { names, refs, field, firstEmpty } = useDutchFields({ ...props, values, setValues, onKeyDown: lookup.checkOnEnter });
  useCustomValidity(refs.postcode, lookup.postcodeValidity);
  const enterManually = () => {
    lookup.enterManually(firstEmpty(['postcode', 'houseNumber', 'street', 'city'], 'street'));
  };

  return (
    <DutchLookupFieldset
      props={props}
      outcome={outcome}
      typedAddition={values.houseNumberAddition}
      houseNumberRef={refs.houseNumber}
      additionRef={refs.houseNumberAddition}
      values={values}
      names={names}
      t={t}
      onEnterManually={enterManually}
      onReset={lookup.reset}
      field={field}
      callerRef={ref}
      onLeave={lookup.checkNow}
      fieldsBefore={
        <AddressField
          {...field('postcode', t('postcodeLabel'), lookup.postcodeHint)}
          required={props.required}
          autoCapitalize="characters"
          onBlur={lookup.leavePostcode}
        />
      }
    >
      {lookup.manual ? (
        <>
          <AddressField {...field('street', t('streetLabel'))} required={props.required} />
          <AddressField {...field('city', t('cityLabel'))} required={props.required} />
        </>
      ) : (
        <>
          {accepted === null ? null : (
            <div role="group" aria-label={t('addressFoundFields')} className="rae-lookup__address">
              <dl className="rae-lookup__address-list">
                <div className="rae-lookup__address-line" data-field="street"><dt>{t('streetLabel')}</dt><dd>{accepted.street}</dd></div>
                <div className="rae-lookup__address-line" data-field="city"><dt>{t('cityLabel')}</dt><dd>{accepted.city}</dd></div>
              </dl>
            </div>
          )}
        </>
      )}
    </DutchLookupFieldset>
  );
});
