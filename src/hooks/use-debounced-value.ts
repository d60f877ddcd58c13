import { useEffect, useState } from 'react';

/**
 * The value as it was when it last stayed unchanged for `delayMs`; the value itself when `delayMs` is 0 or less.
 * Compare by value: pass strings or numbers, not objects made anew on each render.
 *
 * @example
 * ```ts
 * const settled = useDebouncedValue(typed, 150);
 * ```
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
