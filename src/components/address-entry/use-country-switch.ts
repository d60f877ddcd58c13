import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** Renders at once the switch still waiting in `waiting`, if any. */
function renderWaiting(waiting: { current: (() => void) | null }): void {
  const change = waiting.current;
  waiting.current = null;
  if (change !== null) flushSync(change);
}

/**
 * A country chosen by the shopper shows in its field at once, and the next country's fields (a whole form to mount)
 * follow in a transition, so the choice paints first on a slow phone. Until they render, a Tab (whose focus must find
 * the next country's first field) and a form's submit (which must post that country's fields) render them at once.
 * `change` holds the switch's state updates: run again by a Tab or a submit, it must set the same state.
 */
export function useCountrySwitch(country: string) {
  const [chosen, setChosen] = useState<string | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  // The switch rendered: nothing waits any more.
  useEffect(() => {
    waiting.current = null;
  }, [country]);
  useEffect(() => {
    // The capture phase on the document comes before any handler of the form's own (React's, a shop's).
    const submitting = () => renderWaiting(waiting);
    document.addEventListener('submit', submitting, true);
    return () => document.removeEventListener('submit', submitting, true);
  }, []);
  return {
    /** The country the field shows: the one just chosen, while its fields are on their way. */
    shown: chosen ?? country,
    /** Shows `next` at once and runs `change` in a transition. */
    start: (next: string, change: () => void) => {
      setChosen(next);
      const switchNow = () => {
        change();
        setChosen(null);
      };
      waiting.current = switchNow;
      startTransition(switchNow);
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Tab') renderWaiting(waiting);
    },
  };
}
