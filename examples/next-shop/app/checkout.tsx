// examples/next-shop/app/checkout.tsx
'use client';

import { startTransition, useActionState, useEffect, useRef, type SubmitEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from 'react-address-entry';
import { dhlPickup } from 'react-address-entry/pickup';
import type { AddressBookEntry } from '../lib/address-book';
import { placeOrder } from './actions';
import { AddressBook } from './address-book';
import { OrderSummary } from './order-summary';

/** A Dutch address the page found saved for the shopper (and prefetched). */
export interface SavedAddress { postcode: string; houseNumber: string }

/** The Netherlands, Belgium and Germany checked by the service; France, Luxembourg, Austria and the UK in their own format. */
const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'GB'];

/** What the form says while the address cannot go on, in the words of its country's fields. */
function addressError(address: AddressEntryValue | null): string {
  // The Netherlands, Belgium and Germany are checked as they are typed; another country is entered as it is.
  return address === null || ['NL', 'BE', 'DE'].includes(address.country)
    ? 'Check the address, or enter it without checking.'
    : 'Fill in the address: every field it needs, the postal code in the country’s form.';
}

/** The form library's values: the name, and the element's value (`null` until the shopper or the page changes it). */
interface CheckoutValues { name: string; address: AddressEntryValue | null }

/**
 * The checkout: the customer's address book (a saved address ships once the server's check confirms it, else it is
 * completed here), the name, `AddressEntry` (the country, then its own lookups) under one react-hook-form
 * `Controller` whose one rule is `isAddressEntryComplete`, and the order the server action placed with what the form
 * posts.
 */
export function Checkout({ saved, book }: { saved: SavedAddress | null; book: AddressBookEntry[] }) {
  const { register, handleSubmit, reset, control, formState: { errors } } = useForm<CheckoutValues>({ defaultValues: { name: '', address: null } });
  const form = useRef<HTMLFormElement>(null);
  const [order, dispatch, placing] = useActionState(placeOrder, null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return handleSubmit(() => {
      // Everything the form posts, the element's fields, country and addressToken included.
      const fields = new FormData(element);
      startTransition(() => dispatch(fields));
    })(event);
  };
  // A placed order starts the form afresh (a reset form brings the element back to its start too).
  useEffect(() => {
    if (order?.placed === true) {
      reset();
      form.current?.reset();
    }
  }, [order, reset]);

  return (
    <main className="shop">
      <h1>Checkout</h1>
      {/* A saved address to complete fills the form (the element looks its texts up again); a placed order (its message names its number) starts the book afresh. */}
      <AddressBook key={order?.placed === true ? order.message : ''} entries={book} onComplete={(values) => reset(values, { keepDefaultValues: true })} />
      <form ref={form} className="shop-card" aria-label="Shipping address" onSubmit={(event) => void submit(event)}>
        <label className="shop-field">
          <span>Full name</span>
          <input {...register('name', { required: 'Enter your name.' })} autoComplete="name" required aria-invalid={errors.name !== undefined} />
          {errors.name?.message === undefined ? null : <span className="shop-error">{errors.name.message}</span>}
        </label>
        <Controller
          control={control}
          name="address"
          rules={{ validate: (address) => isAddressEntryComplete(address) || addressError(address) }}
          render={({ field, fieldState }) => (
            <AddressEntry
              legend="Address"
              required
              countries={COUNTRIES}
              // The shop ships with DHL: a German address may go to a Packstation or a post office.
              germanPickup={dhlPickup}
              defaultValue={saved ?? {}}
              ref={field.ref}
              {...(field.value === null ? {} : { value: field.value })}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <div className="shop-actions">
          <button type="submit" disabled={placing}>Place order</button>
          {/* The browser's reset brings the element back to its start; the form library's too. */}
          <button type="reset" onClick={() => reset()}>Start again</button>
        </div>
      </form>
      {order === null ? null : <OrderSummary order={order} id="order-heading" />}
    </main>
  );
}
