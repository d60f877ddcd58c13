import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { spaceSeparated } from './space-separated.ts';

/** Props of a labelled input of {@link ExactAddressLookup}. */
interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A problem with the text, shown under the field and tied to it; `''` for none. */
  hint: string;
  /** Marks the field invalid although its text is fine (a form library's error). */
  invalid?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled input with an optional hint that marks it invalid and describes it, next to other descriptions. */
export function TextField({ field, label, value, onValueChange, hint, invalid, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = spaceSeparated(hint !== '' && hintId, input['aria-describedby']);
  const isInvalid = hint !== '' || invalid === true;
  return (
    <div className="rae-field" data-field={field} data-invalid={isInvalid ? '' : undefined}>
      <label className="rae-field__label" htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="rae-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
      {hint === '' ? null : <p id={hintId} className="rae-field__hint">{hint}</p>}
    </div>
  );
}
