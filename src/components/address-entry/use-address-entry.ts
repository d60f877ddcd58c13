import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useAddressEntryContext } from '../../hooks/address-entry-context.ts';
import { useLatest } from '../../hooks/use-latest.ts';
import { postedNames } from '../../api/posted-names.ts';
import { formatDutchPostcode } from '../../address/dutch-postcode-text.ts';
import { addressEntryMessages } from '../../i18n/address-entry-messages.ts';
import type { AddressFieldsNames, AddressFieldsValue, AddressFieldsAddress } from '../address-fields/address-fields.tsx';
import type { DutchLookupNames, DutchLookupState } from '../dutch-lookup/exact-address-lookup.tsx';
import { AUTOFILL_TOKENS, autofillToken } from '../shared/autofill-token.ts';
import { isAutofilled } from '../shared/is-autofilled.ts';
import { definedProps } from '../shared/defined-props.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { useReportChange } from '../shared/use-report-change.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { AddressEntryAddress, AddressEntryProps, AddressEntryValue } from './address-entry-props.ts';
import type { UseAddressEntryResult } from './address-entry-result.ts';
import { carryOver, sameTexts } from './carry-over.ts';
import { withNumberApart } from './number-apart.ts';
import { dutchConfirmed } from '../../resolve/confirmed-of.ts';
import { fieldsConfirmed } from './confirmed-address-of.ts';
import { entryCountries } from './entry-countries.ts';
import type { EnteredAddressFieldsProps } from './entered-address-fields-props.ts';

/** What a Dutch lookup's state says the form posts as the status. */
const DUTCH_STATUS: Partial<Record<DutchLookupState, AddressEntryValue['status']>> = { found: 'validated', 'po-box': 'validated', manual: 'unverified' };

const EMPTY = { postcode: '', city: '', street: '', houseNumber: '', houseNumberAddition: '', status: '' } as const;

/**
 * The behaviour of {@link AddressEntry}: the country (chosen in its field, by a browser's fill or by the shop), one
 * value over the three countries (each country's texts given back when it is shown again, what maps carried over to
 * one shown for the first time or by a browser's fill), the Dutch way and its switch, and the address
 * the country's component confirmed, as a {@link ConfirmedAddress}. It composes the existing components: each
 * country's lookups are theirs, and this hook gives them their props.
 *
 * @example
 * ```tsx
 * const entry = useAddressEntry({ legend: 'Shipping address', onAddressChange: setAddress });
 * return (
 *   <div {...entry.getRootProps()}>
 *     <label {...entry.getCountryLabelProps()}>{entry.countryLabel}</label>
 *     <select {...entry.getCountryFieldProps()}>
 *       {entry.countryOptions.map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
 *     </select>
 *     {entry.country === 'NL' ? <PostcodeAddressLookup {...entry.getDutchLookupProps()} /> : <AddressFields {...entry.getAddressFieldsProps()} />}
 *   </div>
 * );
 * ```
 */
export function useAddressEntry(props: AddressEntryProps): UseAddressEntryResult {
  // `street`, the former name of the exact lookup, is read as `exact` (deprecated, for one minor version).
  const firstDutchWay = props.dutchWay === 'street' ? 'exact' : (props.dutchWay ?? 'postcode');
  const { language } = useAddressEntryContext('useAddressEntry');
  // The countries' names in the provider's language; a code without one is no country.
  const displayNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }), [language]);
  const countries = entryCountries(props.countries, displayNames);
  const t = useTranslate(addressEntryMessages, props.messages, 'useAddressEntry');
  // One `names` for each country's component, which posts the keys it knows (and none of the others); only the
  // country's is the element's own.
  const names: DutchLookupNames & AddressFieldsNames = props.names ?? {};
  const countryName = postedNames(['country'], props.names).country;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [initial] = useState<AddressEntryValue>(() => {
    const first = props.country ?? props.value?.country ?? props.defaultCountry ?? props.defaultValue?.country ?? countries[0];
    return withNumberApart({ ...EMPTY, ...props.defaultValue, country: first, status: '' });
  });
  const [own, setOwn] = useState(initial);
  // The texts of each country left, given back when it is shown again (a switch and back loses nothing).
  const [left, setLeft] = useState<Partial<Record<string, AddressEntryValue>>>({});
  /** The value a switch from `now` to `next` shows: `next`'s own texts, else what maps of `now`'s (a fill's too). */
  const switched = (now: AddressEntryValue, next: string, fill = false): AddressEntryValue => {
    setLeft((kept) => ({ ...kept, [now.country]: now }));
    const back = fill ? undefined : left[next];
    return back === undefined ? carryOver(now, next) : { ...back, status: '' };
  };
  // A new generation starts `AddressFields` afresh from the value (a value from outside, a reset).
  const [generation, setGeneration] = useState(0);
  const [dutchWay, setDutchWay] = useState<'postcode' | 'exact'>(firstDutchWay);
  const [address, setAddress] = useState<AddressEntryAddress | null>(null);
  const given = props.value === undefined ? undefined : withNumberApart(props.value);
  // A value from outside that is not the one last reported: the fields start afresh from it.
  if (given !== undefined && !sameTexts(given, own)) {
    setOwn(given);
    setGeneration((n) => n + 1);
  }
  const held = given ?? own;
  const country = props.country ?? held.country;
  // The shop's own country field moved (`country` controlled): the texts follow as a switch in the element's field
  // carries them.
  if (given === undefined && own.country !== country) setOwn(switched(own, country));
  const value = carryOver(held, country);

  const reported = useRef<AddressEntryValue>(value);
  /** Tells `onValueChange` of a value it has not heard yet. */
  const report = (next: AddressEntryValue) => {
    if (sameTexts(next, reported.current) && next.status === reported.current.status) return;
    reported.current = next;
    props.onValueChange?.(next);
  };
  /** Takes a new value and tells `onValueChange` at once (in the event that changed it, so a controlled field keeps its caret). */
  const commit = (next: AddressEntryValue) => {
    setOwn(next);
    report(next);
  };
  // A country from outside carried the texts over in a render: the shop hears of it after that render.
  useReportChange(country, () => report(value));

  const forget = () => setAddress(null);
  // What the last render showed (its country is the one shown), for a switch that waits for a browser's fill to finish
  // (see the country field).
  const latest = useLatest(value);
  const chooseCountry = (next: string, fill: boolean) => {
    const now = latest.current;
    if (next === now.country || !countries.includes(next)) return;
    forget();
    // A controlled country moves when the shop passes it back; the texts follow then. What a browser's fill wrote is
    // carried over, over the texts the next country had.
    if (props.country === undefined) commit(switched(now, next, fill));
    props.onCountryChange?.(next);
  };
  // A fill that switches the country takes away the field it was picked from: the focus goes to the next country's
  // first field (where the person goes on), not to the page.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const box = root.current;
    if (refocus.current === country && box !== null && !box.contains(box.ownerDocument.activeElement)) box.querySelector('input')?.focus();
    refocus.current = null;
  }, [country]);
  useReportChange(address === null ? null : JSON.stringify(address), () => props.onAddressChange?.(address), null);
  useFormReset(root, () => {
    forget();
    setDutchWay(firstDutchWay);
    setLeft({});
    commit(initial);
    if (initial.country !== country) props.onCountryChange?.(initial.country);
    setGeneration((n) => n + 1);
  });

  const common = {
    required: props.required === true,
    ...definedProps(props, ['legend', 'disabled', 'isInvalid', 'errorMessage', 'messages', 'debounceMs', 'autoCompleteSection']),
  };

  return {
    country,
    countryOptions: countries.map((code) => ({ value: code, label: displayNames.of(code) ?? code })),
    value,
    address,
    complete: value.status !== '',
    dutchWay,
    addressFieldsKey: `${country} ${generation}`,
    countryLabel: t('countryLabel'),
    dutchWaySwitch: dutchWay === 'postcode' ? { hint: t('dutchWayStreetHint'), text: t('dutchWayStreet') } : { hint: t('dutchWayPostcodeHint'), text: t('dutchWayPostcode') },
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
      value: country,
      autoComplete: autofillToken(AUTOFILL_TOKENS.country, props.autoCompleteSection),
      required: props.required === true,
      disabled: props.disabled,
      onChange: (event) => {
        const next = event.target.value;
        // A browser's fill sets the country first and then the fields after it, in the same task: the switch waits for
        // them, so what it wrote into this country's fields is carried over to the next country's. (A person's change,
        // by keys or pointer, switches at once.)
        if (isAutofilled(event.target)) {
          const inside = root.current?.contains(event.target.ownerDocument.activeElement) === true;
          setTimeout(() => {
            refocus.current = inside ? next : null;
            chooseCountry(next, true);
          }, 0);
        } else chooseCountry(next, false);
      },
    }),
    hiddenCountry: props.countryField === 'none' && countryName !== null ? { name: countryName, value: country } : null,
    getDutchLookupProps: () => ({
      ...common,
      names,
      // The lookup reads the texts it knows, and hands them back with the others as they were.
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
      // Called for Belgium and Germany only.
      country: country === 'DE' ? 'DE' : 'BE',
      ...definedProps(props, ['germanPickup']),
      names,
      defaultValue: value,
      onValueChange: (fields: AddressFieldsValue) => commit({ ...value, ...fields, houseNumberAddition: '' }),
      onAddressChange: (address: AddressFieldsAddress | null) => setAddress(address === null ? null : fieldsConfirmed(address)),
    }),
    getEnteredAddressProps: (): EnteredAddressFieldsProps => ({
      ...common,
      country,
      names,
      value,
      onValueChange: (texts, complete) => {
        commit({ ...value, ...texts, status: complete ? 'unverified' : '' });
        setAddress(complete ? { country, ...texts, status: 'unverified' } : null);
      },
    }),
    getDutchWaySwitchProps: () => ({
      type: 'button',
      disabled: props.disabled,
      onClick: () => {
        // The address found is what the shopper meant: it fills what the other way asks for, and is checked again there.
        const found = address?.country === 'NL' ? address : null;
        forget();
        if (found !== null) commit({ ...value, street: found.street, city: found.city, postcode: formatDutchPostcode(found.postcode), status: '' });
        else if (value.status !== '') commit({ ...value, status: '' });
        setDutchWay(dutchWay === 'postcode' ? 'exact' : 'postcode');
      },
    }),
  };
}
