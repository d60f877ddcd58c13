import { forwardRef, lazy, Suspense, useMemo } from 'react';
import { AddressFields } from '../address-fields/address-fields.tsx';
import { ExactAddressLookup } from '../dutch-lookup/exact-address-lookup.tsx';
import { PostcodeAddressLookup } from '../dutch-lookup/postcode-address-lookup.tsx';
import { mergeRefs } from '../shared/merge-refs.ts';
import { spaceSeparated } from '../shared/space-separated.ts';
import type { AddressEntryProps } from './address-entry-props.ts';
import { isServiceCountry } from './entry-countries.ts';
import { useAddressEntry } from './use-address-entry.ts';

/** The plain fields of every other country, with the format data: a chunk of its own, loaded when first chosen. */
const EnteredAddressFields = lazy(() => import('./entered-address-fields.tsx'));

/**
 * The address entry of a checkout for the Netherlands, Belgium and Germany in one element: a country field, then
 * the country's own entry. {@link useAddressEntry} is its behaviour, for markup of your own.
 *
 * @example
 * ```tsx
 * <form action={placeOrder}>
 *   <AddressEntry legend="Shipping address" required onAddressChange={setAddress} />
 *   <button>Place order</button>
 * </form>
 * ```
 */
export const AddressEntry = forwardRef<HTMLInputElement | HTMLSelectElement, AddressEntryProps>(
  function AddressEntry(props, ref) {
    const entry = useAddressEntry(props);
    // The ref reaches the field that needs the shopper: an input, or another country's list of regions.
    const fieldRef = useMemo(() => mergeRefs(ref), [ref]);
    const DutchLookup = entry.dutchWay === 'postcode' ? PostcodeAddressLookup : ExactAddressLookup;
    return (
      <div {...entry.getRootProps()} className={spaceSeparated('rae-address-entry', props.className)}>
        {props.countryField === 'none' ? null : (
          <div className="rae-field" data-field="country">
            <label className="rae-field__label" {...entry.getCountryLabelProps()}>
              {entry.countryLabel}
            </label>
            <select className="rae-field__input" {...entry.getCountryFieldProps()}>
              {entry.countryOptions.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        {entry.hiddenCountry === null ? null : <input type="hidden" {...entry.hiddenCountry} />}
        {!isServiceCountry(entry.country) ? (
          <Suspense>
            <EnteredAddressFields key={entry.addressFieldsKey} {...entry.getEnteredAddressProps()} ref={ref} />
          </Suspense>
        ) : entry.country !== 'NL' ? (
          <AddressFields key={entry.addressFieldsKey} {...entry.getAddressFieldsProps()} ref={fieldRef} />
        ) : (
          <>
            <DutchLookup {...entry.getDutchLookupProps()} ref={fieldRef} />
            <p className="rae-address-entry__way">
              {entry.dutchWaySwitch.hint}{' '}
              <button className="rae-address-entry__switch" {...entry.getDutchWaySwitchProps()}>
                {entry.dutchWaySwitch.text}
              </button>
            </p>
          </>
        )}
      </div>
    );
  },
);
