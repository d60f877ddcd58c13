import { AddressApiError } from '../api/errors.ts';
import type { AddressCheckResult } from './address-check.ts';

export type Failure = Extract<AddressCheckResult, { ok: false }>;

export const failure = (reason: Failure['reason'], candidates?: readonly string[]): Failure =>
  candidates === undefined ? { ok: false, reason } : { ok: false, reason, candidates: [...new Set(candidates)] };

/** Throws on an item of another country's shape than asked: a fault of the service, never an address. */
export function ofCountry<T extends object>(country: 'BE' | 'DE', item: T, belgianField: string): T {
  if (belgianField in item !== (country === 'BE'))
    throw new AddressApiError('invalid-response', `invalid-response: an answer of another country than ${country}`);
  return item;
}

/** The one item a step's text means, or the failure its answer gives: none (`not-found`) or several (`ambiguous`). */
export function onlyMatch<T>(found: readonly T[], answered: readonly T[], describe: (item: T) => string): T | Failure {
  const [only] = found;
  if (found.length === 1 && only !== undefined) return only;
  const fitting = found.length > 1 ? found : answered;
  return fitting.length === 0 ? failure('not-found') : failure('ambiguous', fitting.map(describe));
}
