import { Controller, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ExactAddressLookup, HouseNumberCombobox } from 'react-address-entry';

export type Country = 'NL' | 'BE' | 'DE';

export interface AddressValues {
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
  const setPostcode = (postcode: string) => setValue(`${section}.postcode`, postcode, { shouldValidate: true });
  return (
    <fieldset style={{ display: 'grid', gap: '0.75rem', border: '1px solid #d0d7de', borderRadius: '0.5rem', padding: '1rem' }}>
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
          render={({ field }) => (
            <ExactAddressLookup
              autoCompleteSection={section}
              names={{ city: `${section}City`, street: `${section}Street`, houseNumber: `${section}HouseNumber`, houseNumberAddition: `${section}Addition`, postcode: `${section}Postcode` }}
              onAddressChange={(address) => {
                field.onChange(address === null ? null : `${address.street} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}, ${address.city}`);
                setPostcode(address?.postcode ?? '');
              }}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name={`${section}.houseNumber`}
          rules={{ required: 'Choose a house number' }}
          render={({ field }) =>
            country === 'BE' ? (
              <HouseNumberCombobox key="BE" country="BE" municipalityNisCode={11002} streetId={824} postcode={2610}
                id={`${section}-house-number`} value={field.value} onInputValueChange={field.onChange} onPostcodeChange={setPostcode} />
            ) : (
              <HouseNumberCombobox key="DE" country="DE" cityId={14612000} streetId={1817} postcode="01219"
                id={`${section}-house-number`} value={field.value} onInputValueChange={field.onChange} onPostcodeChange={setPostcode} />
            )
          }
        />
      )}
      <label>
        Postcode <input {...register(`${section}.postcode`, { required: true })} autoComplete={`section-${section} postal-code`} />
      </label>
    </fieldset>
  );
}
