import { formatGermanHouseNumber, parseGermanHouseNumber } from '../address/german-house-number.ts';
import type { GermanRouteElements } from '../api/parse-path.ts';
import type { GermanHouseNumberSuggestion, GermanValidation } from '../api/types.ts';
import type { GermanHouseNumberRecord, GermanStreetRecord } from './dataset/types.ts';
import { errors, type ServiceAnswer } from './service-answer.ts';
import { compact, suggest, type HouseNumberModel } from './suggest-house-numbers.ts';
import { byHouseNumber, offersUnknown } from './suggestion-order.ts';

const VALIDATIONS: readonly string[] = ['strict', 'number', 'none'];

const germanModel: HouseNumberModel<GermanHouseNumberRecord> = {
  levels: (r) => [String(r.number)],
  keys: (r) => {
    const written = compact(formatGermanHouseNumber(r));
    return r.addition !== null && /^\p{N}/u.test(r.addition) ? [written, written.replace('-', '/')] : [written];
  },
  cut: (r, level) => (level === 0 ? { ...r, addition: null } : r),
};

function toSuggestion(
  record: GermanHouseNumberRecord,
  status: GermanHouseNumberSuggestion['status'],
  postcode: string,
): GermanHouseNumberSuggestion {
  return {
    houseNumber: formatGermanHouseNumber(record),
    number: record.number,
    addition: record.addition,
    postcode: record.postcode ?? postcode,
    status,
  };
}

/**
 * German house-number autocomplete over the dataset, as {@link suggestBelgian} does for Belgium: a letter
 * addition is written after the number (`1A`), a numeric one after a dash (`36-2`), which may be typed as `/` too.
 */
export function suggestGerman(streets: GermanStreetRecord[], e: GermanRouteElements): ServiceAnswer {
  if (!/^\d{0,12}$/u.test(e.cityId)) return errors.invalidParameter('cityId');
  if (!/^\d{1,12}$/u.test(e.streetId)) return errors.invalidParameter('streetId');
  if (!/^\d{5}$/u.test(e.postcode)) return errors.invalidParameter('postcode');
  if (!VALIDATIONS.includes(e.validation)) return errors.invalidParameter('validation');
  if (!/^\s*[1-9]/u.test(e.houseNumber)) return errors.invalidHouseNumber();
  const cityId = e.cityId === '' ? null : Number(e.cityId);
  const streetId = Number(e.streetId);

  const street = streets.find((s) => s.streetId === streetId && (cityId === null || s.cityId === cityId));
  const known = street?.houseNumbers ?? [];
  const { suggestions, exact } = suggest(germanModel, known, e.houseNumber);
  const list = suggestions
    .map(({ record, status }) => toSuggestion(record, status, street?.postcode ?? e.postcode))
    .sort(byHouseNumber);

  const typed = parseGermanHouseNumber(e.houseNumber);
  const numberKnown = typed !== null && known.some((h) => h.number === typed.number);
  // Germany has no `street` mode: `number` offers the typed text only when its number part is known.
  if (typed !== null && !exact && offersUnknown(e.validation as GermanValidation, true, numberKnown)) {
    list.push(toSuggestion(typed, 'unknown', e.postcode));
  }
  return { status: 200, body: list };
}
