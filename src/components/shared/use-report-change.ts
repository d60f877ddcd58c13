import { useEffect, useRef } from 'react';

/**
 * Tells the outside world once per change: calls `report` after the render in which `key` changed, with that render's
 * values (so a caller's inline callback never makes it run again). The first render reports only when `key` differs
 * from `initialKey`; pass `undefined` to have the first render report too. One way, for every component, to call
 * `on<Thing>Change` after the change is on screen (never during a render).
 *
 * @example
 * ```ts
 * useReportChange(address === null ? null : JSON.stringify(address), () => onAddressChange?.(address), null);
 * ```
 */
export function useReportChange(key: string | null, report: () => void, initialKey: string | null | undefined = key): void {
  const reported = useRef(initialKey);
  // After every render, a comparison: only a changed key reports, with this render's `report`.
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    report();
  });
}
