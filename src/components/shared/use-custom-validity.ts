import { useEffect, type RefObject } from 'react';

/** Sets (or clears, for `''`) an input's custom validity, so a native submit stops at a choice still needed. */
export function useCustomValidity(ref: RefObject<HTMLInputElement | null>, message: string): void {
  useEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [ref, message]);
}
