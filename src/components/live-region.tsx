/**
 * A polite live region, visually hidden: screen readers announce each change of its text without moving focus.
 */
export function LiveRegion({ id, children }: { id?: string; children: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="rae-visually-hidden">
      {children}
    </div>
  );
}
