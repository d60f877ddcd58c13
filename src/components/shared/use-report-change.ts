import { useEffect, useRef } from 'react';

/** The initial key of {@link useReportChange} that no key equals: the first render reports too. */
export const REPORT_FIRST_RENDER: unique symbol = Symbol('report the first render');

/**
 * Calls `report` after a render in which `key` changed; on the first render only if `key` differs from `initialKey`
 * (by default `key` itself: no report; {@link REPORT_FIRST_RENDER}: always).
 */
export function useReportChange(
  key: string | null,
  report: () => void,
  initialKey: string | null | typeof REPORT_FIRST_RENDER = key,
): void {
  const reported = useRef<string | null | typeof REPORT_FIRST_RENDER>(initialKey);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    report();
  });
}
