/** The set entries joined by spaces (class names, ids), or `undefined` when none is, so React leaves the attribute out. */
export const spaceSeparated = (...list: (string | false | null | undefined)[]): string | undefined =>
  list.filter(Boolean).join(' ') || undefined;
