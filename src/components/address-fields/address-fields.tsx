import { useId, useRef, useState } from 'react';
import type { BelgianStreet, GermanPostalArea, GermanStreet, HouseNumberSuggestion, StreetSuggestion } from '../../api/types.ts';
import type { AddressFieldsProps } from './address-fields-props.ts';
import type { HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';
import { ManualAddress } from './address-fields-manual.tsx';
import { HouseNumberCombobox } from '../house-number/house-number-combobox.tsx';
import { PostalAreaCombobox } from './postal-area-combobox.tsx';
import { postalAreaPlace, postalAreaPostcode } from './postal-area-text.ts';
import { StreetCombobox } from './street-combobox.tsx';
import { streetCity, useAddressFields } from './use-address-fields.ts';
import { wholeAddressMessages } from '../../i18n/whole-address-messages.ts';
import { useFormReset } from '../shared/use-form-reset.ts';
import { useTranslate } from '../shared/use-translate.ts';
import { postedNames } from '../../api/posted-names.ts';
import { spaceSeparated } from '../shared/space-separated.ts';
import { LiveRegion } from '../shared/live-region.tsx';
import { StepFillProvider } from '../combobox/step-fill.ts';
import { useAddressFill, type AddressStep, type StepTexts } from './use-address-fill.ts';

const BELGIAN_LANGUAGES = new Set(['nl', 'fr', 'de']);
const belgianLanguage = (street: BelgianStreet): 'nl' | 'fr' | 'de' | undefined =>
  typeof street.language === 'string' && BELGIAN_LANGUAGES.has(street.language) ? (street.language as 'nl' | 'fr' | 'de') : undefined;

/**
 * A whole Belgian or German address from what a shopper knows: postal area (a postcode or a place), then street,
 * then house number, in a `<fieldset>`. Choosing a postal area narrows the street search to it; choosing a street
 * unlocks the house number with that street's postcode; changing an earlier step clears the later ones. A browser's
 * autofill (several fields at once, without keys) and a prefilled address (`defaultValue`) are resolved in order,
 * each step chosen when the service confirms exactly one match, else stopping there with its list shown. The
 * form posts the postcode (the chosen house number's own), city (the chosen street's), street, house number, status
 * and, behind a signing proxy, `addressToken` under `names`, each empty while not confirmed; `onAddressChange` gets
 * the whole address, and `null` as soon as one step no longer holds.
 *
 * @example
 * ```tsx
 * <form>
 *   <AddressFields country="BE" legend="Shipping address" required onAddressChange={setAddress} />
 *   <button>Place order</button>
 * </form>
 * ```
 */
export function AddressFields(props: AddressFieldsProps) {
  const { country, messages, debounceMs } = props;
  const names = postedNames(['postcode', 'city', 'street', 'houseNumber', 'status', 'token'], props.names);
  const t = useTranslate(wholeAddressMessages, messages, 'AddressFields');
  const fields = useAddressFields(props.defaultValue, props.onAddressChange);
  const { area, street, house, address } = fields;
  const hintId = useId();
  const [houseStatus, setHouseStatus] = useState<HouseNumberChoiceStatus | null>(null);
  // Going on without the check is the person's own choice (the service is down, say): plain fields from then on.
  const [manual, setManual] = useState<Record<'postcode' | 'city' | 'street' | 'houseNumber', string> | null>(null);
  // A reset form starts the steps afresh (a new generation of them) from the prefilled address, with nothing chosen.
  const [generation, setGeneration] = useState(0);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // What each step's field holds, chosen or not: going on without the check keeps what was typed, a fill reads it.
  const typed = useRef<StepTexts>({ ...fields.prefilled });
  const fill = useAddressFill({
    typed,
    prefilled: fields.initial,
    restart: (texts) => {
      typed.current = { ...texts };
      fields.refill(texts);
      setGeneration((n) => n + 1);
    },
    onTyped: fields.edited,
  });
  const textChanged = (step: AddressStep, text: string) => {
    typed.current[step] = text;
    // What is typed in a step that waits is kept for when it starts (the earlier step chosen).
    if ((step === 'street' && area === null) || (step === 'houseNumber' && street === null)) fields.keep(step, text);
  };
  const onText: Record<AddressStep, (text: string) => void> = {
    area: (text) => textChanged('area', text),
    street: (text) => textChanged('street', text),
    houseNumber: (text) => textChanged('houseNumber', text),
  };
  useFormReset(fieldset, () => {
    typed.current = { ...(fields.initial ?? { area: '', street: '', houseNumber: '' }) };
    fields.reset();
    fill.reset();
    setManual(null);
    setHouseStatus(null);
    setGeneration((n) => n + 1);
  });
  if (manual !== null) {
    return (
      <fieldset ref={fieldset} className={spaceSeparated('rae-address-fields', props.className)} disabled={props.disabled} data-country={country} data-state="manual">
        {props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>}
        <ManualAddress initial={manual} names={names} required={props.required === true} t={t} />
      </fieldset>
    );
  }
  const enterManually = () => {
    if (address !== null) props.onAddressChange?.(null);
    // A postal area typed but not chosen (the search was unavailable) still gives its postcode and place.
    const [, typedPostcode = '', typedPlace = ''] = /^\s*(\d{4,5})?\s*(.*?)\s*$/u.exec(typed.current.area) ?? [];
    setManual({
      postcode: house !== null ? String(house.postcode) : area === null ? typedPostcode : (postalAreaPostcode(area) ?? ''),
      city: street !== null ? streetCity(street) : area === null ? typedPlace : postalAreaPlace(area),
      street: street?.streetName ?? typed.current.street.trim(),
      houseNumber: house?.houseNumber ?? typed.current.houseNumber.trim(),
    });
  };
  const common = {
    required: props.required === true,
    ...(props.inlineMenu === undefined ? {} : { inlineMenu: props.inlineMenu }),
    ...(messages === undefined ? {} : { messages }),
    ...(debounceMs === undefined ? {} : { debounceMs }),
  };
  const onArea = (next: Parameters<typeof fields.chooseArea>[0]) => {
    if (next === null && fill.isGathering) return;
    fields.chooseArea(next);
    if (next !== null) fill.chosenAt('area');
  };
  const onStreet = (next: Parameters<typeof fields.chooseStreet>[0]) => {
    if (next === null && fill.isGathering) return;
    fields.chooseStreet(next);
    if (next !== null) fill.chosenAt('street');
  };
  const onHouse = (next: HouseNumberSuggestion | null) => {
    if (next === null && fill.isGathering) return;
    (fields.chooseHouse as (house: HouseNumberSuggestion | null) => void)(next);
  };
  const inSection = props.autoCompleteSection === undefined ? {} : { autoCompleteSection: props.autoCompleteSection };
  const areaStep = { ...common, disabled: props.disabled === true, defaultInputValue: fields.prefilled.area, onInputValueChange: onText.area, onSelectedItemChange: onArea, ...inSection };
  const streetStep = { ...common, disabled: props.disabled === true, defaultInputValue: fields.prefilled.street, onInputValueChange: onText.street, onSelectedItemChange: onStreet, ...inSection };
  const houseNumber = {
    ...common,
    defaultInputValue: fields.prefilled.houseNumber,
    onInputValueChange: onText.houseNumber,
    onSelectedItemChange: onHouse,
    onStatusChange: setHouseStatus,
    // The fields below post the whole address; the step posts nothing of its own.
    names: { houseNumber: null, postcode: null, status: null },
    // Until a street is chosen the field waits (it asks nothing: the ids below are never sent), but a browser may fill it.
    disabled: props.disabled === true,
    ...inSection,
    ...(street === null ? { 'aria-describedby': hintId } : {}),
  };
  const label: Record<AddressStep, string> = { area: t('postalAreaLabel'), street: t('streetLabel'), houseNumber: t('houseNumberLabel') };
  const needs: Record<AddressStep, string> = { area: t('postalAreaRequired'), street: t('streetRequired'), houseNumber: t('houseNumberRequired') };
  const at = fill.at;
  const fillAnnouncement =
    at?.phase === 'verified' ? (address === null ? '' : t('fillVerified', { address: `${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}` }))
    : at?.phase === 'stopped' ? t('fillStopped', { field: label[at.step], result: at.resultText === '' ? needs[at.step] : at.resultText })
    : '';

  return (
    <fieldset ref={fieldset} className={spaceSeparated('rae-address-fields', props.className)} disabled={props.disabled} data-country={country}>
      {props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>}
      {country === 'BE' ? (
        <>
          <StepFillProvider value={fill.stepFill('area', false)}>
            <PostalAreaCombobox key={generation} country="BE" {...areaStep} />
          </StepFillProvider>
          <StepFillProvider value={fill.stepFill('street', area === null)}>
            <StreetCombobox
              key={`${generation} ${fields.areaKey}`} country="BE" {...streetStep}
              municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
              postcode={area?.postcode === undefined || area.postcode === null ? null : Number(area.postcode)}
            />
          </StepFillProvider>
          <StepFillProvider value={fill.stepFill('houseNumber', street === null)}>
            <HouseNumberCombobox
              key={`${generation} ${fields.streetKey}`} country="BE" municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
              streetId={street?.streetId ?? 0} postcode={street === null ? 0 : (street as BelgianStreet).postcode} {...optionalLanguage(street)} {...houseNumber}
            />
          </StepFillProvider>
        </>
      ) : (
        <>
          <StepFillProvider value={fill.stepFill('area', false)}>
            <PostalAreaCombobox key={generation} country="DE" {...areaStep} />
          </StepFillProvider>
          <StepFillProvider value={fill.stepFill('street', area === null)}>
            <StreetCombobox
              key={`${generation} ${fields.areaKey}`} country="DE" {...streetStep}
              cityId={area !== null && 'cityId' in area ? area.cityId : null}
              postcode={area === null ? null : ((area as GermanPostalArea).postcode ?? null)}
            />
          </StepFillProvider>
          <StepFillProvider value={fill.stepFill('houseNumber', street === null)}>
            <HouseNumberCombobox
              key={`${generation} ${fields.streetKey}`} country="DE" cityId={area !== null && 'cityId' in area ? area.cityId : null}
              streetId={street?.streetId ?? 0} postcode={street === null ? '00000' : (street as GermanStreet).postcode} {...houseNumber}
            />
          </StepFillProvider>
        </>
      )}
      {street === null ? <p id={hintId} className="rae-address-fields__hint">{t('houseNumberNeedsStreet')}</p> : null}
      <input type="hidden" name={names.postcode} value={address?.postcode ?? ''} />
      {/* The city confirmed with the street once there is one (the proxy signs it with the street), else the area's place. */}
      <input type="hidden" name={names.city} value={street !== null ? streetCity(street) : area === null ? '' : postalAreaPlace(area)} />
      <input type="hidden" name={names.street} value={street?.streetName ?? ''} />
      <input type="hidden" name={names.houseNumber} value={house?.houseNumber ?? ''} />
      <input type="hidden" name={names.status} value={address === null ? '' : (houseStatus ?? '')} />
      <input type="hidden" name={names.token} value={address?.addressToken ?? ''} />
      {address === null ? (
        <button type="button" className="rae-lookup__manual" onClick={enterManually}>{t('enterManually')}</button>
      ) : null}
      <LiveRegion announcementKey={`${generation} ${at?.phase ?? ''}`}>{fillAnnouncement}</LiveRegion>
    </fieldset>
  );
}

const optionalLanguage = (street: StreetSuggestion | null) => {
  const language = street === null ? undefined : belgianLanguage(street as BelgianStreet);
  return language === undefined ? {} : { language };
};
