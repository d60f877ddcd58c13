import { useId } from 'react';
import type { Translate } from '../../i18n/format-message.ts';
import type { PickupMessages } from '../../i18n/pickup-messages.ts';
import { DELIVERY_TO, type DeliveryTo } from '../../address/dhl-pickup.ts';

const OPTION_TEXT = {
  address: 'deliverToAddress',
  packstation: 'deliverToPackstation',
  postfiliale: 'deliverToPostfiliale',
} as const;

/** Props of {@link DeliveryChoice}. */
export interface DeliveryChoiceProps {
  value: DeliveryTo;
  onChange: (next: DeliveryTo) => void;
  t: Translate<keyof PickupMessages>;
}

/**
 * "Deliver to: an address / a Packstation / a post office": native radio buttons in a `<fieldset>` with its
 * `<legend>`, so the arrow keys move the choice and a screen reader says the group, the option and its place. The
 * radios post nothing (they belong to no form: `form` names an id no element has); the fields post `deliveryTo`.
 */
export function DeliveryChoice({ value, onChange, t }: DeliveryChoiceProps) {
  const id = useId();
  return (
    <fieldset className="rae-delivery-choice">
      <legend className="rae-delivery-choice__legend">{t('deliverToLegend')}</legend>
      {DELIVERY_TO.map((option) => (
        <label key={option} className="rae-delivery-choice__option">
          <input
            type="radio"
            name={`${id}-deliver-to`}
            form={`${id}-no-form`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {t(OPTION_TEXT[option])}
        </label>
      ))}
    </fieldset>
  );
}
