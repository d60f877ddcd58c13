import { foldChoiceText } from './fold-choice-text.ts';

// A house number ending a street line: `12`, `2 S1`, `30-2`, `1/30`, `36 bus 1`, `18F bte A0402`.
const TRAILING_NUMBER =
  /^(.*?\S)\s+(\d{1,5}(?:\s*(?:bis|ter|[a-z]{1,2}\d{0,4})\b)?(?:\s*[-/]\s*[\da-z]{1,6})?(?:\s+(?:bus|bte|boite|boîte|box)\s*[\da-z]{1,6})?)\s*$/iu;

/** A street line split into street and house number (`Straße des 17. Juni 31`); `null` without a number at its end. */
export function splitStreetLine(line: string): { street: string; houseNumber: string } | null {
  const [, street, houseNumber] = TRAILING_NUMBER.exec(line) ?? [];
  return street === undefined || houseNumber === undefined ? null : { street, houseNumber };
}

/** A fill's street line gives its number to an empty number field, or drops it where the field has the same. */
export function streetAndNumber(street: string, houseNumber: string): { street: string; houseNumber: string } {
  const split = splitStreetLine(street);
  const typed = foldChoiceText(houseNumber);
  if (split === null || (typed !== '' && typed !== foldChoiceText(split.houseNumber))) return { street, houseNumber };
  return split;
}

/** A Dutch street line split into street, number and addition (`Julianastraat 30-2`); `null` without a number. */
export function dutchStreetLine(
  line: string,
): { street: string; houseNumber: string; houseNumberAddition: string } | null {
  const split = splitStreetLine(line);
  const number = split === null ? null : dutchNumber(split.houseNumber);
  return split === null || number === null ? null : { street: split.street, ...number };
}

/** A Dutch house number and its addition (`30-2`, `129A`; `''` for none); `null` without leading digits. */
export function dutchNumber(text: string): { houseNumber: string; houseNumberAddition: string } | null {
  const [, houseNumber, addition = ''] = /^\s*(\d+)\s*[-/]?\s*(.*?)\s*$/su.exec(text) ?? [];
  return houseNumber === undefined ? null : { houseNumber, houseNumberAddition: addition };
}
