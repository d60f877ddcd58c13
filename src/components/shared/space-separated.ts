/**
 * A space-separated list (class names, `aria-describedby` ids) of the given entries that are set; `undefined`
 * when none is, so React leaves the attribute out.
 *
 * @example
 * ```ts
 * spaceSeparated('rae-combobox', className); // 'rae-combobox shop-field', or 'rae-combobox'
 * spaceSeparated(hasResult && resultId, props['aria-describedby']); // undefined when neither is set
 * ```
 */
export const spaceSeparated = (...list: (string | false | null | undefined)[]): string | undefined => list.filter(Boolean).join(' ') || undefined;
