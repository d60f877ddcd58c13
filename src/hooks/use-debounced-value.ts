import { useEffect, useRef, useState } from 'react';

/**
 * The value as it was when it last stayed unchanged for `delayMs`; the value itself when `delayMs` is 0 or less.
 * Compare by value: pass strings or numbers, not objects made anew on each render. `onSettle`, when given, is
 * called with the value in the timer's own task, before the render that shows the settled value.
 *
 * @example
 * ```ts
 * const settled = useDebouncedValue(typed, 150);
 * ```
 */
export function useDebouncedValue<T>(value: T, delayMs: number, onSettle?: (value: T) => void): T {
  const [settled, setSettled] = useState(value);
  // The latest callback, without restarting the timer when only the callback changed. (Written out rather than
  // `useLatest`: in the bundle of the data hooks alone it would be that helper's only user, and cost more.)
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => {
      onSettleRef.current?.(value);
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
