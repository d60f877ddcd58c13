import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** Renders at once the switch still waiting in `waiting`, if any. */
function renderWaiting(waiting: { current: (() => void) | null }): void {
  const change = waiting.current;
  waiting.current = null;
  if (change !== null) flushSync(change);
}

/**
 * A country chosen by keys in its field shows there at once, and the next country's fields (a whole form to mount)
 * follow in a transition, so the key paints first on a slow phone. Until they render, a Tab (whose focus must find
 * the next country's first field) and a form's submit (which must post that country's fields) render them at once.
 * `change` holds the switch's state updates: run again by a Tab or a submit, it must set the same state. A choice by
 * pointer, a fill or a script switches at once: what such a change does next expects the new fields.
 */
export function useCountrySwitch(country: string) {
  const [chosen, setChosen] = useState<string | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  // A key is down in the field: a change now is the key's (a select changes on keydown).
  const keyDown = useRef(false);
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
    /** Whether a change now comes from a key pressed in the field. */
    byKey: () => keyDown.current,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      keyDown.current = event.key !== 'Tab';
      if (event.key === 'Tab') renderWaiting(waiting);
    },
    onKeyUp: () => {
      keyDown.current = false;
    },
  };
}
