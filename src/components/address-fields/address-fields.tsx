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

const BELGIAN_LANGUAGES = new Set(['nl', 'fr', 'de']);
const belgianLanguage = (street: BelgianStreet): 'nl' | 'fr' | 'de' | undefined =>
  typeof street.language === 'string' && BELGIAN_LANGUAGES.has(street.language) ? (street.language as 'nl' | 'fr' | 'de') : undefined;

/**
 * A whole Belgian or German address from what a shopper knows: postal area (a postcode or a place), then street,
 * then house number, in a `<fieldset>`. Choosing a postal area narrows the street search to it; choosing a street
 * unlocks the house number with that street's postcode; changing an earlier step clears the later ones. A prefilled
 * address (`defaultValue`) is looked up again on mount, each step selected only when the service confirms it. The
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
  // What each step's field holds, chosen or not: going on without the check keeps what was typed.
  const typed = useRef({ area: '', street: '', houseNumber: '' });
  const onAreaText = (text: string) => {
    typed.current.area = text;
    fields.edited();
  };
  const onStreetText = (text: string) => {
    typed.current.street = text;
    fields.edited();
  };
  const onHouseNumberText = (text: string) => {
    typed.current.houseNumber = text;
    fields.edited();
  };
  useFormReset(fieldset, () => {
    typed.current = { area: '', street: '', houseNumber: '' };
    fields.reset();
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
    ...(messages === undefined ? {} : { messages }),
    ...(debounceMs === undefined ? {} : { debounceMs }),
  };
  const onArea = fields.chooseArea;
  const onStreet = fields.chooseStreet;
  const onHouse = fields.chooseHouse as (house: HouseNumberSuggestion | null) => void;
  const houseNumber = {
    ...common,
    defaultInputValue: fields.prefilled.houseNumber,
    onInputValueChange: onHouseNumberText,
    onSelectedItemChange: onHouse,
    onStatusChange: setHouseStatus,
    // The fields below post the whole address; the step posts nothing of its own.
    names: { houseNumber: null, postcode: null, status: null },
    // Until a street is chosen the field waits, disabled, and asks nothing (the ids below are never sent).
    disabled: props.disabled === true || street === null,
    ...(street === null ? { 'aria-describedby': hintId } : {}),
  };

  return (
    <fieldset ref={fieldset} className={spaceSeparated('rae-address-fields', props.className)} disabled={props.disabled} data-country={country}>
      {props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>}
      {country === 'BE' ? (
        <>
          <PostalAreaCombobox key={generation} country="BE" {...common} disabled={props.disabled === true} defaultInputValue={fields.prefilled.area} onInputValueChange={onAreaText} onSelectedItemChange={onArea} />
          <StreetCombobox
            key={`${generation} ${fields.areaKey}`} country="BE" {...common} disabled={props.disabled === true}
            municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
            postcode={area?.postcode === undefined || area.postcode === null ? null : Number(area.postcode)}
            defaultInputValue={fields.prefilled.street} onInputValueChange={onStreetText} onSelectedItemChange={onStreet}
          />
          <HouseNumberCombobox
            key={`${generation} ${fields.streetKey}`} country="BE" municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
            streetId={street?.streetId ?? 0} postcode={street === null ? 0 : (street as BelgianStreet).postcode} {...optionalLanguage(street)} {...houseNumber}
          />
        </>
      ) : (
        <>
          <PostalAreaCombobox key={generation} country="DE" {...common} disabled={props.disabled === true} defaultInputValue={fields.prefilled.area} onInputValueChange={onAreaText} onSelectedItemChange={onArea} />
          <StreetCombobox
            key={`${generation} ${fields.areaKey}`} country="DE" {...common} disabled={props.disabled === true}
            cityId={area !== null && 'cityId' in area ? area.cityId : null}
            postcode={area === null ? null : ((area as GermanPostalArea).postcode ?? null)}
            defaultInputValue={fields.prefilled.street} onInputValueChange={onStreetText} onSelectedItemChange={onStreet}
          />
          <HouseNumberCombobox
            key={`${generation} ${fields.streetKey}`} country="DE" cityId={area !== null && 'cityId' in area ? area.cityId : null}
            streetId={street?.streetId ?? 0} postcode={street === null ? '00000' : (street as GermanStreet).postcode} {...houseNumber}
          />
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
    </fieldset>
  );
}

const optionalLanguage = (street: StreetSuggestion | null) => {
  const language = street === null ? undefined : belgianLanguage(street as BelgianStreet);
  return language === undefined ? {} : { language };
};
