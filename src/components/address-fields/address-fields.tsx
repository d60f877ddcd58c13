import { forwardRef, useId, useRef, useState } from 'react';
import { postedNames } from '../../api/posted-names.ts';
import { postalAreaPlace, postalAreaPostcode } from '../../address/postal-area-text.ts';
import { pickupMessages } from '../../i18n/pickup-messages.ts';
import { addressFieldsMessages } from '../../i18n/address-fields-messages.ts';
import { StepFillProvider, type StepFill } from '../combobox/step-fill.ts';
import { HouseNumberCombobox, type HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';
import { definedProps } from '../shared/defined-props.ts';
import { LiveRegion } from '../shared/live-region.tsx';
import { spaceSeparated } from '../shared/space-separated.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { useReportChange } from '../shared/use-report-change.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { AddressFieldsProps, AddressFieldsValue } from './address-fields-props.ts';

export type {
  AddressFieldsNames,
  AddressFieldsProps,
  AddressFieldsValue,
  AddressFieldsAddress,
} from './address-fields-props.ts';
import { ManualAddress, type ManualTexts } from './address-fields-manual.tsx';
import { streetCity } from '../../resolve/confirmed-of.ts';
import { COUNTRY_STEPS } from './country-steps.ts';
import { DeliveryChoice } from './delivery-choice.tsx';
import type { DeliveryTo } from '../../address/dhl-pickup.ts';
import { PickupFields } from './pickup-fields.tsx';
import { pickupLine, useGermanPickup } from './use-german-pickup.ts';
import { HiddenFields, POSTED_KEYS, areaParts, postedAddress, shownAddress } from './posted-address.tsx';
import { PostalAreaCombobox } from './postal-area-combobox.tsx';
import { StreetCombobox } from './street-combobox.tsx';
import { NO_TEXTS, useAddressFields } from './use-address-fields.ts';
import { useAddressFill, type AddressStep, type StepTexts } from './use-address-fill.ts';

/** Each step's name in its message keys (`postalAreaLabel`, `streetRequired`). */
const MESSAGE_NAME = { area: 'postalArea', street: 'street', houseNumber: 'houseNumber' } as const;

/**
 * A whole Belgian or German address from what a shopper knows: postal area, then street, then house number, in a
 * `<fieldset>`, posting the confirmed address (else what the fields show) under `names`.
 * @example
 * ```tsx
 * <form>
 *   <AddressFields country="BE" legend="Shipping address" required onAddressChange={setAddress} />
 *   <button>Place order</button>
 * </form>
 * ```
 */
export const AddressFields = forwardRef<HTMLInputElement, AddressFieldsProps>(function AddressFields(props, ref) {
  const { country, messages } = props;
  const steps = COUNTRY_STEPS[country];
  const names = postedNames(POSTED_KEYS, props.names);
  const t = useTranslate(addressFieldsMessages, messages, 'AddressFields');
  const tp = useTranslate(pickupMessages, messages, 'AddressFields');
  const pickup = useGermanPickup(country === 'DE' && props.germanPickup === true, props.defaultValue);
  const [houseStatus, setHouseStatus] = useState<HouseNumberChoiceStatus | null>(null);
  const fields = useAddressFields(steps, pickup.defaultValue, houseStatus);
  const { area, street, house } = fields;
  const address =
    pickup.kind === null ? fields.address : pickup.address(area !== null && 'cityId' in area ? area : null);
  useReportChange(address === null ? null : JSON.stringify(address), () => props.onAddressChange?.(address), null);
  const hintId = useId();
  // Going on without the check is the person's own choice (the service is down, say): plain fields from then on.
  const [manual, setManual] = useState<ManualTexts | null>(null);
  const [manualTexts, setManualTexts] = useState<ManualTexts | null>(null);
  // The steps whose service is unavailable, by the key of the step that said so (a step started afresh has not).
  const [gaveUpAt, setGaveUpAt] = useState<Partial<Record<AddressStep, string>>>({});
  // A whole pickup, said once the shopper leaves its fields (typing a Postnummer passes through whole ones).
  const [pickupSaid, setPickupSaid] = useState('');
  const shown = { ...shownAddress(fields.shown), ...(pickup.kind === null ? {} : pickup.station()) };
  // With `germanPickup`, where it goes and the Postnummer are posted (and reported) for a street address too.
  const pickupKeys = pickup.enabled
    ? { deliveryTo: pickup.deliveryTo, postNumber: pickup.kind === null ? '' : pickup.texts.postNumber.trim() }
    : {};
  const value: AddressFieldsValue = {
    ...(manual !== null
      ? { ...(manualTexts ?? manual), ...(pickup.kind === null ? {} : pickup.station()), status: 'unverified' }
      : { ...shown, status: address?.status ?? '' }),
    ...pickupKeys,
  };
  useReportChange(JSON.stringify(value), () => props.onValueChange?.(value));
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const typed = useRef<StepTexts>({ ...fields.prefilled });
  /** The steps start afresh from these texts (a fill's, or a reset's), with nothing chosen. */
  const restart = (texts: StepTexts) => {
    typed.current = { ...texts };
    fields.refill(texts);
  };
  const fill = useAddressFill(typed, fields.initial, (texts) => restart(pickup.fromFill(texts)), {
    onTyped: fields.edited,
    last: pickup.kind === null ? 'houseNumber' : 'area',
  });
  const onText = (step: AddressStep) => (text: string) => {
    typed.current[step] = text;
    fields.reportText(step, text);
    // What is typed in a step that waits is kept for when it starts (the earlier step chosen).
    if ((step === 'street' && area === null) || (step === 'houseNumber' && street === null)) fields.keep(step, text);
  };
  useFormReset(fieldset, () => {
    pickup.reset();
    restart(fields.initial ?? NO_TEXTS);
    fill.reset();
    setManual(null);
    setManualTexts(null);
    setHouseStatus(null);
  });
  const frame = {
    ref: fieldset,
    className: spaceSeparated('rae-address-fields', props.className),
    disabled: props.disabled,
    'data-country': country,
  };
  const legend =
    props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>;
  /** Another choice of where to deliver: the street steps' choices no longer hold (the postal area stays). */
  const chooseDelivery = (next: DeliveryTo) => {
    pickup.choose(next);
    if (street !== null) fields.chooseStreet(null);
  };
  const choice = pickup.enabled ? <DeliveryChoice value={pickup.deliveryTo} onChange={chooseDelivery} t={tp} /> : null;
  const pickupFields = (owner: boolean) =>
    pickup.kind === null ? null : (
      <PickupFields
        kind={pickup.kind}
        texts={pickup.texts}
        onTextsChange={pickup.setTexts}
        required={props.required === true}
        t={tp}
        inputRef={owner ? ref : undefined}
        onLeave={() =>
          setPickupSaid(
            address !== null && 'pickup' in address
              ? tp('pickupComplete', { address: pickupLine(address, tp('postNumberLabel')) })
              : '',
          )
        }
      />
    );
  if (manual !== null) {
    // A form library's ref: the first manual field still to fill, else a pickup's own fields.
    const typedManually = manualTexts ?? manual;
    const manualOwns =
      pickup.kind === null ||
      (props.required === true && (['postcode', 'city'] as const).some((field) => typedManually[field] === ''));
    return (
      <fieldset {...frame} data-state="manual">
        {legend}
        {choice}
        <ManualAddress
          initial={manual}
          names={names}
          required={props.required === true}
          t={t}
          onValuesChange={setManualTexts}
          {...(pickup.kind === null ? {} : { fields: ['postcode', 'city'] as const })}
          {...(manualOwns ? { inputRef: ref, ...definedProps(props, ['isInvalid', 'errorMessage']) } : {})}
        />
        {pickupFields(!manualOwns)}
        <HiddenFields names={names} posted={{ ...(pickup.kind === null ? {} : pickup.station()), ...pickupKeys }} />
      </fieldset>
    );
  }
  const enterManually = () => {
    if (address !== null) props.onAddressChange?.(null);
    // A postal area typed but not chosen (the search was unavailable) still gives its postcode and place.
    const typedArea = areaParts(typed.current.area);
    setManual({
      postcode:
        house !== null ? String(house.postcode) : area === null ? typedArea.postcode : (postalAreaPostcode(area) ?? ''),
      city: street !== null ? streetCity(street) : area === null ? typedArea.city : postalAreaPlace(area),
      street: street?.streetName ?? typed.current.street.trim(),
      houseNumber: house?.houseNumber ?? typed.current.houseNumber.trim(),
    });
  };
  const common = {
    required: props.required === true,
    disabled: props.disabled === true,
    ...definedProps(props, ['inlineMenu', 'messages', 'debounceMs', 'autoCompleteSection']),
  };
  /** A step's choice, passed on; one let go of while a fill's events come in is not (the fill starts the steps afresh). */
  const chosen =
    <T,>(choose: (next: T | null) => void, step: AddressStep) =>
    (next: T | null) => {
      if (next === null && fill.isGathering) return;
      choose(next);
      if (next !== null) fill.chosenAt(step);
    };
  // A form library's error, and its ref, go to the first step still to choose (a pickup's own fields after the area).
  const waiting: AddressStep | 'pickup' =
    area === null ? 'area' : pickup.kind !== null ? 'pickup' : street === null ? 'street' : 'houseNumber';
  const owned = (step: AddressStep) =>
    step !== waiting
      ? {}
      : {
          ref,
          ...definedProps(props, ['isInvalid', 'errorMessage']),
        };
  const label = (step: AddressStep) => t(`${MESSAGE_NAME[step]}Label`);
  const addressLine =
    address === null
      ? ''
      : 'pickup' in address
        ? pickupLine(address, tp('postNumberLabel'))
        : `${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}`;
  const at = fill.at;
  const gap = pickup.gap(tp);
  const fillAnnouncement =
    at?.phase === 'verified'
      ? address !== null
        ? t('fillVerified', { address: addressLine })
        : gap === null
          ? ''
          : t('fillStopped', gap)
      : at?.phase === 'stopped'
        ? t('fillStopped', { field: label(at.step), result: at.resultText || t(`${MESSAGE_NAME[at.step]}Required`) })
        : '';
  const fallbackAction = t('enterManually');
  /** What a step whose service is unavailable, or the one before it, says: a later step says it instead of waiting. */
  const earlierOutage = (step: AddressStep): string =>
    gaveUpAt.area === fields.keys.area
      ? t('postalAreaUnavailableWayOn', { action: fallbackAction })
      : step === 'street' && gaveUpAt.street === fields.keys.street
        ? t('streetUnavailableWayOn', { action: fallbackAction })
        : '';
  /** What the composition tells a step besides the fill: its words around its confirmation, and the outage's. */
  const stepOf = (step: AddressStep, earlier: 'area' | 'street' | null, confirm: StepFill['confirm']): StepFill => ({
    ...fill.stepFill(step, earlier !== null && fields[earlier] === null),
    start: fields.keys[step],
    // A choice during a fill is the fill's (it speaks for the whole address); where it stopped, it waits for the fill.
    confirm: (result, chosen) =>
      at === null ? confirm(result, chosen) : at.phase === 'stopped' && at.step === step ? '' : null,
    fallbackAction,
    earlierGaveUp: earlier === null ? '' : earlierOutage(earlier),
    onUnavailable: (unavailable) =>
      setGaveUpAt((current) => ({ ...current, [step]: unavailable ? fields.keys[step] : '' })),
  });

  return (
    <fieldset {...frame}>
      {legend}
      {choice}
      <StepFillProvider
        value={stepOf('area', null, (result) =>
          t('nextStep', { result, field: pickup.kind === null ? label('street') : tp(`${pickup.kind}NumberLabel`) }),
        )}
      >
        <PostalAreaCombobox
          country={country}
          {...common}
          {...owned('area')}
          defaultInputValue={fields.prefilled.area}
          onInputValueChange={onText('area')}
          onSelectedItemChange={chosen(fields.chooseArea, 'area')}
        />
      </StepFillProvider>
      {pickup.kind !== null ? (
        <>
          {area !== null && postalAreaPostcode(area) === null ? (
            <p className="rae-address-fields__hint">{tp('pickupNeedsPostcode')}</p>
          ) : null}
          {pickupFields(waiting === 'pickup')}
        </>
      ) : (
        <>
          <StepFillProvider
            value={stepOf('street', 'area', (result) => t('nextStep', { result, field: label('houseNumber') }))}
          >
            <StreetCombobox
              {...steps.streetArea(fields)}
              {...common}
              {...owned('street')}
              defaultInputValue={fields.prefilled.street}
              onInputValueChange={onText('street')}
              onSelectedItemChange={chosen(fields.chooseStreet, 'street')}
            />
          </StepFillProvider>
          <StepFillProvider
            value={stepOf('houseNumber', 'street', (result, chosen) =>
              address?.houseNumber === chosen ? t('addressComplete', { result, address: addressLine }) : '',
            )}
          >
            <HouseNumberCombobox
              {...steps.houseStreet(fields)}
              {...common}
              {...owned('houseNumber')}
              defaultInputValue={fields.prefilled.houseNumber}
              onInputValueChange={onText('houseNumber')}
              onSelectedItemChange={chosen(fields.chooseHouse, 'houseNumber')}
              onStatusChange={setHouseStatus}
              // The fieldset's hidden fields post the whole address; the step posts nothing of its own.
              names={{ houseNumber: null, postcode: null, status: null, houseNumberParts: null }}
              {...(street === null ? { 'aria-describedby': hintId } : {})}
            />
          </StepFillProvider>
          {street === null ? (
            <p id={hintId} className="rae-address-fields__hint">
              {earlierOutage('street') || t('houseNumberNeedsStreet')}
            </p>
          ) : null}
        </>
      )}
      <HiddenFields names={names} posted={{ ...postedAddress(address, shown), ...pickupKeys }} />
      {address === null ? (
        <button type="button" className="rae-lookup__manual" onClick={enterManually}>
          {fallbackAction}
        </button>
      ) : null}
      <LiveRegion>{fillAnnouncement || (pickup.kind === null ? '' : pickupSaid)}</LiveRegion>
    </fieldset>
  );
});
