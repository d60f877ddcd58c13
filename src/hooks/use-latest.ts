import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds `value` as the last committed render had it: for a listener, a timer or a memoized child that
 * outlives the render it was made in, and must act with the newest callback or texts without being made again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
