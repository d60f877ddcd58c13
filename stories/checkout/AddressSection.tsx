import { Controller, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ExactAddressLookup, HouseNumberCombobox } from 'react-address-entry';

type Country = 'NL' | 'BE' | 'DE';

interface AddressValues {
  country: Country;
  houseNumber: string;
  postcode: string;
  /** The checked Dutch address, or `null`. */
  verified: string | null;
}

export interface CheckoutValues {
  name: string;
  shipping: AddressValues;
  billing: AddressValues;
}

interface Props {
  section: 'shipping' | 'billing';
  legend: string;
  control: Control<CheckoutValues>;
  register: UseFormRegister<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
}

/**
 * One address block of the checkout: its own country, fields named and autofilled per section, so that shipping and
 * billing never overwrite each other.
 */
export function AddressSection({ section, legend, control, register, setValue }: Props) {
  const country = useWatch({ control, name: `${section}.country` });
  const setPostcode = (postcode: string | null) =>
    setValue(`${section}.postcode`, postcode ?? '', { shouldValidate: true });
  return (
    <fieldset
      style={{ display: 'grid', gap: '0.75rem', border: '1px solid #d0d7de', borderRadius: '0.5rem', padding: '1rem' }}
    >
      <legend>{legend}</legend>
      <label>
        Country{' '}
        <select {...register(`${section}.country`)}>
          <option value="NL">Netherlands</option>
          <option value="BE">Belgium (Europalaan, Antwerpen)</option>
          <option value="DE">Germany (Eugen-Bracht-Str., Dresden)</option>
        </select>
      </label>
      {country === 'NL' ? (
        <Controller
          control={control}
          name={`${section}.verified`}
          rules={{ validate: (value) => value !== null || 'Check the address first' }}
          render={({ field, fieldState }) => (
            <ExactAddressLookup
              autoCompleteSection={section}
              names={{
                city: `${section}City`,
                street: `${section}Street`,
                houseNumber: `${section}HouseNumber`,
                houseNumberAddition: `${section}Addition`,
                postcode: `${section}Postcode`,
                status: `${section}AddressStatus`,
              }}
              ref={field.ref}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              onAddressChange={(address) => {
                field.onChange(
                  address === null
                    ? null
                    : `${address.street} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}, ${address.city}`,
                );
                setPostcode(address?.postcode ?? null);
              }}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name={`${section}.houseNumber`}
          rules={{
            required: 'Choose a house number',
            // The postcode is the chosen number's, and empty again as soon as the text is edited.
            validate: (_houseNumber, values) =>
              values[section].postcode !== '' || 'Choose a house number from the list',
          }}
          render={({ field, fieldState }) => {
            const form = {
              id: `${section}-house-number`,
              ref: field.ref,
              inputValue: field.value,
              onInputValueChange: field.onChange,
              onBlur: field.onBlur,
              onPostcodeChange: setPostcode,
              isInvalid: fieldState.invalid,
              errorMessage: fieldState.error?.message,
            };
            return country === 'BE' ? (
              <HouseNumberCombobox
                key="BE"
                country="BE"
                municipalityNisCode={11002}
                streetId={824}
                postcode={2610}
                {...form}
              />
            ) : (
              <HouseNumberCombobox key="DE" country="DE" cityId={14612000} streetId={1817} postcode="01219" {...form} />
            );
          }}
        />
      )}
      <label>
        Postcode{' '}
        <input
          {...register(`${section}.postcode`, { required: true })}
          readOnly={country !== 'NL'}
          autoComplete={`section-${section} postal-code`}
        />
      </label>
    </fieldset>
  );
}
