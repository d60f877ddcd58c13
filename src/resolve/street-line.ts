import { foldChoiceText } from './fold-choice-text.ts';

/** A house number at the end of a street line: digits, a letter or two (with digits: `2 S1`), `-2`, `/30`, `bus 1`, `bte A0402`, `Box 3`. */
const TRAILING_NUMBER = /^(.*?\S)\s+(\d{1,5}(?:\s*(?:bis|ter|[a-z]{1,2}\d{0,4})\b)?(?:\s*[-/]\s*[\da-z]{1,6})?(?:\s+(?:bus|bte|boite|boîte|box)\s*[\da-z]{1,6})?)\s*$/iu;

/**
 * A street line as a browser's autofill gives it (`address-line1` of a saved one-line address: "Europalaan 12",
 * "Julianastraat 30-2", "Straße des 17. Juni 31"), split into street and house number: the first number from which
 * the rest of the line is a house number. A line without a house number at its end gives `null`.
 *
 * @example
 * ```ts
 * splitStreetLine('Europalaan 36 bus 1'); // { street: 'Europalaan', houseNumber: '36 bus 1' }
 * splitStreetLine('Europalaan'); // null
 * ```
 */
export function splitStreetLine(line: string): { street: string; houseNumber: string } | null {
  const [, street, houseNumber] = TRAILING_NUMBER.exec(line) ?? [];
  return street === undefined || houseNumber === undefined ? null : { street, houseNumber };
}

/**
 * The street and house number of a fill: a street line that ends in a house number gives it to an empty number
 * field, and drops it when the number field holds that same number; otherwise both stay as filled.
 *
 * @example
 * ```ts
 * streetAndNumber('Severinstr. 205', ''); // { street: 'Severinstr.', houseNumber: '205' }
 * streetAndNumber('Severinstr. 205', '205'); // { street: 'Severinstr.', houseNumber: '205' }
 * ```
 */
export function streetAndNumber(street: string, houseNumber: string): { street: string; houseNumber: string } {
  const split = splitStreetLine(street);
  // The number field as a choice is compared (case and spaces aside): `''` when it is blank.
  const typed = foldChoiceText(houseNumber);
  if (split === null || (typed !== '' && typed !== foldChoiceText(split.houseNumber))) return { street, houseNumber };
  return split;
}

/**
 * A Dutch street line of a fill split into street, house number and addition ("Julianastraat 30-2" →
 * `Julianastraat`, `30`, `2`), when the number field is empty; `null` when the line holds no number at its end.
 *
 * @example
 * ```ts
 * dutchStreetLine('Lasondersingel 129 A'); // { street: 'Lasondersingel', houseNumber: '129', houseNumberAddition: 'A' }
 * ```
 */
export function dutchStreetLine(line: string): { street: string; houseNumber: string; houseNumberAddition: string } | null {
  const split = splitStreetLine(line);
  const number = split === null ? null : dutchNumber(split.houseNumber);
  return split === null || number === null ? null : { street: split.street, ...number };
}

/**
 * A Dutch house number and the addition written after it (`30-2`, `30 A`, `129A`, `2 S1`), the addition trimmed and
 * `''` for none; `null` for a text that does not start with digits.
 *
 * @example
 * ```ts
 * dutchNumber('129 a'); // { houseNumber: '129', houseNumberAddition: 'a' }
 * ```
 */
export function dutchNumber(text: string): { houseNumber: string; houseNumberAddition: string } | null {
  const [, houseNumber, addition = ''] = /^\s*(\d+)\s*[-/]?\s*(.*?)\s*$/su.exec(text) ?? [];
  return houseNumber === undefined ? null : { houseNumber, houseNumberAddition: addition };
}
