import { foldName } from '../address/fold-name.ts';
import { onceEach } from './folded-name.ts';
import type { BelgianStreetRouteElements, GermanStreetRouteElements } from '../api/parse-path.ts';
import type { BelgianStreet, GermanStreet } from '../api/types.ts';
import type { BelgianStreetRecord, GermanStreetRecord } from './dataset/types.ts';
import { errors, type ServiceAnswer } from './service-answer.ts';

/**
 * A street name as the model compares it: folded, `ß` as `ss` and the abbreviation `str.` written out, so that
 * `Eugen-Bracht-Straße`, `eugen-bracht-str.` and the `Stra` typed on the way all find `Eugen-Bracht-Str.`.
 */
const streetKey = (name: string): string =>
  foldName(name)
    .replace(/ß/gu, 'ss')
    .replace(/str\.(?=\s|-|$)/gu, 'strasse');

/** {@link streetKey} of a street of the dataset, worked out once (every street is compared on each request). */
const datasetStreetKey = onceEach(streetKey);

/** Every postcode a street lies in: its own and those of its house numbers, in that order. */
function postcodesOf<P>(street: { postcode: P; houseNumbers: { postcode?: P }[] }): P[] {
  return [
    ...new Set([
      street.postcode,
      ...street.houseNumbers.flatMap((h) => (h.postcode === undefined ? [] : [h.postcode])),
    ]),
  ];
}

/**
 * The streets of a place whose name starts with the typed text, one entry per postcode the street lies in (only
 * the asked postcode when one is given), by name and then postcode.
 */
function matchStreets<S extends { street: string; postcode: P; houseNumbers: { postcode?: P }[] }, P>(
  streets: S[],
  postcode: P | null,
  typed: string,
): { street: S; postcode: P }[] {
  const text = streetKey(typed);
  return streets
    .filter((s) => datasetStreetKey(s.street).startsWith(text))
    .flatMap((street) =>
      postcodesOf(street)
        .filter((p) => postcode === null || p === postcode)
        .map((p) => ({ street, postcode: p })),
    )
    .sort(
      (a, b) =>
        a.street.street.localeCompare(b.street.street, 'de') || String(a.postcode).localeCompare(String(b.postcode)),
    );
}

const ID = /^\d{1,12}$/u;

/**
 * Belgian street autocomplete over the dataset: streets of the municipality (NIS code) whose folded name starts with
 * the typed text, in the given postcode or (empty element) the whole municipality. A street over two postcodes is
 * listed once per postcode. An empty street name or a malformed code answers 400.
 */
export function suggestBelgianStreets(streets: BelgianStreetRecord[], e: BelgianStreetRouteElements): ServiceAnswer {
  if (!ID.test(e.municipalityNisCode)) return errors.invalidParameter('municipalityNisCode');
  if (e.postcode !== '' && !/^[1-9]\d{3}$/u.test(e.postcode)) return errors.invalidParameter('postcode');
  if (foldName(e.streetName) === '') return errors.invalidParameter('streetName');
  const nisCode = Number(e.municipalityNisCode);
  const inPlace = streets.filter((s) => s.municipalityNisCode === nisCode);
  const body: BelgianStreet[] = matchStreets(inPlace, e.postcode === '' ? null : Number(e.postcode), e.streetName).map(
    ({ street, postcode }) => ({
      streetId: street.streetId,
      streetName: street.street,
      postcode,
      municipalityName: street.municipality,
      language: street.language,
    }),
  );
  return { status: 200, body };
}

/** German street autocomplete over the dataset, as {@link suggestBelgianStreets} does for Belgium. */
export function suggestGermanStreets(streets: GermanStreetRecord[], e: GermanStreetRouteElements): ServiceAnswer {
  if (!ID.test(e.cityId)) return errors.invalidParameter('cityId');
  if (e.postcode !== '' && !/^\d{5}$/u.test(e.postcode)) return errors.invalidParameter('postcode');
  if (foldName(e.streetName) === '') return errors.invalidParameter('streetName');
  const cityId = Number(e.cityId);
  const inPlace = streets.filter((s) => s.cityId === cityId);
  const body: GermanStreet[] = matchStreets(inPlace, e.postcode === '' ? null : e.postcode, e.streetName).map(
    ({ street, postcode }) => ({
      streetId: street.streetId,
      streetName: street.street,
      postcode,
      cityName: street.city,
    }),
  );
  return { status: 200, body };
}
