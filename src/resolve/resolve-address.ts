import type { AddressClient, AddressRequestInit } from '../api/client.ts';
import { isAddressApiError } from '../api/errors.ts';
import { chainedToken } from '../api/posted-names.ts';
import { isBelgianLanguage } from '../api/param-rules.ts';
import type { BelgianLanguage, BelgianStreet, PostalAreaSuggestion, StreetSuggestion } from '../api/types.ts';
import type { ConfirmedAddress } from '../address/confirmed-address.ts';
import { postalAreaText } from '../address/postal-area-text.ts';
import type { AddressCheckInput, AddressCheckResult } from './address-check.ts';
import { chosenConfirmed, dutchConfirmed, streetCity } from './confirmed-of.ts';
import { agreesWithPostcode } from './dutch-agreement.ts';
import { houseNumberCompletions, houseNumberMatches } from './house-number-matches.ts';
import { postalAreaMatches } from './postal-area-matches.ts';
import { readCheckInput, readPickupInput, type DutchCheck, type StepCheck } from './read-check-input.ts';
import { resolvePickup } from './resolve-pickup.ts';
import { failure, ofCountry, onlyMatch } from './step-answers.ts';
import { streetMatches } from './street-matches.ts';

/**
 * Resolves an address as people write it to the one the service confirms, by the rules of a browser's fill: one
 * request in the Netherlands, up to three in Belgium and Germany. A fault is `unavailable`, never `ok`.
 */
export async function resolveAddress(
  client: AddressClient,
  input: AddressCheckInput,
  init: AddressRequestInit = {},
): Promise<AddressCheckResult> {
  const pickup = readPickupInput(input);
  const check = pickup === null ? readCheckInput(input) : pickup;
  if (check === undefined) return failure('invalid-input');
  try {
    if ('pickup' in check) return await resolvePickup(client, check, init);
    return check.country === 'NL' ? await resolveDutch(client, check, init) : await resolveSteps(client, check, init);
  } catch (error) {
    // An abort rejects with its reason, whatever the transport made of it (a proxy in this process answers it).
    init.signal?.throwIfAborted();
    if (!isAddressApiError(error)) throw error;
    switch (error.kind) {
      case 'city-not-unique':
        // No province guesses here: they are for a person to pick from, not an answer.
        return failure('ambiguous', error.candidates ?? []);
      case 'not-found':
      case 'invalid-input':
        return failure(error.kind);
      case 'rate-limited':
        return failure('over-budget');
      default:
        return failure('unavailable');
    }
  }
}

async function resolveDutch(
  client: AddressClient,
  check: DutchCheck,
  init: AddressRequestInit,
): Promise<AddressCheckResult> {
  const { postcode, city, street, houseNumber, houseNumberAddition } = check;
  const address =
    postcode === null
      ? await client.matchExact({ city, street, houseNumber, houseNumberAddition }, init)
      : await client.lookupPostcode({ postcode, houseNumber, houseNumberAddition }, init);
  // The building exists, the addition asked for does not: one of its additions is meant.
  if (address.houseNumberAddition === null) return failure('incomplete', address.houseNumberAdditions);
  const confirmed = dutchConfirmed(address, houseNumber);
  // A street or city beside the postcode that names another place: the postcode's address is a candidate, not the answer.
  if (postcode !== null && !agreesWithPostcode(address, { city, street }))
    return failure('ambiguous', [dutchCandidate(confirmed)]);
  return { ok: true, address: confirmed, token: address.addressToken ?? '' };
}

const dutchCandidate = ({ street, houseNumber, houseNumberAddition, postcode, city }: ConfirmedAddress): string =>
  `${street} ${houseNumber}${houseNumberAddition === '' || houseNumberAddition === undefined ? '' : `-${houseNumberAddition}`}, ${postcode} ${city}`;

const languageOf = ({ language }: BelgianStreet): BelgianLanguage => (isBelgianLanguage(language) ? language : 'nl');

async function resolveSteps(
  client: AddressClient,
  check: StepCheck,
  init: AddressRequestInit,
): Promise<AddressCheckResult> {
  const { country, postcode, city, street: streetText, houseNumber } = check;
  const areas: PostalAreaSuggestion[] = await client.autocompletePostalArea(
    { country, postalArea: postcode === '' ? city : postcode },
    init,
  );
  const area = onlyMatch(postalAreaMatches(`${postcode} ${city}`, areas), areas, postalAreaText);
  if ('ok' in area) return area;
  ofCountry(country, area, 'municipalityNisCode');
  const streets: StreetSuggestion[] = await client.autocompleteStreet(
    'municipalityNisCode' in area
      ? {
          country: 'BE',
          municipalityNisCode: area.municipalityNisCode,
          postcode: area.postcode ?? null,
          streetName: streetText,
        }
      : { country: 'DE', cityId: area.cityId, postcode: area.postcode ?? null, streetName: streetText },
    init,
  );
  const street = onlyMatch(
    streetMatches(streetText, streets),
    streets,
    (s) => `${s.streetName}, ${String(s.postcode)} ${streetCity(s)}`,
  );
  if ('ok' in street) return street;
  ofCountry(country, street, 'municipalityName');
  const houses = await client.autocompleteHouseNumber(
    'municipalityName' in street
      ? {
          country: 'BE',
          municipalityNisCode: 'municipalityNisCode' in area ? area.municipalityNisCode : null,
          streetId: street.streetId,
          postcode: street.postcode,
          language: languageOf(street),
          validation: 'strict',
          houseNumber,
        }
      : {
          country: 'DE',
          cityId: 'cityId' in area ? area.cityId : null,
          streetId: street.streetId,
          postcode: street.postcode,
          validation: 'strict',
          houseNumber,
        },
    init,
  );
  const [house, ...others] = houseNumberMatches(houseNumber, houses);
  if (house !== undefined && others.length === 0) {
    ofCountry(country, house, 'bisNumber');
    return {
      ok: true,
      address: chosenConfirmed(country, street, house),
      token: chainedToken(street.addressToken, house.addressToken),
    };
  }
  if (house !== undefined)
    return failure(
      'ambiguous',
      [house, ...others].map((h) => h.houseNumber),
    );
  const completions = houseNumberCompletions(houseNumber, houses);
  if (completions.length > 0 || houses.some((h) => h.status === 'incomplete'))
    return failure(
      'incomplete',
      completions.map((h) => h.houseNumber),
    );
  return failure('not-found');
}
