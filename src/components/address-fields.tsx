import { useId, useState } from 'react';
import type { BelgianStreet, GermanPostalArea, GermanStreet, HouseNumberSuggestion, StreetSuggestion } from '../api/types.ts';
import type { AddressFieldsProps } from './address-fields-props.ts';
import { ManualAddress } from './address-fields-manual.tsx';
import { HouseNumberCombobox } from './house-number-combobox.tsx';
import { PostalAreaCombobox } from './postal-area-combobox.tsx';
import { postalAreaPlace } from './postal-area-text.ts';
import { StreetCombobox } from './street-combobox.tsx';
import { useAddressFields } from './use-address-fields.ts';
import { wholeAddressMessages } from '../i18n/whole-address-messages.ts';
import { useTranslate } from './use-translate.ts';
import { tokens } from './tokens.ts';

const BELGIAN_LANGUAGES = new Set(['nl', 'fr', 'de']);
const belgianLanguage = (street: BelgianStreet): 'nl' | 'fr' | 'de' | undefined =>
  typeof street.language === 'string' && BELGIAN_LANGUAGES.has(street.language) ? (street.language as 'nl' | 'fr' | 'de') : undefined;

/**
 * A whole Belgian or German address from what a shopper knows: postal area (a postcode or a place), then street,
 * then house number, in a `<fieldset>`. Choosing a postal area narrows the street search to it; choosing a street
 * unlocks the house number with that street's postcode; changing an earlier step clears the later ones. A prefilled
 * address (`defaultValue`) is looked up again on mount, each step selected only when the service confirms it. The
 * form posts the postcode (the chosen house number's own), city, street and house number under `names`, each empty
 * while not confirmed; `onAddressChange` gets the whole address, and `null` as soon as one step no longer holds.
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
  const { country, names = {}, messages, debounceMs } = props;
  const t = useTranslate(wholeAddressMessages, messages, 'AddressFields');
  const fields = useAddressFields(props.defaultValue, props.onAddressChange);
  const { area, street, house, address } = fields;
  const hintId = useId();
  // Going on without the check is the person's own choice (the service is down, say): plain fields from then on.
  const [manual, setManual] = useState<Record<'postcode' | 'city' | 'street' | 'houseNumber', string> | null>(null);
  if (manual !== null) {
    return (
      <fieldset className={tokens('rae-address-fields', props.className)} disabled={props.disabled} data-country={country} data-state="manual">
        {props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>}
        <ManualAddress initial={manual} names={names} statusName={props.statusName} required={props.required === true} t={t} />
      </fieldset>
    );
  }
  const enterManually = () => {
    if (address !== null) props.onAddressChange?.(null);
    setManual({
      postcode: house === null ? (area?.postcode === undefined || area.postcode === null ? '' : String(area.postcode)) : String(house.postcode),
      city: area === null ? '' : postalAreaPlace(area),
      street: street?.streetName ?? '',
      houseNumber: house?.houseNumber ?? '',
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
    onInputValueChange: fields.edited,
    onSelectedItemChange: onHouse,
    ...(props.statusName === undefined ? {} : { statusName: props.statusName }),
    // Until a street is chosen the field waits, disabled, and asks nothing (the ids below are never sent).
    disabled: props.disabled === true || street === null,
    ...(street === null ? { 'aria-describedby': hintId } : {}),
  };

  return (
    <fieldset className={tokens('rae-address-fields', props.className)} disabled={props.disabled} data-country={country}>
      {props.legend === undefined ? null : <legend className="rae-address-fields__legend">{props.legend}</legend>}
      {country === 'BE' ? (
        <>
          <PostalAreaCombobox country="BE" {...common} disabled={props.disabled === true} defaultInputValue={fields.prefilled.area} onInputValueChange={fields.edited} onSelectedItemChange={onArea} />
          <StreetCombobox
            key={fields.areaKey} country="BE" {...common} disabled={props.disabled === true}
            municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
            postcode={area?.postcode === undefined || area.postcode === null ? null : Number(area.postcode)}
            defaultInputValue={fields.prefilled.street} onInputValueChange={fields.edited} onSelectedItemChange={onStreet}
          />
          <HouseNumberCombobox
            key={fields.streetKey} country="BE" municipalityNisCode={area !== null && 'municipalityNisCode' in area ? area.municipalityNisCode : null}
            streetId={street?.streetId ?? 0} postcode={street === null ? 0 : (street as BelgianStreet).postcode} {...optionalLanguage(street)} {...houseNumber}
          />
        </>
      ) : (
        <>
          <PostalAreaCombobox country="DE" {...common} disabled={props.disabled === true} defaultInputValue={fields.prefilled.area} onInputValueChange={fields.edited} onSelectedItemChange={onArea} />
          <StreetCombobox
            key={fields.areaKey} country="DE" {...common} disabled={props.disabled === true}
            cityId={area !== null && 'cityId' in area ? area.cityId : null}
            postcode={area === null ? null : ((area as GermanPostalArea).postcode ?? null)}
            defaultInputValue={fields.prefilled.street} onInputValueChange={fields.edited} onSelectedItemChange={onStreet}
          />
          <HouseNumberCombobox
            key={fields.streetKey} country="DE" cityId={area !== null && 'cityId' in area ? area.cityId : null}
            streetId={street?.streetId ?? 0} postcode={street === null ? '00000' : (street as GermanStreet).postcode} {...houseNumber}
          />
        </>
      )}
      {street === null ? <p id={hintId} className="rae-address-fields__hint">{t('houseNumberNeedsStreet')}</p> : null}
      <input type="hidden" name={names.postcode ?? 'postcode'} value={address?.postcode ?? ''} />
      <input type="hidden" name={names.city ?? 'city'} value={area === null ? '' : postalAreaPlace(area)} />
      <input type="hidden" name={names.street ?? 'street'} value={street?.streetName ?? ''} />
      <input type="hidden" name={names.houseNumber ?? 'houseNumber'} value={house?.houseNumber ?? ''} />
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
