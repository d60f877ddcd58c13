import type { ReactNode, Ref, RefObject } from 'react';
import type { DutchAddress } from '../api/types.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import { AdditionChoice } from './addition-choice.tsx';
import { mergeRefs } from './combobox/merge-refs.ts';
import { DutchNumberFields } from './dutch-number-fields.tsx';
import type { DutchLookupFormProps, DutchLookupState, DutchLookupValues } from './dutch-lookup-form-props.ts';
import { LiveRegion } from './live-region.tsx';
import { useCustomValidity } from './use-custom-validity.ts';
import { useFormReset } from './use-form-reset.ts';
import type { DutchField, useDutchFields } from './use-dutch-fields.ts';
import type { useDutchLookupForm } from './use-dutch-lookup-form.ts';
import { useOnChange } from './use-on-change.ts';
import { tokens } from './tokens.ts';

/** What {@link useDutchLookupForm}'s `read` says about the current texts. */
type Outcome = ReturnType<ReturnType<typeof useDutchLookupForm>['read']>;

/** Props of the frame that both Dutch lookups render their fields in. */
interface DutchLookupFieldsetProps {
  props: Pick<
    DutchLookupFormProps<DutchLookupValues>,
    'legend' | 'className' | 'disabled' | 'errorMessage' | 'onAddressChange' | 'onStateChange' | 'required' | 'isInvalid' | 'onBlur'
  >;
  outcome: Outcome;
  /** The typed addition, shown as unknown in the addition choice. */
  typedAddition: string;
  houseNumberRef: RefObject<HTMLInputElement | null>;
  additionRef: RefObject<HTMLInputElement | null>;
  /** The texts as typed, posted while nothing is confirmed. */
  values: Record<DutchField, string>;
  /** The form names of the posted keys. */
  names: ReturnType<typeof useDutchFields>['names'];
  t: Translate<keyof DutchLookupMessages>;
  /** The fields' props, for the house number and the addition. */
  field: ReturnType<typeof useDutchFields>['field'];
  /** The caller's ref, which reaches the house-number input. */
  callerRef: Ref<HTMLInputElement>;
  /** Leaving the house number or the addition checks at once. */
  onLeave: () => void;
  /** The input fields before the house number and the addition. */
  fieldsBefore: ReactNode;
  /** The input fields after them. */
  children: ReactNode;
  /** What follows the result line: the address found in words, a city or postcode choice. */
  after?: ReactNode;
  /** States in which "Enter the address without checking" is not offered, next to the settled ones. */
  noManualIn?: DutchLookupState[];
  onEnterManually: () => void;
  /** The form was reset: the lookup goes back to its default texts. */
  onReset: () => void;
}

/**
 * The `<fieldset>` of a Dutch lookup: its legend, the fields (the house number and the addition between the lookup's
 * own), what the form posts, the result line (the house number's
 * description), the form library's error, the live region, the addition choice and the way on without the check.
 * It sets the house-number field's custom validity and reports the address and the state.
 */
export function DutchLookupFieldset(frame: DutchLookupFieldsetProps) {
  const { props, outcome, t } = frame;
  const { state, address } = outcome;
  useCustomValidity(frame.houseNumberRef, outcome.validationMessage);
  useFormReset(frame.houseNumberRef, frame.onReset);
  useOnChange<DutchAddress | null>(outcome.accepted, props.onAddressChange, null);
  useOnChange(state, props.onStateChange, 'idle');
  const noManual = ['idle', 'found', 'po-box', 'manual', ...(frame.noManualIn ?? [])];

  return (
    <fieldset className={tokens('rae-lookup', props.className)} data-state={state} disabled={props.disabled}>
      {props.legend === undefined ? null : <legend className="rae-lookup__legend">{props.legend}</legend>}
      <div className="rae-lookup__fields">
        {frame.fieldsBefore}
        <DutchNumberFields
          field={frame.field}
          houseNumberRef={mergeRefs(frame.houseNumberRef, frame.callerRef)}
          hints={outcome.hints}
          describedBy={outcome.describedBy}
          required={props.required}
          isInvalid={props.isInvalid}
          onBlur={props.onBlur}
          onLeave={frame.onLeave}
          t={t}
        />
        {frame.children}
        <PostedDutchAddress names={frame.names} accepted={outcome.accepted} typed={frame.values} status={outcome.status} />
      </div>
      {/* The result line describes the house number, and labels the choice that follows it. */}
      <p id={outcome.resultId} className="rae-lookup__result" data-state={state} hidden={outcome.message === ''}>{outcome.message}</p>
      {outcome.hasError ? <p id={outcome.errorId} className="rae-lookup__error">{props.errorMessage}</p> : null}
      <LiveRegion announcementKey={outcome.announcementKey}>{outcome.announcement}</LiveRegion>
      {state === 'choose-addition' && address !== undefined ? (
        <AdditionChoice
          houseNumber={address.houseNumber}
          additions={outcome.additions}
          typed={frame.typedAddition.trim()}
          labelledBy={outcome.resultId}
          t={t}
          onAdditionChange={(addition) => {
            outcome.chooseAddition(addition);
            frame.additionRef.current?.focus();
          }}
        />
      ) : null}
      {frame.after}
      {noManual.includes(state) ? null : (
        <button type="button" className="rae-lookup__manual" onClick={frame.onEnterManually}>{t('enterManually')}</button>
      )}
    </fieldset>
  );
}

/**
 * What a Dutch lookup posts, in hidden fields under `names`: the address the service confirmed, in its spelling (the
 * city and street as registered, `2012ES`, a PO box with its typed number) with its status and, behind a signing
 * proxy, its token; else what was typed, with the status `unverified` or empty, and no token. The visible fields post
 * nothing, so what a shop's server receives is what `verifyAddress` can check, exactly.
 */
function PostedDutchAddress({ names, accepted, typed, status }: {
  names: ReturnType<typeof useDutchFields>['names'];
  accepted: DutchAddress | null;
  typed: Record<DutchField, string>;
  status: string;
}) {
  const posted = {
    postcode: accepted?.postcode ?? typed.postcode,
    city: accepted?.city ?? typed.city,
    street: accepted?.street ?? typed.street,
    houseNumber: accepted === null ? typed.houseNumber : String(accepted.houseNumber),
    houseNumberAddition: accepted === null ? typed.houseNumberAddition : (accepted.houseNumberAddition ?? ''),
    status,
    token: accepted?.addressToken ?? '',
  };
  return (
    <>
      {(Object.keys(posted) as (keyof typeof posted)[]).map((key) => (
        <input key={key} type="hidden" name={names[key]} value={posted[key]} />
      ))}
    </>
  );
}
