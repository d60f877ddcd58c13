// The react-hook-form recipe of the documentation site (docs/forms/in-a-form.mdx, "Form libraries"), word for word: test/components/house-number/react-hook-form.test.tsx runs it.
import { Controller, useForm } from 'react-hook-form';
import { HouseNumberCombobox } from '../../../../src/index.ts'; // 'react-address-entry' on the site

interface ShippingAddress { houseNumber: string; postcode: string }

export function BelgianAddressForm({ onOrder }: { onOrder: (address: ShippingAddress) => void }) {
  const { control, register, setValue, handleSubmit, reset, formState } = useForm<ShippingAddress>({
    defaultValues: { houseNumber: '', postcode: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onOrder)(event)} noValidate>
      <Controller
        name="houseNumber"
        control={control}
        rules={{
          required: 'Enter a house number.',
          // A house number counts once it is chosen: the choice brings its postcode, an edit takes it away.
          validate: (_houseNumber, address) => address.postcode !== '' || 'Choose a house number from the list.',
        }}
        render={({ field, fieldState }) => (
          <HouseNumberCombobox
            country="BE" municipalityNisCode={11002} streetId={824} postcode={2610}
            ref={field.ref}
            // The form holds the postcode itself (below): the combobox posts none of its own.
            names={{ houseNumber: field.name, postcode: null }}
            inputValue={field.value}
            onInputValueChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            onPostcodeChange={(postcode) => {
              setValue('postcode', postcode ?? '');
            }}
          />
        )}
      />
      <label>
        Postcode <input {...register('postcode')} readOnly />
      </label>
      <p>{formState.touchedFields.houseNumber === true ? 'House number touched' : 'House number untouched'}</p>
      <button type="submit">Continue</button>
      <button type="button" onClick={() => reset()}>Start again</button>
    </form>
  );
}
