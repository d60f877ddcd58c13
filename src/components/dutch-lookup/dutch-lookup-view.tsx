import type { ReactNode, Ref } from 'react';
import { LiveRegion } from '../shared/live-region.tsx';
import { spaceSeparated } from '../shared/space-separated.ts';
import { AdditionChoice } from './addition-choice.tsx';
import type { DutchLookupFormProps, DutchLookupValues } from './dutch-lookup-form-props.ts';
import type { DutchField, DutchInputProps, DutchLookupResult } from './use-dutch-lookup.ts';

/** A field of a Dutch lookup: its label, its input (from the lookup's getters) and its hint. */
export function LookupField({ lookup, field, input }: { lookup: Pick<DutchLookupResult, 'getLabelProps' | 'getInputProps' | 'getHintProps' | 'hints' | 'labels'>; field: DutchField; input?: DutchInputProps }) {
  const hint = lookup.hints[field];
  return (
    <div className="rae-field" data-field={field} data-invalid={hint === '' ? undefined : ''}>
      <label className="rae-field__label" {...lookup.getLabelProps(field)}>{lookup.labels[field]}</label>
      <input className="rae-field__input" {...lookup.getInputProps(field, input)} />
      {hint === '' ? null : <p className="rae-field__hint" {...lookup.getHintProps(field)}>{hint}</p>}
    </div>
  );
}

/** What the frame of a Dutch lookup shows around the lookup's own fields. */
interface DutchLookupViewProps {
  lookup: DutchLookupResult;
  props: Pick<DutchLookupFormProps<DutchLookupValues>, 'legend' | 'className' | 'errorMessage' | 'isInvalid'> & { ref: Ref<HTMLInputElement> | undefined };
  /** The fields before the house number and the addition, and those after them. */
  fields: { before: ReactNode; after: ReactNode };
  /** What follows the result line: the address found in words, a city or postcode choice. */
  choices?: ReactNode;
}

/**
 * The `<fieldset>` of a Dutch lookup: its legend, the fields (the house number and the addition between the lookup's
 * own), the hidden fields it posts, the result line (the house number's description), the form library's error, the
 * live region, the addition choice and the way on without the check.
 */
export function DutchLookupView({ lookup, props, fields, choices }: DutchLookupViewProps) {
  const { state, address } = lookup;
  return (
    <fieldset className={spaceSeparated('rae-lookup', props.className)} {...lookup.getFieldsetProps()}>
      {props.legend === undefined ? null : <legend className="rae-lookup__legend">{props.legend}</legend>}
      <div className="rae-lookup__fields">
        {fields.before}
        {/* The house number carries the form's validity, the caller's `ref`, `onBlur` and `isInvalid`. */}
        <LookupField lookup={lookup} field="houseNumber" input={{ ref: props.ref }} />
        <LookupField lookup={lookup} field="houseNumberAddition" />
        {fields.after}
        {lookup.postedFields.map(({ name, value }) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </div>
      {/* The result line describes the house number, and labels the choice that follows it. */}
      <p className="rae-lookup__result" {...lookup.getResultProps()}>{lookup.message}</p>
      {lookup.hasError ? <p className="rae-lookup__error" {...lookup.getErrorProps()}>{props.errorMessage}</p> : null}
      <LiveRegion announcementKey={lookup.announcementKey}>{lookup.announcement}</LiveRegion>
      {state === 'choose-addition' && address !== undefined ? (
        <AdditionChoice
          houseNumber={address.houseNumber}
          additions={lookup.additions}
          typed={lookup.typedAddition}
          aria-labelledby={lookup.getResultProps().id}
          t={lookup.t}
          onAdditionChange={lookup.chooseAddition}
        />
      ) : null}
      {choices}
      {lookup.canEnterManually ? (
        <button type="button" className="rae-lookup__manual" onClick={lookup.enterManually}>{lookup.t('enterManually')}</button>
      ) : null}
    </fieldset>
  );
}
