import { useEffect } from 'react';
import type { StepAnswer } from './step-answer.ts';
import type { StepFill } from './step-fill.ts';
import { useStartedState } from './use-started-state.ts';

/**
 * The text a step is to resolve as a fill (it came without keys, or prefilled), `null` when there is none: set by a
 * change without keys, let go by typing; taken again from `defaultText` when the step starts afresh (a new `start`).
 */
export function useFillText(step: StepFill | null, defaultText: string, start: string) {
  const [text, setText] = useStartedState(start, step?.pending && defaultText.trim() !== '' ? defaultText : null);
  return {
    text,
    /** The field changed: a fill (`filled`) is resolved once answered, typing lets go of any. */
    changed: (next: string, filled: boolean) => {
      setText(filled ? next : null);
      if (filled) step?.onFill();
      else step?.onTyped();
    },
    /** The fill was resolved (or its text is gone). */
    settle: () => setText(null),
  };
}

/** Where a fill is resolved: the step's text and state, and what it says of its answer. */
export interface FillSituation<T> {
  text: string;
  /** Whether the text can be asked about (a request is made for it). */
  sendable: boolean;
  /** The step waits for an earlier one: nothing to resolve yet. */
  waiting: boolean;
  /** The options a filled text means (a postal area by its postcode, a street by its folded name). */
  matches: (text: string, items: readonly T[]) => readonly T[];
  /** What the step says of its answer (its announcement, else its result line), told to the composition when the fill stops here. */
  resultText: string;
  /** What the composition says of a fill, `null` for a step used alone. */
  step: StepFill | null;
}

/** What {@link useFillResolution} does with the step's field: choose as the person would, show the list. */
export interface FillField<T> {
  /** Chooses an option as the person would. */
  choose: (item: T) => void;
  /** Shows the list (a fill that stopped here). */
  openMenu: () => void;
}

/**
 * Resolves a text that came without keys (a browser's autofill, a prefilled address; `fill`) once its `answer`
 * settles: the one option it means is chosen as if the person chose it; with none or several the list is shown and
 * the person chooses. In a composition, the outcome goes to it.
 */
export function useFillResolution<T>(
  fill: ReturnType<typeof useFillText>,
  answer: Pick<StepAnswer<T>, 'settledItems' | 'unavailable' | 'items'>,
  field: FillField<T>,
  situation: FillSituation<T>,
): void {
  const { text, step } = situation;

  useEffect(() => {
    if (fill.text === null || situation.waiting || step?.paused) return;
    if (fill.text !== text) {
      fill.settle();
      return;
    }
    const items = answer.settledItems;
    if (situation.sendable && !answer.unavailable && items === null) return; // Its answer is on the way.
    fill.settle();
    const found = situation.matches(text, items ?? []);
    const [only] = found;
    if (found.length === 1 && only !== undefined) {
      step?.onOutcome({ chosen: true });
      field.choose(only);
      return;
    }
    if (answer.items.length > 0) field.openMenu();
    step?.onOutcome({ chosen: false, resultText: situation.resultText });
  });
}
