// examples/next-shop/app/checkout.tsx
'use client';

import { startTransition, useActionState, useEffect, useRef, type SubmitEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from 'react-address-entry';
import { placeOrder } from './actions';
import { DutchAddressEntry, NO_DUTCH_TEXTS, type CheckoutValues } from './dutch-address';

/** A Dutch address the page found saved for the shopper (and prefetched). */
export interface SavedAddress { postcode: string; houseNumber: string }

const COUNTRIES = [
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'DE', name: 'Germany' },
] as const;

/**
 * The checkout form: name, country, the address entry for that country, and the order placed by the server action.
 * The address components post their fields (and the proxy's signature) in the form; react-hook-form checks the name
 * and the Dutch address, the components' own validity stops a submit with a step not chosen.
 */
export function Checkout({ saved }: { saved: SavedAddress | null }) {
  const defaultValues: CheckoutValues = { name: '', country: 'NL', dutch: { ...NO_DUTCH_TEXTS, ...saved }, dutchState: 'idle' };
  const methods = useForm<CheckoutValues>({ defaultValues });
  const { register, handleSubmit, reset, control, formState: { errors } } = methods;
  const country = useWatch({ control, name: 'country' });
  const form = useRef<HTMLFormElement>(null);
  const [order, dispatch, placing] = useActionState(placeOrder, null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return handleSubmit(() => {
      // Everything the form posts, the components' hidden fields and addressToken included.
      const fields = new FormData(element);
      startTransition(() => dispatch(fields));
    })(event);
  };
  // A placed order starts the form afresh (a reset form resets every address component too).
  useEffect(() => {
    if (order?.placed === true) {
      reset();
      form.current?.reset();
    }
  }, [order, reset]);

  return (
    <main className="shop">
      <h1>Checkout</h1>
      <FormProvider {...methods}>
        <form ref={form} className="shop-card" aria-label="Shipping address" onSubmit={(event) => void submit(event)}>
          <label className="shop-field">
            <span>Full name</span>
            <input {...register('name', { required: 'Enter your name.' })} autoComplete="name" required aria-invalid={errors.name !== undefined} />
            {errors.name?.message === undefined ? null : <span className="shop-error">{errors.name.message}</span>}
          </label>
          <fieldset className="shop-countries">
            <legend>Country</legend>
            {COUNTRIES.map(({ code, name }) => (
              <label key={code}>
                <input type="radio" value={code} defaultChecked={code === 'NL'} {...register('country')} />
                {name}
              </label>
            ))}
          </fieldset>
          {country === 'NL' ? <DutchAddressEntry /> : <AddressFields key={country} country={country} legend="Address" required />}
          <div className="shop-actions">
            <button type="submit" disabled={placing}>Place order</button>
            {/* The browser's reset brings every address component back to its start; the form library's too. */}
            <button type="reset" onClick={() => reset()}>Start again</button>
          </div>
        </form>
      </FormProvider>
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
