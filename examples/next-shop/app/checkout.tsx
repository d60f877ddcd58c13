// examples/next-shop/app/checkout.tsx
'use client';

import { startTransition, useActionState, useEffect, useRef, type SubmitEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from 'react-address-entry';
import { placeOrder } from './actions';

/** A Dutch address the page found saved for the shopper (and prefetched). */
export interface SavedAddress { postcode: string; houseNumber: string }

/** The form library's values: the name, and the element's value (`null` until the shopper or the page changes it). */
interface CheckoutValues { name: string; address: AddressEntryValue | null }

/**
 * The checkout: the name, `AddressEntry` (the country, then its own lookups) under one react-hook-form `Controller`
 * whose one rule is `isAddressEntryComplete`, and the order the server action placed with what the form posts.
 */
export function Checkout({ saved }: { saved: SavedAddress | null }) {
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
      <form ref={form} className="shop-card" aria-label="Shipping address" onSubmit={(event) => void submit(event)}>
        <label className="shop-field">
          <span>Full name</span>
          <input {...register('name', { required: 'Enter your name.' })} autoComplete="name" required aria-invalid={errors.name !== undefined} />
          {errors.name?.message === undefined ? null : <span className="shop-error">{errors.name.message}</span>}
        </label>
        <Controller
          control={control}
          name="address"
          rules={{ validate: (address) => isAddressEntryComplete(address) || 'Check the address, or enter it without checking.' }}
          render={({ field, fieldState }) => (
            <AddressEntry
              legend="Address"
              required
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
      {order === null ? null : (
        <section className="shop-card shop-order" aria-labelledby="order-heading" data-placed={order.placed} data-verified={order.verified} data-reason={order.reason ?? undefined}>
          <h2 id="order-heading">{order.placed ? 'Order placed' : 'Order not placed'}</h2>
          <p role="status">{order.message}</p>
          <address>{order.lines.map((line) => <span key={line}>{line}</span>)}</address>
        </section>
      )}
    </main>
  );
}
