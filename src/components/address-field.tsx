import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** Props of a labelled input of {@link ExactAddressLookup}. */
interface AddressFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A problem with the text, shown under the field and tied to it; `''` for none. */
  hint: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint that marks it invalid and describes it. */
export function AddressField({ field, label, value, onValueChange, hint, inputRef, ...input }: AddressFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="rae-field" data-field={field} data-invalid={hint === '' ? undefined : ''}>
      <label className="rae-field__label" htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="rae-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={hint === '' ? undefined : true}
        aria-describedby={hint === '' ? undefined : hintId}
      />
      {hint === '' ? null : <p id={hintId} className="rae-field__hint">{hint}</p>}
    </div>
  );
}
