/**
 * A polite live region, visually hidden: screen readers announce each change of its text without moving focus. The
 * text changes in place (no node swapped in for each answer): NVDA, JAWS and VoiceOver read an atomic region once
 * per change of its text, and a caller that wants the same words said again empties the region first.
 */
export function LiveRegion({ children }: { children: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="rae-visually-hidden">
      {children}
    </div>
  );
}
