import { useEffect, type RefObject } from 'react';

/**
 * Sets (or clears, for `''`) an input's custom validity message, so a native form submit stops at a choice that
 * is still needed and the browser says why: a real required state, which a hidden field cannot have.
 */
export function useCustomValidity(ref: RefObject<HTMLInputElement | null>, message: string): void {
  useEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [ref, message]);
}
