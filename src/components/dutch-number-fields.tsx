import type { FocusEventHandler, Ref } from 'react';
import type { DutchLookupMessages } from '../i18n/dutch-lookup-messages.ts';
import type { Translate } from '../i18n/format-message.ts';
import { AddressField } from './address-field.tsx';
import type { useDutchFields } from './use-dutch-fields.ts';

/** Props of the house-number and addition fields of a Dutch lookup. */
interface DutchNumberFieldsProps {
  field: ReturnType<typeof useDutchFields>['field'];
  /** The house-number input's ref: the lookup's own, merged with the caller's. */
  houseNumberRef: Ref<HTMLInputElement>;
  hints: { houseNumber: string; houseNumberAddition: string };
  /** The house number's description: the result line and the form library's error. */
  describedBy: string | undefined;
  required?: boolean | undefined;
  isInvalid?: boolean | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  /** Leaving either field checks at once. */
  onLeave: () => void;
  t: Translate<keyof DutchLookupMessages>;
}

/**
 * The house number (which carries the form's validity, the caller's `ref`, `onBlur` and `isInvalid`) and the
 * addition, as both Dutch lookups show them.
 */
export function DutchNumberFields({ field, houseNumberRef, hints, describedBy, required, isInvalid, onBlur, onLeave, t }: DutchNumberFieldsProps) {
  return (
    <>
      <AddressField
        {...field('houseNumber', t('houseNumberLabel'), hints.houseNumber)}
        inputRef={houseNumberRef}
        required={required}
        inputMode="numeric"
        invalid={isInvalid}
        aria-describedby={describedBy}
        onBlur={(event) => {
          onLeave();
          onBlur?.(event);
        }}
      />
      <AddressField {...field('houseNumberAddition', t('houseNumberAdditionLabel'), hints.houseNumberAddition)} onBlur={onLeave} />
    </>
  );
}
