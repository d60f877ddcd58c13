import { useState } from 'react';
import type { AddressMessages } from '../../i18n/messages.ts';
import type { PickupMessages } from '../../i18n/pickup-messages.ts';
import { useTranslate } from '../shared/use-translate.ts';
import type { AddressFieldsDefaultValue, GermanPickup } from './address-fields-props.ts';
import type { GermanPickupCode, PickupView } from './german-pickup.ts';

const NO_TEXTS: Partial<PickupMessages> = {};

/**
 * The DHL pickup of a German address (`germanPickup`), `null` without it. Only its state is kept here: what reads and
 * shows it is the pickup's own code, which only `react-address-entry/pickup` holds (`dhlPickup`), so a shop that does
 * not import it does not download it.
 */
export function useGermanPickup(
  germanPickup: GermanPickup | null,
  defaultValue: AddressFieldsDefaultValue | undefined,
  messages: Partial<AddressMessages> | undefined,
  required: boolean,
): PickupView | null {
  const code = germanPickup as GermanPickupCode | null;
  const t = useTranslate(code?.messages ?? NO_TEXTS, messages, 'AddressFields');
  const [initial] = useState(() => code?.initial(defaultValue));
  const [state, setState] = useState(initial);
  return code?.view({ state, setState, initial, defaultValue, t, required }) ?? null;
}
