import { useEffect, useRef, useState } from 'react';

/** The value once it stayed unchanged for `delayMs` (compared by value); `onSettle` runs in the timer's task. */
export function useDebouncedValue<T>(value: T, delayMs: number, onSettle?: (value: T) => void): T {
  const [settled, setSettled] = useState(value);
  // The latest callback, without restarting the timer (not `useLatest`: that would grow the data hooks' bundle).
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
