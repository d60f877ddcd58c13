import type { ReactNode, Ref } from 'react';
import { LiveRegion } from '../shared/live-region.tsx';
import { spaceSeparated } from '../shared/space-separated.ts';
import { AdditionChoice } from './addition-choice.tsx';
import { dutchLookupMessages, type DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { DutchLookupFormProps, DutchLookupValues } from './dutch-lookup-form-props.ts';
import type { DutchField, DutchInputProps, DutchLookupResult } from './dutch-lookup-result.ts';

/** A field of a Dutch lookup: its label, its input (from the lookup's getters) and its hint. */
export function LookupField({ lookup, field, input }: { lookup: Pick<DutchLookupResult<DutchLookupValues>, 'getLabelProps' | 'getInputProps' | 'getHintProps' | 'hints' | 'labels'>; field: DutchField; input?: DutchInputProps }) {
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
  /** The component, as the texts name it when the provider is missing. */
  caller: 'ExactAddressLookup' | 'PostcodeAddressLookup';
  lookup: DutchLookupResult<DutchLookupValues>;
  props: Pick<DutchLookupFormProps<DutchLookupValues>, 'legend' | 'className' | 'errorMessage' | 'isInvalid' | 'messages'> & { ref: Ref<HTMLInputElement> | undefined };
  /** The fields before the house number and the addition, and those after them, given the lookup's texts. */
  fields: (t: Translate<keyof DutchLookupMessages>) => { before: ReactNode; after: ReactNode };
  /** What follows the result line (a city or postcode choice), given the lookup's texts. */
  choices?: (t: Translate<keyof DutchLookupMessages>) => ReactNode;
}

/**
 * The `<fieldset>` of a Dutch lookup: its legend, the fields (the house number and the addition between the lookup's
 * own), the hidden fields it posts, the result line (the house number's description), the form library's error, the
 * live region, the addition choice and the way on without the check.
 */
export function DutchLookupView({ caller, lookup, props, fields, choices }: DutchLookupViewProps) {
  const t = useTranslate(dutchLookupMessages, props.messages, caller);
  const { state, address } = lookup;
  const { before, after } = fields(t);
  return (
    <fieldset className={spaceSeparated('rae-lookup', props.className)} {...lookup.getFieldsetProps()}>
      {props.legend === undefined ? null : <legend className="rae-lookup__legend">{props.legend}</legend>}
      <div className="rae-lookup__fields">
        {before}
        {/* The house number carries the form's validity, the caller's `ref`, `onBlur` and `isInvalid`. */}
        <LookupField lookup={lookup} field="houseNumber" input={{ ref: props.ref }} />
        <LookupField lookup={lookup} field="houseNumberAddition" />
        {after}
        {lookup.postedFields.map(({ name, value }) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </div>
      {/* The result line describes the house number, and labels the choice that follows it. */}
      <p className="rae-lookup__result" {...lookup.getResultProps()}>{lookup.resultText}</p>
      {lookup.hasErrorMessage ? <p className="rae-lookup__error" {...lookup.getErrorMessageProps()}>{props.errorMessage}</p> : null}
      <LiveRegion>{lookup.announcement}</LiveRegion>
      {state === 'choose-addition' && address !== undefined ? (
        <AdditionChoice
          houseNumber={address.houseNumber}
          additions={lookup.additions}
          typed={lookup.typedAddition}
          aria-labelledby={lookup.getResultProps().id}
          t={t}
          onAdditionChange={lookup.chooseAddition}
        />
      ) : null}
      {choices?.(t)}
      {lookup.canEnterManually ? (
        <button type="button" className="rae-lookup__manual" onClick={lookup.enterManually}>{lookup.enterManuallyText}</button>
      ) : null}
    </fieldset>
  );
}
