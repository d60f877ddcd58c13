import { foldName } from '../address/fold-name.ts';
import { foldedName } from './folded-name.ts';
import type { PostalAreaRouteElements } from '../api/parse-path.ts';
import type { BelgianPostalArea, GermanPostalArea } from '../api/types.ts';
import type { BelgianMunicipalityRecord, GermanCityRecord, PostcodeRecord } from './dataset/types.ts';
import { serviceError, type ServiceAnswer } from './service-answer.ts';

/** The model's shortest postal area: fewer letters or digits than this answer 400. */
const MIN_POSTAL_AREA_LENGTH = 2;

/** A match before it is written in the country's shape: `postcode` `null` is the place as a whole. */
interface AreaMatch<P> {
  postcode: P | null;
  matchedName: string | null;
}

/** Whether some name starts with the folded text; the first such name. */
const startingWith = (names: readonly string[], text: string): string | undefined =>
  names.find((name) => foldedName(name).startsWith(text));

/**
 * The matches of a place (its names, official first, and its postcodes) for folded text. Digits match postcodes by
 * prefix; a name matches the place as a whole and each of its postcodes. `matchedName` is the sub-municipality,
 * district or language variant the text matched (for digits: the postcode's own first name), `null` when that is
 * the official name.
 */
function matchPlace<P extends number | string>(
  names: string[],
  postcodes: PostcodeRecord<P>[],
  text: string,
): AreaMatch<P>[] {
  const official = names[0] ?? '';
  const differing = (name: string | undefined): string | null =>
    name === undefined || name === official ? null : name;
  if (/^\d+$/u.test(text)) {
    return postcodes
      .filter(({ postcode }) => String(postcode).startsWith(text))
      .map(({ postcode, names: own }) => ({ postcode, matchedName: differing(own[0]) }));
  }
  const placeName = startingWith(names, text);
  const matches: AreaMatch<P>[] =
    placeName === undefined ? [] : [{ postcode: null, matchedName: differing(placeName) }];
  for (const { postcode, names: own } of postcodes) {
    const name = startingWith(own, text) ?? placeName;
    if (name !== undefined) matches.push({ postcode, matchedName: differing(name) });
  }
  return matches;
}

/** The folded text of a postal area, or the 400 the service answers for one that is too short. */
function foldedArea(elements: PostalAreaRouteElements, country: 'Belgium' | 'Germany'): string | ServiceAnswer {
  const text = foldName(elements.postalArea);
  return text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_POSTAL_AREA_LENGTH
    ? serviceError(400, `${country}_AutoComplete_PostalAreaTooShortException`, 'Postal area too short.')
    : text;
}

/**
 * Belgian postal-area autocomplete over the dataset's municipalities: a postcode prefix, or the start of the
 * municipality's name in any language or of a sub-municipality's name (case and diacritics folded). The model's
 * choices: fewer than two letters or digits answer 400 `PostalAreaTooShortException`; a name match lists the
 * municipality as a whole (postcode `null`) first, then each of its postcodes.
 */
export function suggestBelgianPostalAreas(
  municipalities: BelgianMunicipalityRecord[],
  elements: PostalAreaRouteElements,
): ServiceAnswer {
  const text = foldedArea(elements, 'Belgium');
  if (typeof text !== 'string') return text;
  const body: BelgianPostalArea[] = municipalities.flatMap(({ municipalityNisCode, names, postcodes }) =>
    matchPlace(names, postcodes, text).map((match) => ({
      municipalityName: names[0] ?? '',
      municipalityNisCode,
      ...match,
    })),
  );
  return { status: 200, body };
}

/** German postal-area autocomplete over the dataset's cities, as {@link suggestBelgianPostalAreas} does for Belgium. */
export function suggestGermanPostalAreas(cities: GermanCityRecord[], elements: PostalAreaRouteElements): ServiceAnswer {
  const text = foldedArea(elements, 'Germany');
  if (typeof text !== 'string') return text;
  const body: GermanPostalArea[] = cities.flatMap(({ cityId, names, cityAddition, postcodes }) =>
    matchPlace(names, postcodes, text).map((match) => ({ cityId, cityName: names[0] ?? '', cityAddition, ...match })),
  );
  return { status: 200, body };
}
