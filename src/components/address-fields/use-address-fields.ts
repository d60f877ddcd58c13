import { useState } from 'react';
import { streetAndNumber } from '../../resolve/street-line.ts';
import type { HouseNumberSuggestion, PostalAreaSuggestion, StreetSuggestion } from '../../api/types.ts';
import type { AddressFieldsDefaultValue } from './address-fields-props.ts';
import type { HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';
import type { CountrySteps } from './country-steps.ts';
import type { StepTexts } from './use-address-fill.ts';
import { useShownTexts } from './use-shown-texts.ts';
import { streetIdentity } from './use-street-combobox.ts';

/** The steps' texts of a prefilled address (its street line split, as a fill's is), `null` for none. */
function prefilledTexts(value: AddressFieldsDefaultValue | undefined): StepTexts | null {
  const texts = {
    area: [value?.postcode, value?.city].filter((part) => part?.trim()).join(' '),
    ...streetAndNumber(value?.street ?? '', value?.houseNumber ?? ''),
  };
  return Object.values(texts).some((text) => text.trim() !== '') ? texts : null;
}

/** The texts of steps that start empty. */
export const NO_TEXTS: StepTexts = { area: '', street: '', houseNumber: '' };

/** The state of {@link AddressFields}: the three choices, the prefilled texts and the key each step starts under. */
export function useAddressFields(
  steps: CountrySteps,
  defaultValue: AddressFieldsDefaultValue | undefined,
  status: HouseNumberChoiceStatus | null,
) {
  const [area, setArea] = useState<PostalAreaSuggestion | null>(null);
  const [street, setStreet] = useState<StreetSuggestion | null>(null);
  const [house, setHouse] = useState<HouseNumberSuggestion | null>(null);
  const [initial] = useState(() => prefilledTexts(defaultValue));
  const [prefill, setPrefill] = useState(initial ?? NO_TEXTS);
  // A fill or a reset starts the steps afresh (a new generation of them), from its texts, with nothing chosen.
  const [generation, setGeneration] = useState(0);
  const choices = { area, street, house };
  const address = steps.address(choices, status);
  // A new area starts the street step afresh, a new street the house-number step (by state, in the same fields).
  const keys = {
    area: String(generation),
    street: `${generation} ${JSON.stringify(area)}`,
    houseNumber: `${generation} ${street === null ? '' : streetIdentity(street)}`,
  };
  const shown = useShownTexts(keys, prefill);

  return {
    ...choices,
    address,
    /** The key of each step's start: a step under a new key starts afresh (`StepFill.start`), in the same `<input>`. */
    keys,
    ...shown,
    /** The texts of a prefilled address as the first render had them, `null` for none. */
    initial,
    /** The texts each step starts from (prefilled or filled), `''` once the person edited a step. */
    prefilled: prefill,
    /** The person edited a step: what was prefilled no longer fills the later steps. */
    edited: () => setPrefill(NO_TEXTS),
    /** Text typed in a step that waits for an earlier one: it stays when that step is chosen and this one starts. */
    keep: (step: 'street' | 'houseNumber', text: string) => setPrefill((texts) => ({ ...texts, [step]: text })),
    /** A browser filled the fields, or the form was reset: the steps start afresh from those texts, with nothing chosen. */
    refill: (texts: StepTexts) => {
      setPrefill(texts);
      setArea(null);
      setStreet(null);
      setHouse(null);
      setGeneration((n) => n + 1);
    },
    chooseArea: (next: PostalAreaSuggestion | null) => {
      setArea(next);
      setStreet(null);
      setHouse(null);
    },
    chooseStreet: (next: StreetSuggestion | null) => {
      setStreet(next);
      setHouse(null);
    },
    chooseHouse: setHouse,
  };
}
