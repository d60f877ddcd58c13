/**
 * The ideal of the requests-per-session benchmark: what a client that asks once per settled input sends, given the
 * keys of a session and the times the page saw them (see `requests-per-session.ts`).
 */
/** A step: a key (or Backspace) typed into a field, then a wait; `chooses` marks the Enter that takes an option. */
export interface Step {
  field: string;
  key: string;
  waitMs: number;
  chooses?: boolean;
}
/** A step as the page saw it: `at` is its keydown's time in the page (ms). */
export type Seen = Step & { at: number };

/** How far past the debounce a gap may be and still lose to a queued key: the main thread's stall that it allows. */
export const TIMER_SLACK_MS = 40;

/** The texts after a typed key (a character or Backspace) in its field. */
function type(values: Record<string, string>, step: Step): void {
  const before = values[step.field] ?? '';
  values[step.field] = step.key === 'Backspace' ? before.slice(0, -1) : before + step.key;
}

/** A key that changes a field's text: a typed character, Backspace, or the Enter that takes an option. */
const changesText = (step: Step): boolean =>
  step.key !== 'ArrowDown' && (step.key !== 'Enter' || step.chooses === true);

export interface IdealRule {
  debounceMs: number;
  /** The request the values ask for once settled, or `null` when they ask nothing. */
  keyOf: (values: Record<string, string>, field: string) => string | null;
  /** Which steps' changes end a settled input: the same field's (each step its own request) or every field's. */
  sameRequest: (a: Step, b: Step) => boolean;
  /** Fields whose leaving asks at once (the Dutch lookups check on leaving the number or the addition). */
  asksOnLeave?: readonly string[];
}

/**
 * What the ideal client sends, given the times the page saw: one request per distinct input that stayed unchanged
 * for the debounce (or was left where leaving asks). `min` counts the inputs that surely settled, `max` adds those
 * whose gap was within {@link TIMER_SLACK_MS} past the debounce. Only typed keys change a text; a chosen option's
 * text asks nothing. A key that leaves the request as it was (a space after a word: spaces around a text ask nothing)
 * does not unsettle it.
 */
export function ideal(steps: readonly Seen[], rule: IdealRule): { min: number; max: number; naive: number } {
  const values: Record<string, string> = {};
  const sure = new Set<string>();
  const maybe = new Set<string>();
  let naive = 0;
  for (const [i, step] of steps.entries()) {
    const next = steps[i + 1];
    if (step.key === 'ArrowDown' || step.key === 'Enter') {
      if (next !== undefined && next.field !== step.field && rule.asksOnLeave?.includes(step.field) === true) {
        const key = rule.keyOf(values, step.field);
        if (key !== null) sure.add(key);
      }
      continue;
    }
    type(values, step);
    const key = rule.keyOf(values, step.field);
    if (key === null) continue;
    naive++;
    // The first later key that asks something else of this request (or takes an option).
    const ahead = { ...values };
    const change = steps.slice(i + 1).find((later) => {
      if (!changesText(later)) return false;
      if (later.key === 'Enter') return rule.sameRequest(step, later);
      type(ahead, later);
      return rule.sameRequest(step, later) && rule.keyOf(ahead, later.field) !== key;
    });
    const gap = change === undefined ? Number.POSITIVE_INFINITY : change.at - step.at;
    const leaves = next !== undefined && next.field !== step.field && rule.asksOnLeave?.includes(step.field) === true;
    if (leaves || gap >= rule.debounceMs + TIMER_SLACK_MS) sure.add(key);
    else if (gap >= rule.debounceMs) maybe.add(key);
  }
  return { min: sure.size, max: new Set([...sure, ...maybe]).size, naive };
}
