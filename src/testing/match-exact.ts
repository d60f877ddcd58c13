import { foldName } from '../address/fold-name.ts';
import { foldedName } from './folded-name.ts';
import { PROVINCE_SUFFIXES, splitCitySuffix, withMunicipality } from '../address/provinces.ts';
import type { ExactPathForm } from '../api/paths.ts';
import type { ExactRouteElements } from '../api/parse-path.ts';
import type { DutchAddress } from '../api/types.ts';
import type { DutchAddressRecord } from './dataset/types.ts';
import { errors, type ServiceAnswer } from './service-answer.ts';

type Filter = (record: DutchAddressRecord) => boolean;

/** Which records a (possibly suffixed) city name selects. A full name that exists wins over a suffix reading. */
function cityFilter(records: DutchAddressRecord[], name: string): Filter {
  const whole = foldName(name);
  if (records.some((r) => foldedName(r.city) === whole)) return (r) => foldedName(r.city) === whole;
  const split = splitCitySuffix(name);
  const city = foldName(split.city);
  if (split.municipality !== undefined) {
    const municipality = foldName(split.municipality);
    return (r) => foldedName(r.city) === city && foldedName(r.municipality) === municipality;
  }
  if (split.province !== undefined) {
    const province = PROVINCE_SUFFIXES[split.province];
    return (r) => foldedName(r.city) === city && r.province === province;
  }
  return () => false;
}

/** Whether a record answers for a house number: its own, or one in its PO box range. */
export const matchesNumber = (record: DutchAddressRecord, houseNumber: number): boolean =>
  record.poBoxRange === undefined
    ? record.houseNumber === houseNumber
    : houseNumber >= record.poBoxRange.from && houseNumber <= record.poBoxRange.to;

function parseHouseNumber(text: string): number | ServiceAnswer {
  if (!/^\d+$/u.test(text)) return errors.invalidHouseNumber();
  const number = Number(text);
  if (number > 99999) return errors.houseNumberTooLarge();
  return number === 0 ? errors.invalidHouseNumber() : number;
}

function toAddress(record: DutchAddressRecord, addition: string | null, additions: string[]): DutchAddress {
  // Fields in the order the specification lists them; the model's own bookkeeping stays out.
  const {
    source: _source,
    poBoxRange: _range,
    houseNumberAddition: _own,
    street,
    streetNen,
    houseNumber,
    ...rest
  } = record;
  return {
    street,
    ...(streetNen === undefined ? {} : { streetNen }),
    houseNumber,
    houseNumberAddition: addition,
    ...rest,
    houseNumberAdditions: additions,
  };
}

/**
 * `Address.matchExact` over the dataset: case- and diacritics-insensitive names, city suffixes, 409 for an
 * ambiguous city, and `houseNumberAddition: null` for an addition that does not exist.
 *
 * The model's choices where the specification is silent: an addition is matched without case; without an
 * addition, an address that has only additions answers with the first of them and `houseNumberAddition: null`;
 * an addition longer than six characters is simply not found; the `rest` form leaves `""` out of
 * `houseNumberAdditions` (the versioned form lists it), otherwise both forms answer the same.
 */
export function matchExact(
  records: DutchAddressRecord[],
  elements: ExactRouteElements,
  form: ExactPathForm,
): ServiceAnswer {
  const houseNumber = parseHouseNumber(elements.houseNumber);
  if (typeof houseNumber !== 'number') return houseNumber;
  const inCity = cityFilter(records, elements.city);
  const street = foldName(elements.street);
  const found = records.filter((r) => inCity(r) && foldedName(r.street) === street && matchesNumber(r, houseNumber));
  return addressAnswer(found, elements.houseNumberAddition, form);
}

/**
 * The answer for the records of one house number: not found, 409 when they lie in more than one place, otherwise
 * the address with the asked addition (or `houseNumberAddition: null` and the additions that exist).
 */
export function addressAnswer(
  found: DutchAddressRecord[],
  addition: string | undefined,
  form: ExactPathForm,
): ServiceAnswer {
  const [first] = found;
  if (first === undefined) return errors.notFound();

  const places = [...new Set(found.map((r) => withMunicipality(r.city, r.municipality)))].sort();
  if (places.length > 1) return errors.cityNotUnique(first.city, places);

  const sorted = [...found].sort((a, b) => a.houseNumberAddition.localeCompare(b.houseNumberAddition, 'nl'));
  const additions = sorted.map((r) => r.houseNumberAddition);
  const wanted = foldName(addition ?? '');
  const exact = sorted.find((r) => foldedName(r.houseNumberAddition) === wanted);
  const listed = form === 'rest' ? additions.filter((a) => a !== '') : additions;
  const address =
    exact === undefined
      ? toAddress(sorted[0] ?? first, null, listed)
      : toAddress(exact, exact.houseNumberAddition, listed);
  return { status: 200, body: address };
}
