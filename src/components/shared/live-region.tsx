/** A visually hidden polite live region; its text changes in place, so screen readers read each change once. */
export function LiveRegion({ children }: { children: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="rae-visually-hidden">
      {children}
    </div>
  );
}
