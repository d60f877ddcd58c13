import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { postedNames } from '../../api/posted-names.ts';
import type { DutchAddress } from '../../api/types.ts';
import type { DutchAddressLookupOptions, DutchAddressLookupResult } from '../../hooks/use-dutch-address-lookup.ts';
import { dutchLookupMessages, type DutchLookupMessages } from '../../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../../i18n/format-message.ts';
import { mergeRefs } from '../shared/merge-refs.ts';
import { AUTOFILL_TOKENS, autofillToken } from '../shared/autofill-token.ts';
import { spaceSeparated } from '../shared/space-separated.ts';
import { useCustomValidity } from '../shared/use-custom-validity.ts';
import { isFill } from '../shared/is-fill.ts';
import { useDutchFill } from './use-dutch-fill.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { useReportChange } from '../shared/use-report-change.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { DutchLookupFormProps, DutchLookupState, DutchLookupValues } from './dutch-lookup-form-props.ts';
import { readOutcome } from './dutch-lookup-outcome.ts';
import type {
  DutchField,
  DutchInputElementProps,
  DutchInputProps,
  DutchLookupResult,
  DutchPostedField,
} from './dutch-lookup-result.ts';

/** The vendor's own plugins check about 750 ms after typing stops. */
const DEBOUNCE_MS = 750;
/** A person at the form is offered manual entry within 3 s of the request: the check gives up after 2.5 s, no retry. */
const INTERACTIVE_TIMEOUT_MS = 2500;

/**
 * WHATWG autofill tokens. No token names a house number or its addition: they carry none (`off`), so browsers infer
 * them from their labels (Chromium does, for `Huisnummer` and `House number`); `address-line2` would get the floor or
 * flat of a saved address.
 */
const AUTOFILL: Partial<Record<DutchField, string>> = {
  city: AUTOFILL_TOKENS.city,
  street: AUTOFILL_TOKENS.street,
  postcode: AUTOFILL_TOKENS.postcode,
};

/** What tells lookup parameters (or an address) apart, `null` for none. */
const keyOf = (value: object | null): string | null => (value === null ? null : JSON.stringify(value));

/** Every text of a Dutch lookup, in the order {@link ExactAddressLookup} shows them. */
export const DUTCH_FIELDS = [
  'city',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postcode',
] as const satisfies readonly DutchField[];

/** The keys a Dutch lookup posts, in the order of its hidden fields. */
const POSTED_KEYS = ['postcode', 'city', 'street', 'houseNumber', 'houseNumberAddition', 'status', 'token'] as const;

/** How one Dutch lookup (exact, or by postcode) plugs into {@link useDutchLookup}. */
export interface DutchLookupConfig<V extends DutchLookupValues, P extends object> {
  props: DutchLookupFormProps<V>;
  /** The component's or hook's name, for the provider's error. */
  caller: string;
  /** The lookup parameters of the texts, `null` while they cannot be looked up. */
  params: (values: V) => P | null;
  /** The lookup's query (a hook, called once per render). */
  useLookup: (params: P | null, options: DutchAddressLookupOptions) => DutchAddressLookupResult;
  /** What the form is told while some texts the lookup needs are typed, but not all (`''` when none is). */
  incomplete: (values: V, t: Translate<keyof DutchLookupMessages>) => string;
  /** The result line of a 409 (the exact lookup only). */
  cityNotUnique?: (values: V, t: Translate<keyof DutchLookupMessages>) => string;
  /** A problem of the typed postcode, shown under its field (the postcode lookup's own check). */
  postcodeHint?: (values: V, t: Translate<keyof DutchLookupMessages>) => string;
  /** More custom validity than the house number's (a postcode that cannot exist stops the form at the postcode). */
  postcodeValidity?: (values: V, t: Translate<keyof DutchLookupMessages>) => string;
  /** States in which going on without the check is not offered, next to the settled ones and `idle`. */
  noManualIn?: DutchLookupState[];
  /** The fields in the order they are shown (and the texts are kept in). */
  fields: readonly DutchField[];
  /**
   * The field to focus when the person goes on without the check and every field but the addition is filled in (else
   * the first empty one).
   */
  manualFocus: DutchField;
  /** Whether a field is shown in a state; one that is not posts nothing typed (a hidden text is not the shopper's to check). */
  shows: (field: DutchField, state: DutchLookupState) => boolean;
  /** The form was reset: the caller's own state goes too. */
  onReset?: () => void;
}

/**
 * What {@link useDutchLookup} gives the two lookups: the public result, and what only they build on (the texts'
 * setter, focusing a field, the lookup's query).
 */
interface DutchLookupParts<V extends DutchLookupValues> {
  result: DutchLookupResult<V>;
  setValues: (change: Partial<V>) => void;
  focus: (field: DutchField) => void;
  query: DutchAddressLookupResult;
}

/**
 * The whole behaviour of a Dutch lookup, headless, shared by {@link ExactAddressLookup} and
 * {@link PostcodeAddressLookup}: the texts (controlled or not), when to look up (after `debounceMs`, at once on
 * leaving the number or addition, or Enter), what the answer means for the form (the house number's custom validity,
 * what is posted, the result line, one announcement per settled answer), the person's choices (an addition, going on
 * without the check) and the form's reset. Returns prop getters for the fields, the result line, the error and the
 * fallback without the check, so markup of your own gets all of it.
 */
export function useDutchLookup<V extends DutchLookupValues, P extends object>(
  config: DutchLookupConfig<V, P>,
): DutchLookupParts<V> {
  const { props } = config;
  const t = useTranslate(dutchLookupMessages, props.messages, config.caller);
  // All texts empty, under the `defaultValue`.
  const initial = () =>
    ({ ...Object.fromEntries(config.fields.map((field) => [field, ''])), ...props.defaultValue }) as V;
  const [ownValues, setOwnValues] = useState<V>(initial);
  const [manual, setManual] = useState(false);
  // The lookup the person asked for now (leaving the number or addition, or Enter), and the bare number chosen.
  const [checkNow, setCheckNow] = useState<string | null>(null);
  const [bareChosen, setBareChosen] = useState<string | null>(null);
  const id = useId();
  const houseNumberRef = useRef<HTMLInputElement>(null);
  const postcodeRef = useRef<HTMLInputElement>(null);
  const refs = {
    city: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    houseNumber: houseNumberRef,
    houseNumberAddition: useRef<HTMLInputElement>(null),
    postcode: postcodeRef,
  };
  const focus = (field: DutchField) => refs[field].current?.focus();
  // A field to focus once the render that shows it is in (fields appear when the person goes on unchecked).
  const focusNext = useRef<DutchField | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field !== null) focus(field);
  });

  const values = props.value ?? ownValues;
  const setValues = (change: Partial<V>): void => {
    const next = { ...values, ...change };
    if (props.value === undefined) setOwnValues(next);
    props.onValueChange?.(next);
  };
  const params = config.params(values);
  const key = keyOf(params);
  // A browser's fill asks at once (its street line split when the number is empty), as leaving the number does.
  const onFill = useDutchFill(values, (texts) => {
    if (Object.keys(texts).some((field) => texts[field as DutchField] !== values[field as DutchField]))
      setValues(texts);
    setCheckNow(keyOf(config.params(texts)));
  });
  const lookup = config.useLookup(params, {
    debounceMs: key !== null && key === checkNow ? 0 : (props.debounceMs ?? DEBOUNCE_MS),
    enabled: !manual && props.disabled !== true,
    interactiveTimeoutMs: INTERACTIVE_TIMEOUT_MS,
  });
  const outcome = readOutcome(
    {
      lookup,
      key,
      values,
      manual,
      bareChosen,
      allowPoBox: props.allowPoBox !== false,
      incomplete: config.incomplete(values, t),
      cityNotUnique: config.cityNotUnique?.(values, t) ?? '',
    },
    t,
  );
  const { state, accepted, resultText } = outcome;
  const hints: Record<DutchField, string> = {
    city: '',
    street: '',
    postcode: config.postcodeHint?.(values, t) ?? '',
    ...outcome.hints,
  };
  const names = postedNames(POSTED_KEYS, props.names);
  const shows = (field: DutchField): boolean => config.shows(field, state);
  // None is `undefined`, `null` or `false`.
  const hasErrorMessage = (props.errorMessage ?? false) !== false;
  const resultId = `${id}-result`;
  const errorId = `${id}-error`;

  /** The form was reset: the texts go back to `defaultValue` (or empty), and the person's choices are forgotten. */
  const reset = () => {
    setValues(initial());
    setManual(false);
    setCheckNow(null);
    setBareChosen(null);
    config.onReset?.();
  };
  const postcodeValidity = config.postcodeValidity?.(values, t) ?? '';
  useCustomValidity(houseNumberRef, outcome.validationMessage);
  useCustomValidity(postcodeRef, postcodeValidity);
  // Where a native submit stops first (the fields in the order shown), a form library's error goes too.
  const refused = (field: DutchField): boolean =>
    (field === 'houseNumber' && outcome.validationMessage !== '') ||
    (field === 'postcode' && postcodeValidity !== '') ||
    (props.required === true && field !== 'houseNumberAddition' && values[field] === '');
  const errorField = config.fields.find((field) => shows(field) && refused(field)) ?? 'houseNumber';
  useFormReset(houseNumberRef, reset);
  useReportChange(keyOf(accepted), () => props.onAddressChange?.(accepted), null);
  useReportChange(state, () => props.onStateChange?.(state), 'idle');

  /** Props for a field's `<input>`: its text, autofill token, hint and, for the house number, the form's validity. */
  const getInputProps = (
    field: DutchField,
    { ref, onBlur, onKeyDown, onChange, ...rest }: DutchInputProps = {},
  ): DutchInputElementProps => {
    const isNumber = field === 'houseNumber';
    const owner = field === errorField;
    const invalid = hints[field] !== '' || (owner && props.isInvalid === true);
    return {
      ...rest,
      id: `${id}-${field}`,
      ref: mergeRefs(refs[field], ref),
      value: values[field],
      autoComplete: autofillToken(AUTOFILL[field] ?? null, props.autoCompleteSection),
      required: field === 'houseNumberAddition' ? undefined : props.required,
      disabled: props.disabled,
      ...(isNumber ? { inputMode: 'numeric' as const } : {}),
      'aria-invalid': invalid || undefined,
      'aria-describedby': spaceSeparated(
        hints[field] !== '' && `${id}-${field}-hint`,
        isNumber && resultText !== '' && resultId,
        owner && hasErrorMessage && errorId,
        rest['aria-describedby'] as string | undefined,
      ),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        setValues({ [field]: event.target.value } as Partial<V>);
        if (isFill(event.nativeEvent)) onFill();
      },
      // Enter in any field checks at once (and the form's own Enter handling goes on).
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') setCheckNow(key);
      },
      // Leaving the house number or the addition checks at once.
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (isNumber || field === 'houseNumberAddition') setCheckNow(key);
        onBlur?.(event);
        if (isNumber) props.onBlur?.(event);
      },
    };
  };

  const result: DutchLookupResult<V> = {
    // The state, the answer, the result line, the validity, the status and the announcement.
    ...outcome,
    values,
    labels: Object.fromEntries(DUTCH_FIELDS.map((field) => [field, t(`${field}Label`)])) as Record<DutchField, string>,
    hints,
    shows,
    errorField,
    postedFields: postedFields(names, accepted, (field) => (shows(field) ? values[field] : ''), outcome.status),
    hasErrorMessage,
    // Offered once there is something to check, until the texts are settled (and not where the lookup has a way of its own).
    canEnterManually: state !== 'idle' && outcome.status === '' && config.noManualIn?.includes(state) !== true,
    enterManuallyText: t('enterManually'),
    enterManually: () => {
      setManual(true);
      focusNext.current =
        config.fields.find((field) => field !== 'houseNumberAddition' && values[field].trim() === '') ??
        config.manualFocus;
    },
    chooseAddition: (addition: string) => {
      if (addition === '') setBareChosen(key);
      setValues({ houseNumberAddition: addition } as Partial<V>);
      focus('houseNumberAddition');
    },
    getFieldsetProps: () => ({ 'data-state': state, disabled: props.disabled }),
    getLabelProps: (field: DutchField) => ({ htmlFor: `${id}-${field}` }),
    getInputProps,
    getHintProps: (field: DutchField) => ({ id: `${id}-${field}-hint` }),
    // The caller's props, when given (`undefined` spreads nothing).
    getResultProps: <P extends object>(props?: P) => ({
      ...(props as P),
      id: resultId,
      'data-state': state,
      hidden: resultText === '',
    }),
    getErrorMessageProps: <P extends object>(props?: P) => ({ ...(props as P), id: errorId }),
  };
  return { result, setValues, focus, query: lookup };
}

/**
 * What a Dutch lookup posts, under `names`: the address the service confirmed, in its spelling (the city and street as
 * registered, `2012ES`, a PO box with its typed number) with its status and, behind a signing proxy, its token; else
 * each text as its field shows it (`''` for a field not shown), with the status `unverified` or empty, and no token.
 * The visible fields post nothing, so what a shop's server receives is what `verifyAddress` can check, exactly.
 */
function postedFields(
  names: Record<(typeof POSTED_KEYS)[number], string | null>,
  accepted: DutchAddress | null,
  shown: (field: DutchField) => string,
  status: string,
): DutchPostedField[] {
  const valueOf = (key: (typeof POSTED_KEYS)[number]): string =>
    key === 'status'
      ? status
      : key === 'token'
        ? (accepted?.addressToken ?? '')
        : accepted === null
          ? shown(key)
          : // The confirmed address's own (a house number as digits, no addition as `''`).
            String(accepted[key] ?? '');
  return POSTED_KEYS.flatMap((key) => {
    const name = names[key];
    return name === null ? [] : [{ name, value: valueOf(key) }];
  });
}
