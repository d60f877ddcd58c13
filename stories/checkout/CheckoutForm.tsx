import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressSection, type CheckoutValues } from './AddressSection.tsx';

const EMPTY = { country: 'NL', houseNumber: '', postcode: '', verified: null } as const;

/** A realistic checkout step built from the components and react-hook-form; it shows what it would submit. */
export function CheckoutForm() {
  const [submitted, setSubmitted] = useState<CheckoutValues | null>(null);
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutValues>({
    defaultValues: { name: '', shipping: { ...EMPTY }, billing: { ...EMPTY, country: 'BE' } },
  });
  const problems = [
    errors.name,
    errors.shipping?.verified,
    errors.shipping?.houseNumber,
    errors.billing?.verified,
    errors.billing?.houseNumber,
  ]
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => void handleSubmit(setSubmitted)(event)}
    >
      <label>
        Full name <input {...register('name', { required: 'Enter your name' })} autoComplete="name" />
      </label>
      <AddressSection
        section="shipping"
        legend="Shipping address"
        control={control}
        register={register}
        setValue={setValue}
      />
      <AddressSection
        section="billing"
        legend="Billing address"
        control={control}
        register={register}
        setValue={setValue}
      />
      {/* The alert is a container: a list given role="alert" would lose its list semantics (axe: listitem, aria-allowed-role). */}
      <div role="alert">
        {problems.length > 0 ? (
          <ul>
            {problems.map((p, index) => (
              <li key={`${String(index)} ${p}`}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit">Place order</button>
      {submitted === null ? null : (
        <output aria-label="Submitted values">
          <pre>{JSON.stringify(submitted, null, 2)}</pre>
        </output>
      )}
    </form>
  );
}
