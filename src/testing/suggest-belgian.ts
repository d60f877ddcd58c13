import {
  BELGIAN_BOX_PREFIXES,
  formatBelgianHouseNumber,
  parseBelgianHouseNumber,
} from '../address/belgian-house-number.ts';
import type { BelgianRouteElements } from '../api/parse-path.ts';
import type { BelgianHouseNumberSuggestion, BelgianLanguage, BelgianValidation } from '../api/types.ts';
import type { BelgianHouseNumberRecord, BelgianStreetRecord } from './dataset/types.ts';
import { errors, type ServiceAnswer } from './service-answer.ts';
import { compact, suggest, type HouseNumberModel } from './suggest-house-numbers.ts';
import { byHouseNumber, offersUnknown } from './suggestion-order.ts';

const LANGUAGES: readonly string[] = ['nl', 'fr', 'de'];
const VALIDATIONS: readonly string[] = ['strict', 'street', 'number', 'none'];

const numberAndBis = (r: BelgianHouseNumberRecord): string =>
  compact(formatBelgianHouseNumber({ number: r.number, bisNumber: r.bisNumber, boxNumber: null }));

const belgianModel: HouseNumberModel<BelgianHouseNumberRecord> = {
  levels: (r) => [String(r.number), numberAndBis(r)],
  keys: (r) =>
    r.boxNumber === null
      ? [numberAndBis(r)]
      : BELGIAN_BOX_PREFIXES.map((prefix) => compact(`${numberAndBis(r)}${prefix}${r.boxNumber ?? ''}`)),
  cut: (r, level) =>
    level === 0 ? { ...r, bisNumber: null, boxNumber: null } : level === 1 ? { ...r, boxNumber: null } : r,
};

function toSuggestion(
  record: BelgianHouseNumberRecord,
  status: BelgianHouseNumberSuggestion['status'],
  postcode: number,
  language: BelgianLanguage,
): BelgianHouseNumberSuggestion {
  return {
    houseNumber: formatBelgianHouseNumber(record, language),
    number: record.number,
    bisNumber: record.bisNumber,
    boxNumber: record.boxNumber,
    postcode: record.postcode ?? postcode,
    status,
  };
}

function parseId(text: string): number | null | undefined {
  if (text === '') return null;
  return /^\d{1,12}$/u.test(text) ? Number(text) : undefined;
}

/**
 * Belgian house-number autocomplete over the dataset. A street is found by its id (and NIS code, when one is
 * given); an unknown street has no known house numbers. Numbers are formatted in the request's language
 * (`bus` in nl and de, `bte` in fr). The `unknown` suggestion comes last, carries the request postcode, and is
 * offered only for text that is a complete house number.
 */
export function suggestBelgian(streets: BelgianStreetRecord[], e: BelgianRouteElements): ServiceAnswer {
  const nisCode = parseId(e.municipalityNisCode);
  if (nisCode === undefined) return errors.invalidParameter('municipalityNisCode');
  const streetId = parseId(e.streetId);
  if (streetId === undefined || streetId === null) return errors.invalidParameter('streetId');
  if (!/^[1-9]\d{3}$/u.test(e.postcode)) return errors.invalidParameter('postcode');
  if (!LANGUAGES.includes(e.language)) return errors.invalidParameter('language');
  if (!VALIDATIONS.includes(e.validation)) return errors.invalidParameter('validation');
  if (!/^\s*[1-9]/u.test(e.houseNumber)) return errors.invalidHouseNumber();
  const language = e.language as BelgianLanguage;
  const validation = e.validation as BelgianValidation;

  const street = streets.find(
    (s) => s.streetId === streetId && (nisCode === null || s.municipalityNisCode === nisCode),
  );
  const known = street?.houseNumbers ?? [];
  const { suggestions, exact } = suggest(belgianModel, known, e.houseNumber);
  const list = suggestions
    .map(({ record, status }) => toSuggestion(record, status, street?.postcode ?? Number(e.postcode), language))
    .sort(byHouseNumber);

  const typed = parseBelgianHouseNumber(e.houseNumber);
  const numberKnown = typed !== null && known.some((h) => h.number === typed.number);
  if (typed !== null && !exact && offersUnknown(validation, known.length > 0, numberKnown)) {
    list.push(toSuggestion(typed, 'unknown', Number(e.postcode), language));
  }
  return { status: 200, body: list };
}
