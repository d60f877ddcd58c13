import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { ADDRESS_LIMITS } from '../api/limits.ts';
import type { DutchAddressLookupOptions, DutchAddressLookupResult } from '../hooks/use-dutch-address-lookup.ts';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import type { DutchLookupFormProps, DutchLookupValues } from './dutch-lookup-form-props.ts';
import { formatPostcode, isSettledForForm, outcomeMessage, outcomeState, validityMessage, withBoxNumber } from './dutch-lookup-outcome.ts';
import { tokens } from './tokens.ts';

const HOUSE_NUMBER = /^\s*[1-9]\d{0,4}\s*$/u;
/** The vendor's own plugins check about 750 ms after typing stops. */
const DEBOUNCE_MS = 750;
/** A person at the form is offered a way on within 3 s of the request: the check gives up after 2.5 s, no retry. */
const INTERACTIVE_TIMEOUT_MS = 2500;

/** Whether a text is a Dutch house number the lookups take: 1 to 99999. */
export const isHouseNumber = (text: string): boolean => HOUSE_NUMBER.test(text);

/** What the lookup's answer is read with: the hook's result, the key of the parameters sent, and the texts to say. */
export interface DutchLookupAnswer {
  lookup: DutchAddressLookupResult;
  /** The parameters' JSON, or `null` while the texts cannot be looked up. */
  key: string | null;
  /** The validity text while the texts cannot be looked up yet (`''` when nothing was typed). */
  incomplete: string;
  /** The result line of a 409 (the exact lookup only). */
  cityNotUnique?: string;
}

/**
 * The form logic that {@link ExactAddressLookup} and {@link PostcodeAddressLookup} share: the texts (controlled or
 * not), when to look up, and, given the lookup hook's answer, what it means for the form and what to say. Everything
 * but the texts and the person's explicit choices is derived. Call `lookupOptions(key)` for the lookup hook, then
 * `read(answer)` in the same render.
 */
export function useDutchLookupForm<V extends DutchLookupValues>(props: DutchLookupFormProps<V>, empty: V, t: Translate<keyof DutchLookupMessages>) {
  const [ownValues, setOwnValues] = useState<V>({ ...empty, ...props.defaultValues });
  const [manual, setManual] = useState(false);
  // The lookup the person asked for now (leaving the number or addition, or Enter), and the bare number chosen.
  const [checkNow, setCheckNow] = useState<string | null>(null);
  const [bareChosen, setBareChosen] = useState<string | null>(null);
  const resultId = useId();
  const errorId = useId();
  // A field to focus once the render that shows it is in (fields appear when the person goes on unchecked).
  const focusNext = useRef<RefObject<HTMLInputElement | null> | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    field?.current?.focus();
  });
  const values = props.values ?? ownValues;

  const setValues = (change: Partial<V>): void => {
    const next = { ...values, ...change };
    if (props.values === undefined) setOwnValues(next);
    props.onValuesChange?.(next);
  };

  const read = ({ lookup, key, incomplete, cityNotUnique = '' }: DutchLookupAnswer) => {
    const { address, error } = lookup;
    const typedAddition = values.houseNumberAddition.trim();
    const additions = lookup.additions;
    const needsAddition =
      lookup.additionNotFound || lookup.additionRequired || (typedAddition === '' && additions.length > 1 && bareChosen !== key);
    const state = outcomeState({
      typedPostcode: values.postcode, complete: key !== null, manual, address, error, needsAddition, allowPoBox: props.allowPoBox !== false,
    });
    // A PO box answers house number 0: the box number is the one typed.
    const accepted =
      (state === 'found' || state === 'po-box') && address !== undefined
        ? address.addressType === 'PO box' ? withBoxNumber(address, Number(values.houseNumber)) : address
        : null;
    const message = outcomeMessage(state, address, values.postcode, cityNotUnique, t);
    const hints = {
      houseNumber: values.houseNumber.trim() !== '' && !isHouseNumber(values.houseNumber) ? t('houseNumberInvalid') : '',
      houseNumberAddition: Array.from(typedAddition).length > ADDRESS_LIMITS.maxAdditionLength ? t('additionInvalid') : '',
    };
    const settled = state !== 'idle' && state !== 'checking';
    const hasError = props.errorMessage !== undefined && props.errorMessage !== null && props.errorMessage !== false;
    return {
      state,
      message,
      /** The address the form takes (found, or a PO box with its typed number), `null` otherwise. */
      accepted,
      address,
      additions,
      hints,
      resultId,
      errorId,
      hasError,
      /** The house-number field's description: the result line and the form library's error. */
      describedBy: tokens(message !== '' && resultId, hasError && errorId),
      validationMessage: validityMessage(state, incomplete, hints.houseNumber || hints.houseNumberAddition, message, t),
      /** What the status field posts: `validated` for a confirmed address, `unverified` for the person's own, else nothing. */
      status: isSettledForForm(state) ? (state === 'manual' ? 'unverified' : 'validated') : '',
      announcement: settled ? message : '',
      announcementKey: settled ? `${state}|${key ?? ''}|${String(lookup.dataUpdatedAt)}|${String(lookup.errorUpdatedAt)}` : '',
      chooseAddition: (addition: string) => {
        if (addition === '') setBareChosen(key);
        setValues({ houseNumberAddition: addition } as Partial<V>);
      },
      useFoundPostcode: () => {
        if (address) setValues({ postcode: formatPostcode(address.postcode) } as Partial<V>);
      },
    };
  };

  /** Look the current texts up at once (the person left the number or addition field, or pressed Enter). */
  const checkNowFor = (key: string | null) => () => {
    setCheckNow(key);
  };

  return {
    values,
    setValues,
    manual,
    /** The options of the lookup hook for the parameters' key: no wait once the person asked for the check. */
    lookupOptions: (key: string | null): DutchAddressLookupOptions => ({
      debounceMs: key !== null && key === checkNow ? 0 : (props.debounceMs ?? DEBOUNCE_MS),
      enabled: !manual && props.disabled !== true,
      interactiveTimeoutMs: INTERACTIVE_TIMEOUT_MS,
    }),
    read,
    checkNowFor,
    /** Enter checks at once (and the form's own Enter handling goes on). */
    checkOnEnter: (key: string | null) => (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') setCheckNow(key);
    },
    /**
     * The form was reset: the texts go back to `defaultValues` (or empty), and the person's choices (going on without
     * the check, the bare number, a check asked for now) are forgotten; what is shown and posted follows from those.
     */
    reset: () => {
      setValues({ ...empty, ...props.defaultValues });
      setManual(false);
      setCheckNow(null);
      setBareChosen(null);
    },
    /** Go on without the check, focusing the field to fill next once it is shown. */
    enterManually: (focus: RefObject<HTMLInputElement | null>) => {
      setManual(true);
      focusNext.current = focus;
    },
  };
}
