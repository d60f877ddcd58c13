import { useEffect, useRef } from 'react';

/** Calls `report` after a render in which `key` changed (first render only if `key` differs from `initialKey`). */
export function useReportChange(key: string | null, report: () => void, initialKey: string | null | undefined = key): void {
  const reported = useRef(initialKey);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    report();
  });
}
