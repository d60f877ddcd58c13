import {
  addition,
  belgianHouseNumber,
  belgianLanguage,
  belgianPostcode,
  belgianValidation,
  dutchHouseNumber,
  dutchPostcode,
  germanHouseNumber,
  germanPostcode,
  germanValidation,
  id,
  name,
  nullableId,
} from './param-rules.ts';
import type { CountryOperation, ExactPathForm } from './paths.ts';
import { nullable, type Rules } from './rules.ts';

/** An operation of the service, as a request path names it (the exact lookup in either of its path forms). */
export type OperationName = 'exact' | 'be-house-number' | 'de-house-number' | 'be-postal-area' | 'de-postal-area' | 'be-street' | 'de-street' | 'postcode';

/** An operation's line in {@link OPERATIONS}: its name, or for the exact lookup its path form. */
export type OperationKey = ExactPathForm | Exclude<OperationName, 'exact'>;

/**
 * One operation of the service: the one place its path layout and its parameters' rules are written. The client checks
 * and sends parameters with it, the path parser reads paths with it, the proxy checks each decoded element with it,
 * and the reference API answers what the parser read. The answer's shape of each operation is kept under the same key
 * (`ANSWER_SHAPES` in `check-response.ts`), so that the proxy, which relays answers as they come, does not carry it.
 */
export interface Operation {
  /** The path up to the first parameter, e.g. `/nl/v1/addresses/exact/`. */
  prefix: string;
  /**
   * The parameters' rules, in path order. A rule that accepts `null` marks the one parameter that may be empty (a
   * NIS code, city id or street-search postcode, sent as an empty element); a last `houseNumberAddition` may be left
   * out of the path when absent.
   */
  params: Rules;
}

/** A form of `Address.matchExact`, by its path up to the first parameter. */
const exact = (prefix: string): Operation => ({
  prefix,
  params: { city: name, street: name, houseNumber: dutchHouseNumber, houseNumberAddition: addition },
});
/** A Belgian or German autocomplete operation, its path named after its country (`be`, `de`) and its kind. */
const country = (cc: 'be' | 'de', kind: CountryOperation, params: Rules): Operation => ({ prefix: `/${cc}/v1/autocomplete/${kind}/`, params });

/** Every operation the client calls and the proxy allows, by {@link OperationKey}. */
export const OPERATIONS: Readonly<Record<OperationKey, Operation>> = {
  'nl/v1': /* @__PURE__ */ exact('/nl/v1/addresses/exact/'),
  rest: /* @__PURE__ */ exact('/rest/addresses/exact/'),
  'be-house-number': /* @__PURE__ */ country('be', 'house-number', {
    municipalityNisCode: nullableId, streetId: id, postcode: belgianPostcode,
    language: belgianLanguage, validation: belgianValidation, houseNumber: belgianHouseNumber,
  }),
  'de-house-number': /* @__PURE__ */ country('de', 'house-number', {
    cityId: nullableId, streetId: id, postcode: germanPostcode, validation: germanValidation, houseNumber: germanHouseNumber,
  }),
  'be-postal-area': /* @__PURE__ */ country('be', 'postal-area', { postalArea: name }),
  'de-postal-area': /* @__PURE__ */ country('de', 'postal-area', { postalArea: name }),
  'be-street': /* @__PURE__ */ country('be', 'street', { municipalityNisCode: id, postcode: /* @__PURE__ */ nullable(belgianPostcode), streetName: name }),
  'de-street': /* @__PURE__ */ country('de', 'street', { cityId: id, postcode: /* @__PURE__ */ nullable(germanPostcode), streetName: name }),
  postcode: { prefix: '/nl/v1/addresses/postcode/', params: { postcode: dutchPostcode, houseNumber: dutchHouseNumber, houseNumberAddition: addition } },
};

/** The key of a route's operation: its name, or for the exact lookup its path form. */
export const operationKey = (route: { operation: OperationName; form?: ExactPathForm }): OperationKey =>
  route.operation === 'exact' ? (route.form ?? 'nl/v1') : route.operation;

/** The index of the one parameter that may be empty (its rule accepts `null`), or -1. */
export const emptyParam = (op: Operation): number => Object.values(op.params).findIndex((rule) => rule(null) === undefined);
