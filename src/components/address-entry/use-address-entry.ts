import { startTransition, useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { useLatest } from '../../hooks/use-latest.ts';
import { postedNames } from '../../api/posted-names.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { addressEntryMessages } from '../../i18n/address-entry-messages.ts';
import type {
  AddressFieldsNames,
  AddressFieldsValue,
  AddressFieldsAddress,
} from '../address-fields/address-fields.tsx';
import type { DutchLookupNames, DutchLookupState } from '../dutch-lookup/exact-address-lookup.tsx';
import { AUTOFILL_TOKENS, autofillToken } from '../shared/autofill-token.ts';
import { isAutofilled } from '../shared/is-autofilled.ts';
import { definedProps } from '../shared/defined-props.ts';
import { useBrowserLayoutEffect } from '../shared/use-browser-layout-effect.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { useReportChange } from '../shared/use-report-change.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { AddressEntryAddress, AddressEntryProps, AddressEntryValue } from './address-entry-props.ts';
import type { UseAddressEntryResult } from './address-entry-result.ts';
import { carryOver, sameTexts, type CarriedPlace } from './carry-over.ts';
import { withNumberApart } from './number-apart.ts';
import { dutchConfirmed } from '../../resolve/confirmed-of.ts';
import { fieldsConfirmed } from './confirmed-address-of.ts';
import { entryCountries, isServiceCountry } from './entry-countries.ts';
import { useCountrySwitch } from './use-country-switch.ts';
import type { EnteredAddressFieldsProps } from './entered-address-fields-props.ts';

const DUTCH_STATUS: Partial<Record<DutchLookupState, AddressEntryValue['status']>> = {
  found: 'validated',
  'po-box': 'validated',
  manual: 'unverified',
};

/** Whether two lists hold the same items in the same order (both absent, too). */
const sameItems = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]));

/** No names given: the same object on every render, so the fields' props hold while nothing changed. */
const NO_NAMES: DutchLookupNames & AddressFieldsNames = {};

const EMPTY = { postcode: '', city: '', street: '', houseNumber: '', houseNumberAddition: '', status: '' } as const;

/**
 * The behaviour of {@link AddressEntry}: the country, one value over the countries, the Dutch lookup and its switch,
 * and the confirmed address; it gives each country's component its props.
 *
 * @example
 * ```tsx
 * const entry = useAddressEntry({ legend: 'Shipping address', onAddressChange: setAddress });
 * <select {...entry.getCountryFieldProps()}>
 *   {entry.countryOptions.map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
 * </select>
 * ```
 */
export function useAddressEntry(props: AddressEntryProps): UseAddressEntryResult {
  // `street`, the former name of the exact lookup, is read as `exact` (deprecated, for one minor version).
  const firstDutchWay = props.dutchWay === 'street' ? 'exact' : (props.dutchWay ?? 'postcode');
  const { language } = useAddressEntryContext('useAddressEntry');
  const displayNames = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
    [language],
  );
  // Checked and named once, not on every key typed: a shop's inline array of the same codes is the same list.
  const [keptCountries, setKeptCountries] = useState(props.countries);
  const sameCountries = sameItems(keptCountries, props.countries);
  if (!sameCountries) setKeptCountries(props.countries);
  const givenCountries = sameCountries ? keptCountries : props.countries;
  const { countries, countryOptions } = useMemo(() => {
    const checked = entryCountries(givenCountries, displayNames);
    return {
      countries: checked,
      countryOptions: checked.map((code) => ({ value: code, label: displayNames.of(code) ?? code })),
    };
  }, [givenCountries, displayNames]);
  const t = useTranslate(addressEntryMessages, props.messages, 'useAddressEntry');
  const names: DutchLookupNames & AddressFieldsNames = props.names ?? NO_NAMES;
  const countryName = postedNames(['country'], props.names).country;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [initial] = useState<AddressEntryValue>(() => {
    const first =
      props.country ?? props.value?.country ?? props.defaultCountry ?? props.defaultValue?.country ?? countries[0];
    return withNumberApart({ ...EMPTY, ...props.defaultValue, country: first, status: '' });
  });
  const [own, setOwn] = useState(initial);
  const [left, setLeft] = useState<Partial<Record<string, AddressEntryValue>>>({});
  // The postcode and town carried to a country outside the service, until its fields say whether they fit.
  const [carried, setCarried] = useState<CarriedPlace | null>(null);
  /** The value a switch from `now` to `next` shows: `next`'s own texts, else what maps of `now`'s (a fill's too). */
  const switched = (now: AddressEntryValue, next: string, fill = false): AddressEntryValue => {
    setLeft((kept) => ({ ...kept, [now.country]: now }));
    const back = fill ? undefined : left[next];
    setCarried(back === undefined ? { ...now, country: next } : null);
    return back === undefined ? carryOver(now, next, fill) : { ...back, status: '' };
  };
  const [generation, setGeneration] = useState(0);
  const [dutchWay, setDutchWay] = useState<'postcode' | 'exact'>(firstDutchWay);
  const [address, setAddress] = useState<AddressEntryAddress | null>(null);
  const given = props.value === undefined ? undefined : withNumberApart(props.value);
  if (given !== undefined && !sameTexts(given, own)) {
    setOwn(given);
    setGeneration((n) => n + 1);
  }
  const kept = given ?? own;
  const country = props.country ?? kept.country;
  // The shop's own country field moved: the texts follow as a switch in the element's field carries them.
  if (given === undefined && own.country !== country) setOwn(switched(own, country));
  const value = carryOver(kept, country);

  const reported = useRef<AddressEntryValue>(value);
  const report = (next: AddressEntryValue) => {
    if (sameTexts(next, reported.current) && next.status === reported.current.status) return;
    reported.current = next;
    props.onValueChange?.(next);
  };
  /** Takes a new value and tells `onValueChange` at once (in the event, so a controlled field keeps its caret). */
  const commit = (next: AddressEntryValue) => {
    setOwn(next);
    report(next);
  };
  // A country from outside carried the texts over in a render: the shop hears of it after that render, unless the new
  // country's fields told it more since (a carried postcode they show).
  useReportChange(country, () => {
    if (reported.current.country !== country) report(value);
  });

  const forget = () => setAddress(null);
  // What the last render showed, for a switch that waits for a browser's fill to finish.
  const latest = useLatest(value);
  const countrySwitch = useCountrySwitch(country);
  /** `byKey`: the shopper chose by a key in the field itself (not by pointer, a fill or a script). */
  const chooseCountry = (next: string, fill: boolean, byKey = false) => {
    const now = latest.current;
    if (next === now.country || !countries.includes(next)) return;
    // A controlled country moves when the shop passes it back; a fill's texts win over the next country's own.
    const change = () => {
      forget();
      if (props.country === undefined) commit(switched(now, next, fill));
    };
    // A service country chosen by a key paints before its fields mount. A fill's switch, a script's and the shop's
    // are at once (what they write next goes to the new fields), and so is another country's, whose fields are a
    // chunk: its fallback shows while the chunk loads.
    if (!byKey || props.country !== undefined || !isServiceCountry(next)) change();
    else countrySwitch.start(next, change);
    props.onCountryChange?.(next);
  };
  // A fill that switches the country removes its field: focus goes to the next country's first field.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const box = root.current;
    if (refocus.current === country && box !== null && !box.contains(box.ownerDocument.activeElement))
      box.querySelector('input')?.focus();
    refocus.current = null;
  }, [country]);
  useReportChange(address === null ? null : JSON.stringify(address), () => props.onAddressChange?.(address), null);
  useFormReset(root, () => {
    forget();
    setDutchWay(firstDutchWay);
    setLeft({});
    setCarried(null);
    commit(initial);
    if (initial.country !== country) props.onCountryChange?.(initial.country);
    setGeneration((n) => n + 1);
  });

  // What the address fields take of this render, the same objects while nothing changed: a key typed there reports
  // its text, and this element's render must not render the whole form again. The default is read at their start.
  const addressFieldsKey = `${country} ${generation}`;
  const [fieldsStart, setFieldsStart] = useState({ key: addressFieldsKey, value });
  if (fieldsStart.key !== addressFieldsKey) setFieldsStart({ key: addressFieldsKey, value });
  const fieldsHandlers = useRef({
    onValueChange: (fields: AddressFieldsValue) => commit({ ...value, ...fields, houseNumberAddition: '' }),
    onAddressChange: (address: AddressFieldsAddress | null) =>
      setAddress(address === null ? null : fieldsConfirmed(address)),
  });
  useBrowserLayoutEffect(() => {
    fieldsHandlers.current = {
      onValueChange: (fields) => commit({ ...value, ...fields, houseNumberAddition: '' }),
      onAddressChange: (address) => setAddress(address === null ? null : fieldsConfirmed(address)),
    };
  });
  const [stableHandlers] = useState(() => ({
    onValueChange: (fields: AddressFieldsValue) => fieldsHandlers.current.onValueChange(fields),
    onAddressChange: (address: AddressFieldsAddress | null) => fieldsHandlers.current.onAddressChange(address),
  }));
  const fieldsProps = {
    defaultValue: fieldsStart.key === addressFieldsKey ? fieldsStart.value : value,
    ...stableHandlers,
  };

  const common = {
    required: props.required === true,
    ...definedProps(props, [
      'legend',
      'disabled',
      'isInvalid',
      'errorMessage',
      'messages',
      'debounceMs',
      'autoCompleteSection',
    ]),
  };

  return {
    country,
    countryOptions,
    value,
    address,
    complete: value.status !== '',
    dutchWay,
    addressFieldsKey,
    countryLabel: t('countryLabel'),
    dutchWaySwitch:
      dutchWay === 'postcode'
        ? { hint: t('dutchWayStreetHint'), text: t('dutchWayStreet') }
        : { hint: t('dutchWayPostcodeHint'), text: t('dutchWayPostcode') },
    getRootProps: () => ({
      ref: root,
      'data-country': country,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) props.onBlur?.();
      },
    }),
    getCountryLabelProps: () => ({ htmlFor: `${id}-country` }),
    getCountryFieldProps: () => ({
      id: `${id}-country`,
      ...(countryName === null ? {} : { name: countryName }),
      value: countrySwitch.shown,
      autoComplete: autofillToken(AUTOFILL_TOKENS.country, props.autoCompleteSection),
      required: props.required === true,
      disabled: props.disabled,
      onChange: (event) => {
        const next = event.target.value;
        // A browser's fill sets the country before the fields: the switch waits, to carry what it wrote over.
        if (isAutofilled(event.target)) {
          const inside = root.current?.contains(event.target.ownerDocument.activeElement) === true;
          setTimeout(() => {
            refocus.current = inside ? next : null;
            chooseCountry(next, true);
          }, 0);
        } else chooseCountry(next, false, countrySwitch.byKey());
      },
      onKeyDown: countrySwitch.onKeyDown,
      onKeyUp: countrySwitch.onKeyUp,
    }),
    hiddenCountry: props.countryField === 'none' && countryName !== null ? { name: countryName, value: country } : null,
    getDutchLookupProps: () => ({
      ...common,
      names,
      value,
      onValueChange: (texts) => commit({ ...value, ...texts }),
      onStateChange: (state) => {
        const status = DUTCH_STATUS[state] ?? '';
        if (status !== value.status) commit({ ...value, status });
      },
      onAddressChange: (found) => setAddress(found === null ? null : dutchConfirmed(found)),
    }),
    getAddressFieldsProps: () => ({
      ...common,
      country: country === 'DE' ? 'DE' : 'BE',
      ...definedProps(props, ['germanPickup']),
      names,
      ...fieldsProps,
    }),
    getEnteredAddressProps: (): EnteredAddressFieldsProps => ({
      ...common,
      country,
      names,
      value,
      ...(carried?.country === country ? { carried } : {}),
      onValueChange: (texts, complete) => {
        setCarried(null);
        commit({ ...value, ...texts, status: complete ? 'unverified' : '' });
        setAddress(complete ? { country, ...texts, status: 'unverified' } : null);
      },
    }),
    getDutchWaySwitchProps: () => ({
      type: 'button',
      disabled: props.disabled,
      // A transition: the way shown stays until the other one is in (the exact lookup's chunk loads when first chosen).
      onClick: () =>
        startTransition(() => {
          // The address found is what the shopper meant: it fills what the other way asks for, and is checked again there.
          const found = address?.country === 'NL' ? address : null;
          forget();
          if (found !== null)
            commit({
              ...value,
              street: found.street,
              city: found.city,
              postcode: formatDutchPostcode(found.postcode),
              status: '',
            });
          else if (value.status !== '') commit({ ...value, status: '' });
          setDutchWay(dutchWay === 'postcode' ? 'exact' : 'postcode');
        }),
    }),
  };
}
