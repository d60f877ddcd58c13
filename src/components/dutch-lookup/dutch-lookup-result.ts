import type { ChangeEvent, FocusEvent, KeyboardEvent, Ref, RefCallback } from 'react';
import type { DutchAddress } from '../../api/types.ts';
import type { DutchLookupState, DutchLookupValues } from './dutch-lookup-form-props.ts';

/** The texts of both Dutch lookups (each shows some of them as fields, and posts all). */
export type DutchField = 'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'postcode';

/** Props a caller may add to a field's input with `getInputProps(field, props)`; its handlers run first. */
export interface DutchInputProps {
  /** Reaches the `<input>` next to the lookup's own ref. */
  ref?: Ref<HTMLInputElement> | undefined;
  /** Runs before the lookup's own (leaving the house number or addition checks at once). */
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  /** Runs before the lookup's own (Enter checks at once). */
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  /** Runs before the lookup takes the new text. */
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  /** Any other attribute of the `<input>` (`className`, `placeholder`, …); `aria-describedby` is merged with the lookup's. */
  [attribute: string]: unknown;
}

/** What `getInputProps(field)` gives a field's `<input>`: the caller's props with the lookup's merged in. */
export interface DutchInputElementProps {
  [attribute: string]: unknown;
  /** The id that the field's label points to. */
  id: string;
  /** The lookup's ref and the caller's, both set. */
  ref: RefCallback<HTMLInputElement>;
  value: string;
  /** The WHATWG autofill token (in `autoCompleteSection` when given), `off` for the house number and addition. */
  autoComplete: string;
  /** `required` of the props, for every field but the addition. */
  required: boolean | undefined;
  disabled: boolean | undefined;
  /** `numeric` on the house number. */
  inputMode?: 'numeric';
  /** `true` while the field's hint names a problem (and, on the house number, with `isInvalid`). */
  'aria-invalid': true | undefined;
  /** The field's hint; on the house number, the result line and the form library's error too; then the caller's. */
  'aria-describedby': string | undefined;
  /** Takes the new text (a browser's fill of several fields asks at once). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Enter checks at once. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Leaving the house number or the addition checks at once; the house number calls the props' `onBlur`. */
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A hidden field that a Dutch lookup posts. */
export interface DutchPostedField {
  name: string;
  value: string;
}

/** What both Dutch lookups' hooks return: the state in words and values, and prop getters for markup of your own. */
export interface DutchLookupResult<V extends DutchLookupValues> {
  /** What the lookup shows now, as `data-state` names it. */
  state: DutchLookupState;
  /** The texts of the fields: the controlled `value`, else the lookup's own. */
  values: V;
  /** The service's answer for the current texts, `undefined` while there is none; `accepted` is what the form takes. */
  address: DutchAddress | undefined;
  /** The address the form takes (found, or a PO box with its typed box number), `null` otherwise. */
  accepted: DutchAddress | null;
  /** The additions that exist for the number found (`''` is the number without one); empty without an answer. */
  additions: string[];
  /** The addition as typed (trimmed), which an addition choice shows as unknown. */
  typedAddition: string;
  /** Each field's label in the UI's language. */
  labels: Record<DutchField, string>;
  /** Each field's problem in words (`''` for none), shown under it with `getHintProps(field)`. */
  hints: Record<DutchField, string>;
  /** Whether a field is shown now (the exact lookup's postcode, the postcode lookup's street and city, only at times). */
  shows: (field: DutchField) => boolean;
  /** The result line in words (`''` shows none): the address found, not found, which addition is meant, … */
  resultText: string;
  /** Why the form may not be sent yet, the house number's custom validity; `''` when it may. */
  validationMessage: string;
  /**
   * The field that needs the shopper, where a form library's error goes (its `ref`, `isInvalid`, `errorMessage`): the
   * first shown field a native submit would stop at (required and empty, or with a validity of its own, such as a
   * postcode that cannot exist), else the house number.
   */
  errorField: DutchField;
  /** What the live region says, once per settled answer (`''` says nothing). */
  announcement: string;
  /** Changes with each settled answer (whose words may equal the last one's; the region is emptied while checking). */
  announcementKey: string;
  /** What the status field posts: `validated` for a confirmed address, `unverified` for the person's own, else `''`. */
  status: 'validated' | 'unverified' | '';
  /** The hidden fields to post (the confirmed address, else what the fields show); render each as a hidden input. */
  postedFields: DutchPostedField[];
  /** Whether the props carry an `errorMessage` (the form library's): render it with `getErrorMessageProps()`. */
  hasErrorMessage: boolean;
  /** Whether going on without the check is offered now (an outage, nothing found, a refused PO box, …). */
  canEnterManually: boolean;
  /** The text of the control that goes on without the check, in the UI's language. */
  enterManuallyText: string;
  /** Go on without the check, focusing the first field the address still needs once it is shown. */
  enterManually: () => void;
  /** Choose an addition of the address (`''`: the number without one), and go on in the addition field. */
  chooseAddition: (addition: string) => void;
  /** Props for the `<fieldset>` around the fields. */
  getFieldsetProps: () => { 'data-state': DutchLookupState; disabled: boolean | undefined };
  /** Props for a field's `<label>`. */
  getLabelProps: (field: DutchField) => { htmlFor: string };
  /** Props for a field's `<input>`, the caller's `props` merged in (handlers chained, `ref` and `aria-describedby` merged). */
  getInputProps: (field: DutchField, props?: DutchInputProps) => DutchInputElementProps;
  /** Props for a field's hint, the `hints[field]` text (render it only when it is not `''`). */
  getHintProps: (field: DutchField) => { id: string };
  /** Props for the result line (the house number's description), the caller's merged in. */
  getResultProps: <P extends object>(props?: P) => P & { id: string; 'data-state': DutchLookupState; hidden: boolean };
  /** Props for the form library's error text (render it when `hasErrorMessage`), the caller's merged in. */
  getErrorMessageProps: <P extends object>(props?: P) => P & { id: string };
}
