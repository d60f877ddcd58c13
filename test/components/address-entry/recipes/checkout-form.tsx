// The recipe of docs/start/one-element.mdx, tested exactly as the page shows it.
import { Controller, useForm } from 'react-hook-form';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from '../../../../src/index.ts'; // 'react-address-entry' in the docs

interface CheckoutValues {
  name: string;
  address: AddressEntryValue | null;
}

/** `onOrder` gets the form library's values and what the form posts (`new FormData(form)`), to send to your server. */
export function CheckoutForm({ onOrder }: { onOrder: (values: CheckoutValues, posted: FormData) => void }) {
  const { control, register, handleSubmit, reset } = useForm<CheckoutValues>({ defaultValues: { name: '', address: null } });
  return (
    <form
      onSubmit={(event) => {
        // Read it now: react-hook-form calls back after validating, when React has cleared `currentTarget`.
        const form = event.currentTarget;
        void handleSubmit((values) => onOrder(values, new FormData(form)))(event);
      }}
      noValidate
    >
      <label>
        Full name <input {...register('name', { required: true })} autoComplete="name" />
      </label>
      <Controller
        control={control}
        name="address"
        rules={{ validate: (address) => isAddressEntryComplete(address) || 'Check the address, or enter it without checking.' }}
        render={({ field, fieldState }) => (
          <AddressEntry
            legend="Shipping address"
            required
            ref={field.ref}
            {...(field.value === null ? {} : { value: field.value })}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Place order</button>
      <button type="reset" onClick={() => reset()}>Start again</button>
    </form>
  );
}
