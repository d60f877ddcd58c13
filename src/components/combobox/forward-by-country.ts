/** A combobox's options as the caller gave them: a Belgian or a German field, each hearing its own items. */
type CountryListener<B, G> =
  | { country: 'BE'; onSelectedItemChange?: ((item: B | null) => void) | undefined }
  | { country: 'DE'; onSelectedItemChange?: ((item: G | null) => void) | undefined };

/**
 * The caller's `onSelectedItemChange` as the core calls it, with an item of either country: an item is passed on
 * when it is of the options' country (always, as the query is asked in that country), so no type is asserted.
 */
export function forwardByCountry<T, B extends T, G extends T>(
  options: CountryListener<B, G>,
  isBelgian: (item: T) => item is B,
  isGerman: (item: T) => item is G,
): (item: T | null) => void {
  return (item) => {
    if (item === null) options.onSelectedItemChange?.(null);
    else if (options.country === 'BE') {
      if (isBelgian(item)) options.onSelectedItemChange?.(item);
    } else if (isGerman(item)) options.onSelectedItemChange?.(item);
  };
}
