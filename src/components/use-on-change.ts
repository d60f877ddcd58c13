import { useEffect, useRef } from 'react';

/** Calls `callback` after a render in which `value` changed (by identity), not on the first render with `initial`. */
export function useOnChange<T>(value: T, callback: ((value: T) => void) | undefined, initial: T): void {
  const previous = useRef(initial);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    callback?.(value);
  }, [value, callback]);
}
