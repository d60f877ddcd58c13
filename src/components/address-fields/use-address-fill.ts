import { useEffect, useRef, useState, type RefObject } from 'react';
import { streetAndNumber } from '../../resolve/street-line.ts';
import type { FillOutcome, StepFillState } from '../combobox/step-fill.ts';

/** The three steps of a whole address, in order. */
export type AddressStep = 'area' | 'street' | 'houseNumber';

/** What each step's field holds: a fill's texts, or what was typed. */
export type StepTexts = Record<AddressStep, string>;

/** Where a fill is: its steps being resolved (the steps speak not), stopped at a step for the person, or confirmed. */
type FillPhase =
  { phase: 'resolving' } | { phase: 'stopped'; step: AddressStep; resultText: string } | { phase: 'verified' };

const NEXT: Partial<Record<AddressStep, AddressStep>> = { area: 'street', street: 'houseNumber' };

/**
 * A browser's fill of the address fields, resolved in order: each step chooses its one match, or the fill stops there
 * with its list shown. The steps are silent meanwhile; the fill is announced once.
 *
 * @param typed What each step's field holds now (updated on every change).
 * @param prefilled Texts to check on mount (a prefilled address), or `null`.
 * @param restart Starts the steps afresh from a fill's texts (a new generation of them, holding those texts).
 * @param steps `onTyped`: the person typed, what was filled no longer fills the later steps; `last`: the last step the
 *   fields show now (the postal area for a DHL pickup, else the house number).
 */
export function useAddressFill(
  typed: RefObject<StepTexts>,
  prefilled: StepTexts | null,
  restart: (texts: StepTexts) => void,
  { onTyped, last }: { onTyped: () => void; last: AddressStep },
) {
  const after = (step: AddressStep) => (step === last ? undefined : NEXT[step]);
  const [fill, setFill] = useState<{ texts: StepTexts; at: FillPhase } | null>(() =>
    prefilled === null ? null : { texts: prefilled, at: { phase: 'resolving' } },
  );
  const gathering = useRef<ReturnType<typeof setTimeout> | null>(null);
  // While a fill's events come in, a step that lets go of its choice changes nothing yet: the fill starts them afresh.
  const [isGathering, setGathering] = useState(false);
  useEffect(
    () => () => {
      if (gathering.current !== null) clearTimeout(gathering.current);
    },
    [],
  );

  // Every field a browser fills changes in one task: the fill is read once that task is over.
  const onFill = () => {
    if (gathering.current !== null) return;
    setGathering(true);
    gathering.current = setTimeout(() => {
      gathering.current = null;
      setGathering(false);
      const current = typed.current;
      const texts = { ...current, ...streetAndNumber(current.street, current.houseNumber) };
      setFill({ texts, at: { phase: 'resolving' } });
      restart(texts);
    }, 0);
  };
  const stepFill = (step: AddressStep, waiting: boolean): StepFillState => ({
    pending: fill !== null && fill.at.phase !== 'verified',
    waiting,
    paused: isGathering,
    silent: fill?.at.phase === 'resolving',
    onFill,
    onTyped: () => {
      if (gathering.current !== null) return; // The browser's own events of this fill.
      // Working on the step where the fill stopped keeps the later fields' texts, to go on from once it is chosen.
      if (fill?.at.phase === 'stopped' && fill.at.step === step) return;
      setFill(null);
      onTyped();
    },
    onOutcome: (outcome: FillOutcome) => {
      setFill((current) => {
        if (current === null) return null;
        const next = after(step);
        if (!outcome.chosen) return { ...current, at: { phase: 'stopped', step, resultText: outcome.resultText } };
        if (next === undefined) return { ...current, at: { phase: 'verified' } };
        // Nothing filled for the step that follows: the fill stops there, and the person goes on.
        return current.texts[next].trim() === ''
          ? { ...current, at: { phase: 'stopped', step: next, resultText: '' } }
          : { ...current, at: { phase: 'resolving' } };
      });
    },
  });
  return {
    /** What the fill says to each step. */
    stepFill,
    /** A fill's events are coming in (one task): the steps' choices let go are not passed on, the fill restarts them. */
    isGathering,
    /** Where the fill is, `null` with none. */
    at: fill?.at ?? null,
    /** The form was reset: a prefilled address is checked again, a fill is forgotten. */
    reset: () => setFill(prefilled === null ? null : { texts: prefilled, at: { phase: 'resolving' } }),
    /** The person chose at the step where the fill stopped: it goes on with the later steps, or ends at the last. */
    chosenAt: (step: AddressStep) => {
      setFill((current) =>
        current === null || current.at.phase !== 'stopped' || current.at.step !== step
          ? current
          : after(step) === undefined
            ? null
            : { ...current, at: { phase: 'resolving' } },
      );
    },
  };
}
