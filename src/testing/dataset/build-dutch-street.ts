import type { AddressPurpose, AddressType } from '../../api/types.ts';
import type { DutchAddressRecord, RecordSource } from './types.ts';

/** A Dutch street in compact form; {@link buildDutchStreet} expands it into one record per address. */
export interface DutchStreetSpec {
  city: string;
  municipality: string;
  province: string;
  /** The municipality's four-digit registry code, the first part of its BAG ids. */
  municipalityCode: string;
  street: string;
  /** NEN-5825 name where the official one is longer than 24 characters. */
  streetNen?: string;
  postcode: string;
  /** House numbers; a pair gives the additions of that number (`""` for the address without one). */
  numbers: (number | [number, string[]])[];
  /** RD coordinates and WGS84 position of the first house number; later ones are placed along the street. */
  rd: [number, number];
  position: [number, number];
  addressType?: AddressType;
  purposes?: AddressPurpose[];
  /** Postcode per house number where it differs from the street's. */
  postcodeOf?: Record<number, string>;
  source?: RecordSource;
}

const short = (name: string): string => (name.length <= 24 ? name : name.slice(0, 24).trimEnd());

/** A stable pseudo-random number from a text, so the dataset is the same on every run. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const registryId = (code: string, kind: '20' | '01', key: string): string =>
  `${code}${kind}${String(hash(key) % 10_000_000_000).padStart(10, '0')}`;

/** Expands a compact street into dataset records. */
export function buildDutchStreet(spec: DutchStreetSpec): DutchAddressRecord[] {
  const records: DutchAddressRecord[] = [];
  spec.numbers.forEach((entry, index) => {
    const [houseNumber, additions] = typeof entry === 'number' ? [entry, ['']] : entry;
    for (const addition of additions) {
      const key = `${spec.city}|${spec.street}|${houseNumber}|${addition}`;
      records.push({
        street: spec.street,
        streetNen: spec.streetNen ?? short(spec.street),
        houseNumber,
        houseNumberAddition: addition,
        postcode: spec.postcodeOf?.[houseNumber] ?? spec.postcode,
        city: spec.city,
        cityShort: short(spec.city),
        municipality: spec.municipality,
        municipalityShort: short(spec.municipality),
        province: spec.province,
        rdX: spec.rd[0] + index * 9,
        rdY: spec.rd[1] + index * 4,
        latitude: Number((spec.position[0] + index * 0.000036).toFixed(8)),
        longitude: Number((spec.position[1] + index * 0.00013).toFixed(8)),
        bagNumberDesignationId: registryId(spec.municipalityCode, '20', key),
        bagAddressableObjectId: registryId(spec.municipalityCode, '01', key),
        addressType: spec.addressType ?? 'building',
        purposes: spec.purposes ?? ['residency'],
        surfaceArea: 45 + (hash(key) % 140),
        source: spec.source ?? 'invented',
      });
    }
  });
  return records;
}

/** Whole numbers from `from` to `to`, stepping by `step`. */
export function range(from: number, to: number, step = 1): number[] {
  const numbers: number[] = [];
  for (let n = from; n <= to; n += step) numbers.push(n);
  return numbers;
}
