import { dhlPickupLines, pickupKindOf, postNumberProblem, stationNumberProblem } from '../../address/dhl-pickup.ts';
import { DHL_STATION_WORDS, type DhlPickupKind } from '../../address/dhl-station.ts';
import { postalAreaPostcode } from '../../address/postal-area-text.ts';
import type { Translate } from '../../i18n/format-message.ts';
import { pickupMessages, type PickupMessages } from '../../i18n/pickup-messages.ts';
import { readPickupLine } from '../../resolve/pickup-line.ts';
import type { PostalAreaSuggestion } from '../../api/types.ts';
import type { AddressFieldsDefaultValue, GermanPickup, GermanPickupAddress } from './address-fields-props.ts';
import { DeliveryChoice } from './delivery-choice.tsx';
import type { GermanPickupCode, PickupState, PickupView } from './german-pickup.ts';
import { pickupAddress, type PickupFieldsTexts } from './pickup-address.ts';
import { PickupFields } from './pickup-fields.tsx';

/** A street line that is a DHL station (`Packstation 123`, or `Packstation` and `123` apart), as a pickup's state. */
function pickupOfLine(street: string, houseNumber: string, postNumber: string): PickupState | null {
  const line = readPickupLine(`${street} ${houseNumber}`);
  return line === null ? null : { deliveryTo: line.kind, texts: { number: String(line.number), postNumber } };
}

/** The pickup a prefilled address holds: its `deliveryTo`, else a street line that reads as one. */
function initialPickup(value: AddressFieldsDefaultValue | undefined): PickupState {
  const { deliveryTo, street = '', houseNumber = '', postNumber = '' } = value ?? {};
  const address = { deliveryTo: 'address' as const, texts: { number: '', postNumber } };
  const kind = pickupKindOf(deliveryTo ?? '');
  if (kind !== undefined)
    return (
      pickupOfLine(street, houseNumber, postNumber) ?? {
        deliveryTo: kind,
        texts: { number: houseNumber.trim(), postNumber },
      }
    );
  return (deliveryTo === undefined ? pickupOfLine(street, houseNumber, postNumber) : null) ?? address;
}

/** The first of a pickup's own fields still to fill, by its label, with what is wrong there; `null` for none. */
function gapOf(kind: DhlPickupKind, texts: PickupFieldsTexts, t: Translate<keyof PickupMessages>): PickupView['gap'] {
  const number = stationNumberProblem(kind, texts.number);
  if (number !== null)
    return {
      field: t(`${kind}NumberLabel`),
      result: t(number === 'required' ? `${kind}NumberRequired` : `${kind}NumberInvalid`),
    };
  const postNumber = postNumberProblem(kind, texts.postNumber);
  return postNumber === null
    ? null
    : {
        field: t('postNumberLabel'),
        result: t(postNumber === 'required' ? 'postNumberRequired' : 'postNumberInvalid'),
      };
}

/**
 * A pickup on one line, as the fields announce it: the station and its place first, the Postnummer named after them
 * (`Packstation 123, 10117 Berlin, Postnummer 12345678`), since a bare number first means nothing heard aloud.
 */
function pickupLine(address: GermanPickupAddress, postNumberLabel: string): string {
  const [station, place] = dhlPickupLines({ ...address.pickup, postNumber: '' }, address.postcode, address.city);
  const postNumber = address.pickup.postNumber ?? '';
  return [station, place, postNumber === '' ? '' : `${postNumberLabel} ${postNumber}`]
    .filter((part) => part !== '')
    .join(', ');
}

const code: GermanPickupCode = {
  capability: 'dhl-pickup',
  messages: pickupMessages,
  initial: initialPickup,
  view: ({ state = initialPickup(undefined), setState, initial, defaultValue, t, required }) => {
    const kind = state.deliveryTo === 'address' ? null : state.deliveryTo;
    const line = (address: GermanPickupAddress) => pickupLine(address, t('postNumberLabel'));
    const address = (area: PostalAreaSuggestion | null) =>
      kind === null ? null : pickupAddress(kind, area !== null && 'cityId' in area ? area : null, state.texts);
    return {
      kind,
      defaultValue:
        initial === undefined || initial.deliveryTo === 'address'
          ? defaultValue
          : { ...defaultValue, street: '', houseNumber: '' },
      keys: { deliveryTo: state.deliveryTo, postNumber: kind === null ? '' : state.texts.postNumber.trim() },
      station: kind === null ? {} : { street: DHL_STATION_WORDS[kind], houseNumber: state.texts.number },
      fromFill: (texts) => {
        const read = pickupOfLine(texts.street, texts.houseNumber, state.texts.postNumber);
        if (read === null) return texts;
        setState(read);
        return { ...texts, street: '', houseNumber: '' };
      },
      reset: () => setState(initial),
      address,
      gap: kind === null ? null : gapOf(kind, state.texts, t),
      label: kind === null ? '' : t(`${kind}NumberLabel`),
      line,
      choice: (onChoose) => (
        <DeliveryChoice
          value={state.deliveryTo}
          onChange={(deliveryTo) => {
            setState((before = state) => ({ ...before, deliveryTo }));
            onChoose();
          }}
          t={t}
        />
      ),
      fields: (area, inputRef, onSaid) =>
        kind === null ? null : (
          <>
            {area !== null && postalAreaPostcode(area) === null ? (
              <p className="rae-address-fields__hint">{t('pickupNeedsPostcode')}</p>
            ) : null}
            <PickupFields
              kind={kind}
              texts={state.texts}
              onTextsChange={(texts) => setState((before = state) => ({ ...before, texts }))}
              required={required}
              t={t}
              inputRef={inputRef}
              onLeave={() => {
                const whole = address(area);
                onSaid(whole === null ? '' : t('pickupComplete', { address: line(whole) }));
              }}
            />
          </>
        ),
    };
  },
};

/**
 * The DHL pickup of a German address, for `germanPickup` on `AddressFields` and `AddressEntry`: the address starts
 * with "Deliver to: an address / a Packstation / a post office", then the station's number and the Postnummer. Its
 * code and texts come with this import alone: a shop that does not import it does not download them.
 * @example
 * ```tsx
 * import { dhlPickup } from 'react-address-entry/pickup';
 * <AddressEntry legend="Shipping address" required germanPickup={dhlPickup} />
 * ```
 */
export const dhlPickup: GermanPickup = code;
