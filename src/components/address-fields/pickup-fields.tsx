import { useId, useRef, useState, type Ref } from 'react';
import { postNumberCheckDigitHolds } from '../../address/dhl-post-number.ts';
import { DHL_STATION_NUMBERS, type DhlPickupKind } from '../../address/dhl-station.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { PickupMessages } from '../../i18n/pickup-messages.ts';
import { mergeRefs } from '../shared/merge-refs.ts';
import { spaceSeparated } from '../shared/space-separated.ts';
import { useCustomValidity } from '../shared/use-custom-validity.ts';
import { postNumberProblem, stationNumberProblem, type PickupProblem } from '../../address/dhl-pickup.ts';
import type { PickupFieldsTexts } from './pickup-address.ts';

type Field = keyof PickupFieldsTexts;

/** Props of {@link PickupFields}. */
export interface PickupFieldsProps {
  kind: DhlPickupKind;
  texts: PickupFieldsTexts;
  onTextsChange: (texts: PickupFieldsTexts) => void;
  /** The form may not be sent without a whole pickup. */
  required: boolean;
  t: Translate<keyof PickupMessages>;
  /** A form library's ref, for the station's number. */
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** The shopper left one of the fields. */
  onLeave?: (() => void) | undefined;
}

/** The words of a field's problem, `''` for none. */
function problemText(t: PickupFieldsProps['t'], kind: DhlPickupKind, field: Field, problem: PickupProblem): string {
  if (problem === null) return '';
  if (field === 'postNumber') return t(problem === 'required' ? 'postNumberRequired' : 'postNumberInvalid');
  return problem === 'required' ? t(`${kind}NumberRequired`) : t(`${kind}NumberInvalid`, DHL_STATION_NUMBERS[kind]);
}

/** Props of {@link PickupField}. */
interface PickupFieldProps {
  id: string;
  name: Field;
  label: string;
  value: string;
  required: boolean;
  /** What is wrong, shown once the shopper left the field; `''` for nothing. */
  error: string;
  /** What stops the form (the browser says it on submit); `''` for nothing. */
  validity: string;
  /** Texts under the field besides the error (a hint, a warning), by their kind; `''` shows none. */
  notes: readonly (readonly [note: 'note' | 'warning', text: string])[];
  inputRef?: Ref<HTMLInputElement> | undefined;
  onChange: (text: string) => void;
  onLeave: () => void;
  onInvalid: () => void;
}

/** One labelled numeric field of a pickup, its error and notes in its description. */
function PickupField({
  id,
  name,
  label,
  value,
  required,
  error,
  validity,
  notes,
  inputRef,
  onChange,
  onLeave,
  onInvalid,
}: PickupFieldProps) {
  const own = useRef<HTMLInputElement>(null);
  useCustomValidity(own, validity);
  const described = spaceSeparated(
    error !== '' && `${id}-error`,
    ...notes.map(([note, text]) => text !== '' && `${id}-${note}`),
  );
  return (
    <div className="rae-field" data-field={name}>
      <label className="rae-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={mergeRefs(own, inputRef)}
        id={id}
        className="rae-field__input"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        required={required}
        aria-invalid={error === '' ? undefined : true}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        onInvalid={onInvalid}
      />
      {error === '' ? null : (
        <p id={`${id}-error`} className="rae-field__hint">
          {error}
        </p>
      )}
      {notes.map(([note, text]) =>
        text === '' ? null : (
          <p key={note} id={`${id}-${note}`} className={`rae-field__${note}`}>
            {text}
          </p>
        ),
      )}
    </div>
  );
}

/**
 * A DHL pickup's own fields: the station's number (Packstation 100–999, Postfiliale 401–999) and the Postnummer (6 to
 * 10 digits; required at a Packstation). What is wrong shows in words once the shopper leaves the field (or the form
 * is sent), and keeps what was typed; the native form check stops at it too. A Postnummer that fails the check digit
 * shop modules use is a warning the shopper may pass: DHL publishes no check digit.
 */
export function PickupFields({ kind, texts, onTextsChange, required, t, inputRef, onLeave }: PickupFieldsProps) {
  const id = useId();
  const [left, setLeft] = useState<Record<Field, boolean>>({ number: false, postNumber: false });
  const problems: Record<Field, string> = {
    number: problemText(t, kind, 'number', stationNumberProblem(kind, texts.number)),
    postNumber: problemText(t, kind, 'postNumber', postNumberProblem(kind, texts.postNumber)),
  };
  const postNumber = texts.postNumber.trim();
  const warning =
    problems.postNumber === '' && postNumber !== '' && !postNumberCheckDigitHolds(postNumber)
      ? t('postNumberCheck')
      : '';
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: texts[name],
    error: left[name] ? problems[name] : '',
    // What stops the form: a wrong text, or a missing one where the form asks for the pickup.
    validity: texts[name].trim() === '' && !required ? '' : problems[name],
    onChange: (text: string) => onTextsChange({ ...texts, [name]: text }),
    // An empty field passed through by Tab is not wrong yet: it is once something was typed, or the form is sent.
    onLeave: () => {
      if (texts[name].trim() !== '') setLeft((before) => ({ ...before, [name]: true }));
      onLeave?.();
    },
    onInvalid: () => setLeft((before) => ({ ...before, [name]: true })),
  });
  return (
    <div className="rae-pickup" data-kind={kind}>
      <PickupField
        {...field('number')}
        label={t(`${kind}NumberLabel`)}
        required={required}
        notes={[]}
        inputRef={inputRef}
      />
      <PickupField
        {...field('postNumber')}
        label={t(kind === 'packstation' ? 'postNumberLabel' : 'postNumberOptionalLabel')}
        required={required && kind === 'packstation'}
        notes={[
          ['warning', warning],
          ['note', t('postNumberHint')],
        ]}
      />
    </div>
  );
}
