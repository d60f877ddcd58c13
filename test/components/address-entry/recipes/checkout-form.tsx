// The recipe of docs/start/one-element.mdx, tested exactly as the page shows it.
import { Controller, useForm } from 'react-hook-form';
import { AddressEntry, isAddressEntryComplete, type AddressEntryValue } from '../../../../src/index.ts'; // 'react-address-entry' in the docs

export interface CheckoutValues {
  name: string;
  address: AddressEntryValue | null;
}

/** What the form says while the address cannot go on, in the words of its country's fields. */
function addressError(address: AddressEntryValue | null): string {
  // The Netherlands, Belgium and Germany are checked as they are typed; another country is entered as it is.
  return address === null || ['NL', 'BE', 'DE'].includes(address.country)
    ? 'Check the address, or enter it without checking.'
    : 'Fill in the address: every field it needs, the postal code in the country’s form.';
}

/**
 * What the form posts, field by field (the element's fields, its `addressToken` included): what `new FormData(form)`
 * holds in a browser, read from the fields themselves, so that it runs under Jest too, whose jsdom has Node's
 * `FormData`, which cannot read a form.
 */
function postedFields(form: HTMLFormElement): Record<string, string> {
  const posted: Record<string, string> = {};
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || field.name === '' || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    posted[field.name] = field.value;
  }
  return posted;
}

/** `onOrder` gets the form library's values and what the form posts, to send to your server. */
export function CheckoutForm({ onOrder }: { onOrder: (values: CheckoutValues, posted: Record<string, string>) => void }) {
  const { control, register, handleSubmit, reset } = useForm<CheckoutValues>({ defaultValues: { name: '', address: null } });
  return (
    <form
      onSubmit={(event) => {
        // Read it now: react-hook-form calls back after validating, when React has cleared `currentTarget`.
        const form = event.currentTarget;
        void handleSubmit((values) => onOrder(values, postedFields(form)))(event);
      }}
      noValidate
    >
      <label>
        Full name <input {...register('name', { required: true })} autoComplete="name" />
      </label>
      <Controller
        control={control}
        name="address"
        rules={{ validate: (address) => isAddressEntryComplete(address) || addressError(address) }}
        render={({ field, fieldState }) => (
          <AddressEntry
            legend="Shipping address"
            required
            countries={['NL', 'BE', 'DE', 'FR']}
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
