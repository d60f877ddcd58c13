// examples/next-shop/app/dutch-address.tsx
'use client';

import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  ExactAddressLookup,
  PostcodeAddressLookup,
  type DutchAddress,
  type DutchLookupState,
  type ExactAddressValues,
  type PostcodeAddressValues,
} from 'react-address-entry';

/** What the shopper typed into either Dutch lookup (both have the same five texts). */
export type DutchTexts = ExactAddressValues & PostcodeAddressValues;
export const NO_DUTCH_TEXTS: DutchTexts = { postcode: '', houseNumber: '', houseNumberAddition: '', street: '', city: '' };

/** The checkout's react-hook-form values; the address components post their own fields beside these. */
export interface CheckoutValues {
  name: string;
  country: 'NL' | 'BE' | 'DE';
  dutch: DutchTexts;
  dutchState: DutchLookupState;
}

/** Where an order can go on: an address the service confirmed, or one the shopper chose to enter without the check. */
const READY: ReadonlySet<DutchLookupState> = new Set(['found', 'po-box', 'manual']);

/** A postcode as people write it, `2012 ES`, from the service's `2012ES`. */
const written = (postcode: string) => postcode.replace(/^(\d{4})([A-Z]{2})$/u, '$1 $2');

/**
 * The Dutch address on react-hook-form: the form holds the texts (so switching between the postcode lookup and the
 * city and street lookup keeps them), and its rule wants a confirmed address or the shopper's choice to go on
 * without the check. The lookup's house-number field takes the form's ref (focused on an error), blur and error.
 */
export function DutchAddressEntry() {
  const { control, setValue, getValues } = useFormContext<CheckoutValues>();
  const [way, setWay] = useState<'postcode' | 'street'>('postcode');
  const [found, setFound] = useState<DutchAddress | null>(null);
  return (
    <div className="shop-dutch">
      <Controller
        control={control}
        name="dutch"
        rules={{ validate: (_texts, values) => READY.has(values.dutchState) || 'Check the address, or enter it without checking.' }}
        render={({ field, fieldState }) => {
          const props = {
            legend: 'Address',
            required: true,
            value: field.value,
            onValueChange: field.onChange,
            ref: field.ref,
            onBlur: field.onBlur,
            isInvalid: fieldState.invalid,
            errorMessage: fieldState.error?.message,
            onAddressChange: setFound,
            onStateChange: (state: DutchLookupState) => setValue('dutchState', state),
          };
          return way === 'postcode' ? <PostcodeAddressLookup key="postcode" {...props} /> : <ExactAddressLookup key="street" {...props} />;
        }}
      />
      <p className="shop-dutch__switch">
        {way === 'postcode' ? 'No postcode at hand? ' : 'Know the postcode? '}
        <button
          type="button"
          onClick={() => {
            // The address found fills what the other lookup asks for, so it is checked again at once.
            if (found !== null) setValue('dutch', { ...getValues('dutch'), street: found.street, city: found.city, postcode: written(found.postcode) });
            setWay(way === 'postcode' ? 'street' : 'postcode');
          }}
        >
          {way === 'postcode' ? 'Look up by city and street' : 'Look up by postcode'}
        </button>
      </p>
    </div>
  );
}
