import { useState } from 'react';
import type { GermanPostalArea } from '../../api/types.ts';
import { dhlPickupLines } from '../../address/dhl-pickup.ts';
import { DHL_STATION_WORDS } from '../../address/dhl-station.ts';
import { readPickupLine } from '../../resolve/pickup-line.ts';
import type { AddressFieldsDefaultValue, GermanPickupAddress } from './address-fields-props.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { PickupMessages } from '../../i18n/pickup-messages.ts';
import { pickupKindOf, postNumberProblem, stationNumberProblem, type DeliveryTo } from '../../address/dhl-pickup.ts';
import { pickupAddress, type PickupFieldsTexts } from './pickup-address.ts';
import type { StepTexts } from './use-address-fill.ts';

/** Where an address goes and its pickup's texts. */
interface PickupState {
  deliveryTo: DeliveryTo;
  texts: PickupFieldsTexts;
}

const NO_PICKUP: PickupFieldsTexts = { number: '', postNumber: '' };

/** A street line that is a DHL station (`Packstation 123`, or `Packstation` and `123` apart), as a pickup's state. */
function pickupOfLine(street: string, houseNumber: string, postNumber: string): PickupState | null {
  const line = readPickupLine(`${street} ${houseNumber}`);
  return line === null ? null : { deliveryTo: line.kind, texts: { number: String(line.number), postNumber } };
}

/** The pickup a prefilled address holds: its `deliveryTo`, else a street line that reads as one. */
function initialPickup(enabled: boolean, value: AddressFieldsDefaultValue | undefined): PickupState {
  const postNumber = value?.postNumber ?? '';
  const address = { deliveryTo: 'address' as const, texts: { ...NO_PICKUP, postNumber } };
  if (!enabled) return address;
  const { deliveryTo, street = '', houseNumber = '' } = value ?? {};
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

/**
 * The DHL pickup of a German address (`germanPickup`): where it goes (an address, a Packstation, a post office), the
 * station's number and the Postnummer as typed, and the pickup they make with the postal area chosen. A prefilled
 * address or a browser's fill whose street line reads `Packstation 123` starts the pickup, not the street step.
 */
export function useGermanPickup(enabled: boolean, defaultValue: AddressFieldsDefaultValue | undefined) {
  const [initial] = useState(() => initialPickup(enabled, defaultValue));
  const [state, setState] = useState(initial);
  const kind = state.deliveryTo === 'address' ? null : state.deliveryTo;
  return {
    enabled,
    deliveryTo: state.deliveryTo,
    /** The pickup's kind, `null` for a street address. */
    kind,
    texts: state.texts,
    /** A prefilled address without the street and house number a pickup took (they start no street step). */
    defaultValue: initial.deliveryTo === 'address' ? defaultValue : { ...defaultValue, street: '', houseNumber: '' },
    choose: (deliveryTo: DeliveryTo) => setState((before) => ({ ...before, deliveryTo })),
    setTexts: (texts: PickupFieldsTexts) => setState((before) => ({ ...before, texts })),
    /** The form was reset. */
    reset: () => setState(initial),
    /**
     * A browser's fill: a street line that reads as a DHL station starts that pickup (the Postnummer kept), and the
     * steps start from the fill's postal area alone; any other fill goes to the steps as it is.
     */
    fromFill: (texts: StepTexts): StepTexts => {
      const read = enabled ? pickupOfLine(texts.street, texts.houseNumber, state.texts.postNumber) : null;
      if (read === null) return texts;
      setState(read);
      return { ...texts, street: '', houseNumber: '' };
    },
    /** The pickup the chosen postal area and the texts make, `null` while one is missing or wrong. */
    address: (area: GermanPostalArea | null): GermanPickupAddress | null =>
      kind === null ? null : pickupAddress(kind, area, state.texts),
    /** The first of the pickup's own fields still to fill, by its label, with what is wrong there; `null` for none. */
    gap: (t: Translate<keyof PickupMessages>): { field: string; result: string } | null => {
      if (kind === null) return null;
      const number = stationNumberProblem(kind, state.texts.number);
      if (number !== null)
        return {
          field: t(`${kind}NumberLabel`),
          result: t(number === 'required' ? `${kind}NumberRequired` : `${kind}NumberInvalid`),
        };
      const postNumber = postNumberProblem(kind, state.texts.postNumber);
      return postNumber === null
        ? null
        : {
            field: t('postNumberLabel'),
            result: t(postNumber === 'required' ? 'postNumberRequired' : 'postNumberInvalid'),
          };
    },
    /** What the form posts as the pickup's street and house number while it is not whole. */
    station: () => ({ street: kind === null ? '' : DHL_STATION_WORDS[kind], houseNumber: state.texts.number }),
  };
}

/**
 * A pickup on one line, as the fields announce it: the station and its place first, the Postnummer named after them
 * (`Packstation 123, 10117 Berlin, Postnummer 12345678`), since a bare number first means nothing heard aloud.
 */
export function pickupLine(address: GermanPickupAddress, postNumberLabel: string): string {
  const [station, place] = dhlPickupLines({ ...address.pickup, postNumber: '' }, address.postcode, address.city);
  const postNumber = address.pickup.postNumber ?? '';
  return [station, place, postNumber === '' ? '' : `${postNumberLabel} ${postNumber}`]
    .filter((part) => part !== '')
    .join(', ');
}
