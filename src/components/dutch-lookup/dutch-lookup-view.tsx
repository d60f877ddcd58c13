import type { ReactNode, Ref } from 'react';
import { LiveRegion } from '../shared/live-region.tsx';
import { spaceSeparated } from '../shared/space-separated.ts';
import { dutchLookupMessages, type DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { DutchLookupFormProps, DutchLookupValues } from './dutch-lookup-form-props.ts';
import type { DutchField, DutchLookupResult } from './dutch-lookup-result.ts';

/** What the frame of a Dutch lookup shows around the lookup's own fields. */
interface DutchLookupViewProps {
  lookup: DutchLookupResult<DutchLookupValues>;
  props: Pick<
    DutchLookupFormProps<DutchLookupValues>,
    'legend' | 'className' | 'errorMessage' | 'isInvalid' | 'messages'
  > & { ref: Ref<HTMLInputElement> | undefined };
  /** The lookup's fields in the order it shows them; those it does not show now are left out. */
  fields: readonly DutchField[];
  /** What follows the fields (the postcode lookup's address found), given the lookup's texts. */
  afterFields?: (t: Translate<keyof DutchLookupMessages>) => ReactNode;
  /** What follows the result line (a city or postcode choice), given the lookup's texts and the result line's id. */
  choices?: (t: Translate<keyof DutchLookupMessages>, resultId: string) => ReactNode;
}

/** The `<fieldset>` of a Dutch lookup: legend, fields, hidden fields, result line, error, live region and choices. */
export function DutchLookupView({ lookup, props, fields, afterFields, choices }: DutchLookupViewProps) {
  const t = useTranslate(dutchLookupMessages, props.messages, 'DutchLookupView');
  const { address } = lookup;
  const resultProps = lookup.getResultProps();
  const resultId = resultProps.id;
  return (
    <fieldset className={spaceSeparated('rae-lookup', props.className)} {...lookup.getFieldsetProps()}>
      {props.legend === undefined ? null : <legend className="rae-lookup__legend">{props.legend}</legend>}
      <div className="rae-lookup__fields">
        {fields.filter(lookup.shows).map((field) => {
          const hint = lookup.hints[field];
          return (
            <div key={field} className="rae-field" data-field={field} data-invalid={hint === '' ? undefined : ''}>
              <label className="rae-field__label" {...lookup.getLabelProps(field)}>
                {lookup.labels[field]}
              </label>
              {/* The caller's `ref` (a form library focuses it on an error) goes to the field that needs the shopper. */}
              <input
                className="rae-field__input"
                {...lookup.getInputProps(field, { ref: field === lookup.errorField ? props.ref : undefined })}
              />
              {hint === '' ? null : (
                <p className="rae-field__hint" {...lookup.getHintProps(field)}>
                  {hint}
                </p>
              )}
            </div>
          );
        })}
        {afterFields?.(t)}
        {lookup.postedFields.map(({ name, value }) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </div>
      <p className="rae-lookup__result" {...resultProps}>
        {lookup.resultText}
      </p>
      {lookup.hasErrorMessage ? (
        <p className="rae-lookup__error" {...lookup.getErrorMessageProps()}>
          {props.errorMessage}
        </p>
      ) : null}
      <LiveRegion>{lookup.announcement}</LiveRegion>
      {lookup.state === 'choose-addition' && address !== undefined ? (
        <div role="group" aria-labelledby={resultId} className="rae-addition-choice">
          <ul className="rae-addition-choice__list">
            {lookup.additions.map((addition) => (
              <li key={addition}>
                <button
                  type="button"
                  className="rae-addition-choice__option"
                  data-addition={addition}
                  onClick={() => lookup.chooseAddition(addition)}
                >
                  {t('additionOption', { houseNumber: address.houseNumber, addition })}
                </button>
              </li>
            ))}
            {lookup.typedAddition === '' ? null : (
              <li className="rae-addition-choice__unknown" data-status="unknown">
                {t('additionUnknown', { houseNumber: address.houseNumber, addition: lookup.typedAddition })}
              </li>
            )}
          </ul>
        </div>
      ) : null}
      {choices?.(t, resultId)}
      {lookup.canEnterManually ? (
        <button type="button" className="rae-lookup__manual" onClick={lookup.enterManually}>
          {lookup.enterManuallyText}
        </button>
      ) : null}
    </fieldset>
  );
}
