import { formRules } from '../address/country-formats/country-format.ts';
import { FORM_RULES } from '../address/country-formats/form-rules-data.ts';
import { checkEnteredTexts, type EnteredAddress, type EnteredAddressProblem } from '../address/entered-address.ts';
import { isServiceCountry } from '../address/service-country.ts';
import type { PostedKey } from '../api/posted-names.ts';

/** What {@link postedEnteredAddress} makes of a post the service confirmed nothing of. */
export type PostedEnteredResult =
  { ok: false; reason: 'unverified'; entered?: EnteredAddress } | { ok: false; reason: EnteredAddressProblem };

/**
 * A post without the service's word: for a country outside the service, the address as entered, checked for its
 * country's form as the form checks it (the required fields, the postcode's form); for the service's own countries
 * (the fallback), one without a country or of one no format knows, `unverified` alone.
 */
export function postedEnteredAddress(posted: (key: PostedKey) => string): PostedEnteredResult {
  const country = posted('country').trim().toUpperCase();
  const rules = isServiceCountry(country) ? undefined : formRules(FORM_RULES, country);
  if (rules === undefined) return { ok: false, reason: 'unverified' };
  const checked = checkEnteredTexts(
    {
      street: posted('street'),
      addressLine2: posted('addressLine2'),
      postcode: posted('postcode'),
      city: posted('city'),
      region: posted('region'),
    },
    rules,
  );
  if ('problem' in checked) return { ok: false, reason: checked.problem };
  return { ok: false, reason: 'unverified', entered: { country, ...checked.texts, status: 'unverified' } };
}
