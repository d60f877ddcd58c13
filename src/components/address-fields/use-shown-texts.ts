import { useState } from 'react';
import type { AddressStep, StepTexts } from './use-address-fill.ts';

const STEPS: readonly AddressStep[] = ['area', 'street', 'houseNumber'];

/** The texts the steps show, and the keys of the steps they were shown in. */
interface Shown {
  keys: Record<AddressStep, string>;
  texts: StepTexts;
}

/** What each step's field shows, for the hidden fields while the address is not confirmed (as state). */
export function useShownTexts(keys: Record<AddressStep, string>, starts: StepTexts) {
  const [shown, setShown] = useState<Shown>(() => ({ keys, texts: starts }));
  let current = shown;
  // A step under a new key starts afresh from its first text: taken in this render, as React adjusts state to props.
  if (STEPS.some((step) => shown.keys[step] !== keys[step])) {
    const kept = (step: AddressStep) => (shown.keys[step] === keys[step] ? shown.texts[step] : starts[step]);
    current = { keys, texts: { area: kept('area'), street: kept('street'), houseNumber: kept('houseNumber') } };
    setShown(current);
  }
  return {
    /** What each step's field shows now, chosen or not. */
    shown: current.texts,
    /** A step's field changed its text. */
    reportText: (step: AddressStep, text: string) =>
      setShown((before) => ({ ...before, texts: { ...before.texts, [step]: text } })),
  };
}
