import type { Dispatch, ReactNode, Ref, SetStateAction } from 'react';
import type { DeliveryTo } from '../../address/dhl-pickup.ts';
import type { DhlPickupKind } from '../../address/dhl-station.ts';
import type { PostalAreaSuggestion } from '../../api/types.ts';
import type { Translate } from '../../i18n/format-message.ts';
import type { PickupMessages } from '../../i18n/pickup-messages.ts';
import type { AddressFieldsDefaultValue, GermanPickup, GermanPickupAddress } from './address-fields-props.ts';
import type { PickupFieldsTexts } from './pickup-address.ts';
import type { StepTexts } from './use-address-fill.ts';

/** Where an address goes and its pickup's texts: the state `AddressFields` keeps for the pickup. */
export interface PickupState {
  deliveryTo: DeliveryTo;
  texts: PickupFieldsTexts;
}

/** What `AddressFields` tells the pickup each render. */
interface PickupInput {
  /** The state, `undefined` when the pickup came after the fields mounted (it starts then). */
  state: PickupState | undefined;
  setState: Dispatch<SetStateAction<PickupState | undefined>>;
  /** The state as the fields mounted with it (a form's reset goes back to it). */
  initial: PickupState | undefined;
  defaultValue: AddressFieldsDefaultValue | undefined;
  t: Translate<keyof PickupMessages>;
  /** The form may not be sent without a whole pickup. */
  required: boolean;
}

/** What the pickup gives `AddressFields` each render: the choice, and for a pickup its fields in the street steps' place. */
export interface PickupView {
  /** The pickup chosen, `null` for a street address. */
  kind: DhlPickupKind | null;
  /** The prefilled address the steps start from: without the street and house number a pickup took. */
  defaultValue: AddressFieldsDefaultValue | undefined;
  /** Where it goes and the Postnummer, posted and reported for a street address too. */
  keys: { deliveryTo: DeliveryTo; postNumber: string };
  /** While a pickup: what the form posts as its street and house number until it is whole. */
  station: { street?: string; houseNumber?: string };
  /** A browser's fill: one whose street line reads as a station starts that pickup, the steps its postal area alone. */
  fromFill: (texts: StepTexts) => StepTexts;
  /** The form was reset. */
  reset: () => void;
  /** The pickup the chosen postal area and the texts make, `null` while one is missing or wrong. */
  address: (area: PostalAreaSuggestion | null) => GermanPickupAddress | null;
  /** The first of the pickup's own fields still to fill, by its label, with what is wrong there; `null` for none. */
  gap: Readonly<Record<'field' | 'result', string>> | null;
  /** The label of the pickup's first field (the step after the postal area). */
  label: string;
  /** A whole pickup on one line, as the fields announce it. */
  line: (address: GermanPickupAddress) => string;
  /** "Deliver to": another choice calls `onChoose` (the street steps' choices no longer hold). */
  choice: (onChoose: () => void) => ReactNode;
  /**
   * The pickup's own fields after the postal area chosen (`null` in the manual entry), a form library's ref on the
   * first; `onSaid` gets what to announce once the shopper leaves them.
   */
  fields: (
    area: PostalAreaSuggestion | null,
    inputRef: Ref<HTMLInputElement> | undefined,
    onSaid: (said: string) => void,
  ) => ReactNode;
}

/** The code behind {@link GermanPickup}, which only `react-address-entry/pickup` holds. */
export interface GermanPickupCode extends GermanPickup {
  /** The English texts of the choice and the fields. */
  messages: PickupMessages;
  /** The state a prefilled address starts with: its `deliveryTo`, else a street line that reads as a station. */
  initial: (value: AddressFieldsDefaultValue | undefined) => PickupState;
  view: (input: PickupInput) => PickupView;
}
