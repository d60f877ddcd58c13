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
export type OperationName =
  | 'exact'
  | 'be-house-number'
  | 'de-house-number'
  | 'be-postal-area'
  | 'de-postal-area'
  | 'be-street'
  | 'de-street'
  | 'postcode';

export type OperationKey = ExactPathForm | Exclude<OperationName, 'exact'>;

/** One operation's path layout and parameter rules, for the client, the path parser, the proxy and the reference API. */
export interface Operation {
  prefix: string;
  /** The parameters' rules, in path order; one that accepts `null` marks the one parameter that may be empty. */
  params: Rules;
}

const exact = (prefix: string): Operation => ({
  prefix,
  params: { city: name, street: name, houseNumber: dutchHouseNumber, houseNumberAddition: addition },
});
const country = (cc: 'be' | 'de', kind: CountryOperation, params: Rules): Operation => ({
  prefix: `/${cc}/v1/autocomplete/${kind}/`,
  params,
});

export const OPERATIONS: Readonly<Record<OperationKey, Operation>> = {
  'nl/v1': /* @__PURE__ */ exact('/nl/v1/addresses/exact/'),
  rest: /* @__PURE__ */ exact('/rest/addresses/exact/'),
  'be-house-number': /* @__PURE__ */ country('be', 'house-number', {
    municipalityNisCode: nullableId,
    streetId: id,
    postcode: belgianPostcode,
    language: belgianLanguage,
    validation: belgianValidation,
    houseNumber: belgianHouseNumber,
  }),
  'de-house-number': /* @__PURE__ */ country('de', 'house-number', {
    cityId: nullableId,
    streetId: id,
    postcode: germanPostcode,
    validation: germanValidation,
    houseNumber: germanHouseNumber,
  }),
  'be-postal-area': /* @__PURE__ */ country('be', 'postal-area', { postalArea: name }),
  'de-postal-area': /* @__PURE__ */ country('de', 'postal-area', { postalArea: name }),
  'be-street': /* @__PURE__ */ country('be', 'street', {
    municipalityNisCode: id,
    postcode: /* @__PURE__ */ nullable(belgianPostcode),
    streetName: name,
  }),
  'de-street': /* @__PURE__ */ country('de', 'street', {
    cityId: id,
    postcode: /* @__PURE__ */ nullable(germanPostcode),
    streetName: name,
  }),
  postcode: {
    prefix: '/nl/v1/addresses/postcode/',
    params: { postcode: dutchPostcode, houseNumber: dutchHouseNumber, houseNumberAddition: addition },
  },
};

export const operationKey = (route: { operation: OperationName; form?: ExactPathForm }): OperationKey =>
  route.operation === 'exact' ? (route.form ?? 'nl/v1') : route.operation;

/** The index of the one parameter that may be empty (its rule accepts `null`), or -1. */
export const emptyParam = (op: Operation): number =>
  Object.values(op.params).findIndex((rule) => rule(null) === undefined);
