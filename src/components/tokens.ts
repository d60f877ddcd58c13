/**
 * A space-separated token list (class names, `aria-describedby` ids) of the given tokens that are set; `undefined`
 * when none is, so React leaves the attribute out.
 *
 * @example
 * ```ts
 * tokens('rae-combobox', className); // 'rae-combobox shop-field', or 'rae-combobox'
 * tokens(hasResult && resultId, props['aria-describedby']); // undefined when neither is set
 * ```
 */
export const tokens = (...list: (string | false | null | undefined)[]): string | undefined => list.filter(Boolean).join(' ') || undefined;
