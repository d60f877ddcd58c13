import { useEffect, type RefObject } from 'react';
import { useLatest } from '../../hooks/use-latest.ts';

/**
 * Calls `onReset` when the form that holds `element` is reset: `form.reset()`, a `<button type="reset">`, or React 19's
 * own reset after a form action. The `reset` event comes before the browser puts the fields back to their default
 * values; a component goes back to its own defaults then, since the browser does not know its state (a choice, a
 * confirmed address, hidden fields). Listened for on the document, so a form that appears later counts too.
 */
export function useFormReset(element: RefObject<HTMLElement | null>, onReset: () => void): void {
  const latest = useLatest(onReset);
  useEffect(() => {
    const listener = (event: Event): void => {
      const form = event.target;
      const own = element.current;
      if (own === null || !(form instanceof HTMLFormElement)) return;
      if (form.contains(own) || (own as Partial<HTMLInputElement>).form === form) latest.current();
    };
    document.addEventListener('reset', listener, true);
    return () => {
      document.removeEventListener('reset', listener, true);
    };
  }, [element, latest]);
}
