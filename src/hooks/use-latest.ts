import { useEffect, useRef, type RefObject } from 'react';

/** A ref to `value` as the last committed render had it, for a listener or timer that outlives its render. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
