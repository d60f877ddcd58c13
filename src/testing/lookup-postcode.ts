import type { PostcodeRouteElements } from '../api/parse-path.ts';
import type { DutchAddressRecord } from './dataset/types.ts';
import { addressAnswer, matchesNumber } from './match-exact.ts';
import { errors, type ServiceAnswer } from './service-answer.ts';

/** The postcode as the service reads it (spaces out, upper case), or the 400 it answers for a malformed one. */
function readPostcode(text: string): string | ServiceAnswer {
  const postcode = text.replace(/\s+/gu, '').toUpperCase();
  if (postcode === '') return errors.noPostcode();
  if (postcode.length < 6) return errors.postcodeTooShort();
  if (postcode.length > 6) return errors.postcodeTooLong();
  return /^[1-9]\d{3}[A-Z]{2}$/u.test(postcode) && !/S[ADS]$/u.test(postcode) ? postcode : errors.invalidPostcode();
}

/** The house number as the service reads it, or the 400 it answers. */
function readHouseNumber(text: string): number | ServiceAnswer {
  if (/^\s*-\s*\d+\s*$/u.test(text)) return errors.negativeHouseNumber();
  if (!/^\d+$/u.test(text)) return errors.houseNumberNotInteger();
  const number = Number(text);
  if (number > 99999) return errors.houseNumberTooLarge();
  return number === 0 ? errors.invalidHouseNumber() : number;
}

/**
 * The Dutch postcode lookup over the dataset: the address of a postcode and house number (a PO box by its number
 * in the postcode's range), with the asked addition or `houseNumberAddition: null` and the additions that exist,
 * as `/nl/v1` matchExact answers. Errors as the vendor documents them: 404 `AddressNotFoundException`; 400
 * `NoPostcodeSpecified`, `PostcodeTooShort`, `PostcodeTooLong`, `InvalidPostcode` (including the letter pairs SA, SD
 * and SS, never issued), `NegativeHouseNumber`, `HouseNumberIsNotAnInteger`, `HouseNumberTooLarge` and
 * `InvalidHouseNumber` (for 0).
 */
export function lookupPostcode(records: DutchAddressRecord[], elements: PostcodeRouteElements): ServiceAnswer {
  const postcode = readPostcode(elements.postcode);
  if (typeof postcode !== 'string') return postcode;
  const houseNumber = readHouseNumber(elements.houseNumber);
  if (typeof houseNumber !== 'number') return houseNumber;
  const found = records.filter((r) => r.postcode === postcode && matchesNumber(r, houseNumber));
  return addressAnswer(found, elements.houseNumberAddition, 'nl/v1');
}
