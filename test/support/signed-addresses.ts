import { createAddressClient, type AddressClient } from '../../src/api/client.ts';
import { chainedToken } from '../../src/api/posted-names.ts';
import type { BelgianStreet, DutchAddress, GermanStreet, HouseNumberSuggestion } from '../../src/api/types.ts';
import { referenceDataset, type BelgianStreetRecord, type GermanStreetRecord } from '../../src/testing/index.ts';
import { proxyHarness, type ServiceOptions } from './proxy-harness.ts';

export const SIGNING_KEY = 'k3y-for-signing-addresses-0123456789abcdef';

/** What a form posts for a confirmed address, under the default names. */
export type PostedAddress = Record<
  'postcode' | 'city' | 'street' | 'houseNumber' | 'houseNumberAddition' | 'addressStatus' | 'addressToken',
  string
>;

/** A client of a signing proxy in front of the reference API, as a shop's page has it. */
export function signingClient(options: Partial<ServiceOptions> = {}): { client: AddressClient; calls: Request[] } {
  const { proxy, calls } = proxyHarness({ signingKey: SIGNING_KEY, ...options });
  const client = createAddressClient({
    baseUrl: 'https://shop.test/api/address',
    fetch: (input, init) => proxy(new Request(input, init)),
  });
  return { client, calls };
}

/** What the Dutch lookups post for an address the service answered (the box number for a PO box). */
export const postedDutch = (address: DutchAddress, boxNumber?: number): PostedAddress => ({
  postcode: address.postcode,
  city: address.city,
  street: address.street,
  houseNumber: String(address.addressType === 'PO box' ? (boxNumber ?? 0) : address.houseNumber),
  houseNumberAddition: address.houseNumberAddition ?? '',
  addressStatus: 'validated',
  addressToken: address.addressToken ?? '',
});

/** What `AddressFields` posts for a chosen street and house number. */
const postedChain = (street: BelgianStreet | GermanStreet, house: HouseNumberSuggestion): PostedAddress => ({
  postcode: String(house.postcode),
  city: 'municipalityName' in street ? street.municipalityName : street.cityName,
  street: street.streetName,
  houseNumber: house.houseNumber,
  houseNumberAddition: '',
  addressStatus: house.status,
  addressToken: chainedToken(street.addressToken, house.addressToken),
});

/** Every Dutch address of the reference dataset, looked up by postcode through the signing proxy, as posted. */
export async function everyDutchAddress(client: AddressClient): Promise<PostedAddress[]> {
  return Promise.all(
    referenceDataset.nl.map(async (record) => {
      const houseNumber = record.poBoxRange?.from ?? record.houseNumber;
      const params = { postcode: record.postcode, houseNumber, houseNumberAddition: record.houseNumberAddition };
      return postedDutch(await client.lookupPostcode(params), houseNumber);
    }),
  );
}

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

/**
 * Every validated house number of every street of the reference dataset's Belgian and German chains, as
 * `AddressFields` posts it: the street chosen, then each number asked for and each validated suggestion chosen.
 */
export async function everyChainedAddress(client: AddressClient): Promise<PostedAddress[]> {
  const streets = [...referenceDataset.be, ...referenceDataset.de];
  const perStreet = await Promise.all(
    streets.map(async (record) => {
      const street = await chosenStreet(client, record);
      const numbers = [...new Set(record.houseNumbers.map((house) => house.number))];
      const answers = await Promise.all(
        numbers.map((number) =>
          'municipalityNisCode' in record
            ? client.autocompleteHouseNumber({
                country: 'BE',
                municipalityNisCode: record.municipalityNisCode,
                streetId: record.streetId,
                postcode: record.postcode,
                language: record.language,
                validation: 'strict',
                houseNumber: String(number),
              })
            : client.autocompleteHouseNumber({
                country: 'DE',
                cityId: record.cityId,
                streetId: record.streetId,
                postcode: record.postcode,
                validation: 'strict',
                houseNumber: String(number),
              }),
        ),
      );
      const seen = new Set<string>();
      return answers.flat().flatMap((house) => {
        if (house.status !== 'validated' || seen.has(house.houseNumber)) return [];
        seen.add(house.houseNumber);
        return [postedChain(street, house)];
      });
    }),
  );
  return perStreet.flat();
}
