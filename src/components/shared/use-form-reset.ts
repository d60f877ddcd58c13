import { useEffect, type RefObject } from 'react';
import { useLatest } from '../../hooks/use-latest.ts';

/** Calls `onReset` when the form holding `element` is reset (listened for on the document, so later forms count). */
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
