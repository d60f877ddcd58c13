import type { AddressClient } from '../../../src/api/client.ts';
import { houseNumberPartsText, suggestionParts } from '../../../src/api/house-number-parts.ts';
import { chainedToken } from '../../../src/api/posted-names.ts';
import type { BelgianStreet, GermanStreet, HouseNumberSuggestion } from '../../../src/api/types.ts';
import { referenceDataset, type BelgianStreetRecord, type GermanStreetRecord } from '../../../src/testing/index.ts';
import type { PostedAddress } from '../../support/signed-addresses.ts';

/** What a form posts for a Belgian or German address: the Dutch keys and the house number's parts (token v3). */
export type PostedChain = PostedAddress & { houseNumberParts: string };

/** What `AddressFields` posts for a chosen street and house number, its parts from the suggestion's own fields. */
const postedChain = (street: BelgianStreet | GermanStreet, house: HouseNumberSuggestion): PostedChain => ({
  postcode: String(house.postcode),
  city: 'municipalityName' in street ? street.municipalityName : street.cityName,
  street: street.streetName,
  houseNumber: house.houseNumber,
  houseNumberAddition: '',
  houseNumberParts: houseNumberPartsText(suggestionParts(house)),
  addressStatus: house.status,
  addressToken: chainedToken(street.addressToken, house.addressToken),
});

/** The street of a record as its street step finds it (searched by its full name in its own postcode). */
async function chosenStreet(client: AddressClient, record: BelgianStreetRecord | GermanStreetRecord) {
  const streets =
    'municipalityNisCode' in record
      ? await client.autocompleteStreet({
          country: 'BE',
          municipalityNisCode: record.municipalityNisCode,
          postcode: record.postcode,
          streetName: record.street,
        })
      : await client.autocompleteStreet({
          country: 'DE',
          cityId: record.cityId,
          postcode: record.postcode,
          streetName: record.street,
        });
  const street = streets.find((s) => s.streetId === record.streetId);
  if (street === undefined) throw new Error(`street ${record.street} not found by its own name`);
  return street;
}

/** The house numbers the service suggests for `typed` on a record's street (strict: only known ones). */
const suggestions = (client: AddressClient, record: BelgianStreetRecord | GermanStreetRecord, typed: string) =>
  'municipalityNisCode' in record
    ? client.autocompleteHouseNumber({
        country: 'BE',
        municipalityNisCode: record.municipalityNisCode,
        streetId: record.streetId,
        postcode: record.postcode,
        language: record.language,
        validation: 'strict',
        houseNumber: typed,
      })
    : client.autocompleteHouseNumber({
        country: 'DE',
        cityId: record.cityId,
        streetId: record.streetId,
        postcode: record.postcode,
        validation: 'strict',
        houseNumber: typed,
      });

/** The reference dataset's street with this id. */
function streetRecord(streetId: number): BelgianStreetRecord | GermanStreetRecord {
  const record = [...referenceDataset.be, ...referenceDataset.de].find((r) => r.streetId === streetId);
  if (record === undefined) throw new Error(`no street ${streetId} in the reference dataset`);
  return record;
}

/** Each validated suggestion for `typed` on a chosen street, as a form posts it. */
async function chainsOn(
  client: AddressClient,
  record: BelgianStreetRecord | GermanStreetRecord,
  street: BelgianStreet | GermanStreet,
  typed: string,
) {
  const houses = await suggestions(client, record, typed);
  return houses.filter((house) => house.status === 'validated').map((house) => postedChain(street, house));
}

/** Each validated suggestion for `typed` on a street of the dataset, as a form posts it with the street chosen. */
export async function postedChains(client: AddressClient, streetId: number, typed: string): Promise<PostedChain[]> {
  const record = streetRecord(streetId);
  return chainsOn(client, record, await chosenStreet(client, record), typed);
}

/**
 * Every validated house number of every street of the reference dataset's Belgian and German chains, as
 * `AddressFields` posts it (with its parts): the street chosen, then each number asked for and each validated
 * suggestion chosen.
 */
export async function everyChainWithParts(client: AddressClient): Promise<PostedChain[]> {
  const perStreet = await Promise.all(
    [...referenceDataset.be, ...referenceDataset.de].map(async (record) => {
      const street = await chosenStreet(client, record);
      const numbers = [...new Set(record.houseNumbers.map((house) => house.number))];
      const answers = await Promise.all(numbers.map((number) => chainsOn(client, record, street, String(number))));
      const seen = new Set<string>();
      return answers.flat().filter((posted) => !seen.has(posted.houseNumber) && seen.add(posted.houseNumber));
    }),
  );
  return perStreet.flat();
}
