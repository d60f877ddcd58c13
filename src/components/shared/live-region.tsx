/**
 * A polite live region, visually hidden: screen readers announce each change of its text without moving focus.
 * With `announcementKey`, the text is a new node for each key, so a new answer is spoken even when its words equal
 * the last one's, and re-renders with the same key say nothing.
 */
export function LiveRegion({ id, children, announcementKey }: { id?: string; children: string; announcementKey?: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="rae-visually-hidden">
      {announcementKey === undefined ? children : <span key={announcementKey}>{children}</span>}
    </div>
  );
}
