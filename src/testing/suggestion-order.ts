import type { BelgianValidation, GermanValidation } from '../api/types.ts';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders suggestions by number, then by their written form with numbers compared as numbers (`bus 2` < `bus 10`). */
export const byHouseNumber = (
  a: { number: number; houseNumber: string },
  b: { number: number; houseNumber: string },
): number => a.number - b.number || collator.compare(a.houseNumber, b.houseNumber);

/**
 * Whether typed text that is not exactly a known house number comes back as an `unknown` suggestion, per the
 * specification's validation modes.
 */
export function offersUnknown(
  validation: BelgianValidation | GermanValidation,
  streetHasNumbers: boolean,
  numberKnown: boolean,
): boolean {
  switch (validation) {
    case 'strict':
      return false;
    case 'street':
      return !streetHasNumbers;
    case 'number':
      return !streetHasNumbers || numberKnown;
    case 'none':
      return true;
  }
}
