import { createContext, useContext } from 'react';

/** How a step ended the resolution of a fill: it chose its one match, or stopped with its list (or nothing) shown. */
export type FillOutcome = { chosen: true } | { chosen: false; resultText: string };

/** What a composition's fill tells one of its steps: a browser's fill or a prefilled address, and the order of steps. */
export interface StepFillState {
  /** The step's first text (`defaultInputValue`) came from a fill or a prefilled address: resolve it once it is answered. */
  pending: boolean;
  /** An earlier step is not chosen yet: the field takes a fill but asks nothing, is out of the Tab order and says why. */
  waiting: boolean;
  /** A fill's events are coming in: resolve nothing until the composition starts the steps afresh from it. */
  paused: boolean;
  /** The composition speaks for the whole fill: a step's own announcements of answers settled meanwhile are withheld. */
  silent: boolean;
  /** The step's field changed without keys (the composition gathers the whole fill from its fields). */
  onFill: () => void;
  /** The person typed in the step's field (the composition lets go of a fill). */
  onTyped: () => void;
  /** The step resolved a pending fill. */
  onOutcome: (outcome: FillOutcome) => void;
}

/** What a composition (`AddressFields`) tells each of its steps; a step used alone speaks for itself. */
export interface StepFill extends StepFillState {
  /** The token of the step's start: a new one starts the step afresh in the same `<input>`, nothing chosen. */
  start: string;
  /** The composition's words around a choice's confirmation: `''` until ready, `null` when it speaks for it. */
  confirm: (result: string, chosen: string) => string | null;
  /** The text of the composition's fallback button (manual entry), which the step's outage message names. */
  fallbackAction: string;
  /** What an earlier step that gave up says (its outage and the fallback), said by a waiting step; `''` for none. */
  earlierGaveUp: string;
  /** The step's service is unavailable (`true`), or answers again (`false`). */
  onUnavailable: (unavailable: boolean) => void;
}

const StepFillContext = createContext<StepFill | null>(null);

/** Gives one step what its composition says of a fill. */
export const StepFillProvider = StepFillContext.Provider;

/** What the composition around this step says of a fill, `null` for a step used alone. */
export const useStepFill = (): StepFill | null => useContext(StepFillContext);
