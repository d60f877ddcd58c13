import { useId, useState, type ReactNode, type Ref } from 'react';
import type { Translate } from '../../i18n/format-message.ts';
import type { HouseNumberMessages } from '../../i18n/house-number-messages.ts';
import type { AddressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import { HiddenFields, type PostedAddress } from './posted-address.tsx';

type Field = 'postcode' | 'city' | 'street' | 'houseNumber';
/** The texts of the manual entry's four fields. */
export type ManualTexts = Record<Field, string>;
const FIELDS: readonly Field[] = ['postcode', 'city', 'street', 'houseNumber'];

/** Props of the manual entry of {@link AddressFields}. */
interface ManualAddressProps {
  /** What the steps knew when the person chose to go on without the check. */
  initial: Record<Field, string>;
  names: Record<keyof PostedAddress, string | null>;
  required: boolean;
  t: Translate<keyof (AddressFieldsMessages & HouseNumberMessages)>;
  /** Called with the four texts whenever the person edits one. */
  onValuesChange: (values: ManualTexts) => void;
  /** The fields shown (a DHL pickup shows the postcode and city; its own fields give the rest). @default all four */
  fields?: readonly Field[];
  /** A form library's ref, for the first field still to fill (else the first); its error marks that field. */
  inputRef?: Ref<HTMLInputElement> | undefined;
  isInvalid?: boolean | undefined;
  errorMessage?: ReactNode;
}

/** The address typed as the person knows it, after they chose to go on without the check: four plain fields. */
export function ManualAddress(props: ManualAddressProps) {
  const { initial, names, required, t, onValuesChange, fields = FIELDS, inputRef, errorMessage } = props;
  const [values, setValues] = useState(initial);
  const id = useId();
  // Focus goes to the first field to fill; with all four kept, the house number.
  const firstEmpty = fields.find((field) => initial[field].trim() === '') ?? fields.at(-1);
  // A form library's error goes where a native submit stops: the first required field still empty.
  const errorField = fields.find((field) => required && values[field] === '') ?? fields[0];
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  return (
    <div className="rae-address-fields__manual" data-state="manual">
      {fields.map((field) => (
        <div key={field} className="rae-field" data-field={field}>
          <label className="rae-field__label" htmlFor={`${id}-${field}`}>
            {t(`${field}Label`)}
          </label>
          <input
            autoFocus={field === firstEmpty}
            ref={field === errorField ? inputRef : undefined}
            {...(field === errorField && props.isInvalid === true ? { 'aria-invalid': true } : {})}
            {...(field === errorField && hasError ? { 'aria-describedby': `${id}-error` } : {})}
            id={`${id}-${field}`}
            className="rae-field__input"
            name={names[field] ?? undefined}
            value={values[field]}
            required={required}
            onChange={(event) => {
              const next = { ...values, [field]: event.target.value };
              setValues(next);
              onValuesChange(next);
            }}
          />
        </div>
      ))}
      <p className="rae-lookup__result" data-state="manual">
        {t('addressUnverified')}
      </p>
      {hasError ? (
        <p id={`${id}-error`} className="rae-lookup__error">
          {errorMessage}
        </p>
      ) : null}
      <HiddenFields names={names} posted={{ status: 'unverified', token: '', houseNumberParts: '' }} />
    </div>
  );
}
