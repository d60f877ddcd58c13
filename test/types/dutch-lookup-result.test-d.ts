/**
 * Type-level tests of the Dutch lookups' hook results (issue 37, point 1), checked by `npm run typecheck` (tsc over
 * test/): each hook returns its named interface, member by member, with the combobox family's names for the result
 * line and the form library's error, and none of the internals (the query, the translator, the texts' setter).
 */
import { expectTypeOf } from 'vitest';
import {
  useExactAddressLookup,
  usePostcodeAddressLookup,
  type DutchAddress,
  type ExactAddressValues,
  type PostcodeAddressValues,
  type UseExactAddressLookupResult,
  type UsePostcodeAddressLookupResult,
} from '../../src/index.ts';
import type { DutchField, DutchLookupState } from '../../src/types.ts';

declare const exact: UseExactAddressLookupResult;
declare const postcode: UsePostcodeAddressLookupResult;

// The hooks return the named interfaces.
expectTypeOf(useExactAddressLookup).returns.toEqualTypeOf<UseExactAddressLookupResult>();
expectTypeOf(usePostcodeAddressLookup).returns.toEqualTypeOf<UsePostcodeAddressLookupResult>();

/** The members both lookups share: state, choices and prop getters, nothing else. */
type Shared =
  | 'state'
  | 'values'
  | 'address'
  | 'accepted'
  | 'additions'
  | 'typedAddition'
  | 'labels'
  | 'hints'
  | 'shows'
  | 'resultText'
  | 'validationMessage'
  | 'announcement'
  | 'announcementKey'
  | 'status'
  | 'postedFields'
  | 'hasErrorMessage'
  | 'canEnterManually'
  | 'enterManuallyText'
  | 'enterManually'
  | 'chooseAddition'
  | 'getFieldsetProps'
  | 'getLabelProps'
  | 'getInputProps'
  | 'getHintProps'
  | 'getResultProps'
  | 'getErrorMessageProps'
  | 'errorField';

// Exactly these members: an internal that creeps into a result fails here.
expectTypeOf<keyof UsePostcodeAddressLookupResult>().toEqualTypeOf<Shared>();
expectTypeOf<keyof UseExactAddressLookupResult>().toEqualTypeOf<
  Shared | 'cityCandidates' | 'chooseCity' | 'takeFoundPostcode'
>();

// The members' types.
expectTypeOf(exact.state).toEqualTypeOf<DutchLookupState>();
expectTypeOf(exact.values).toEqualTypeOf<ExactAddressValues>();
expectTypeOf(postcode.values).toEqualTypeOf<PostcodeAddressValues>();
expectTypeOf(exact.address).toEqualTypeOf<DutchAddress | undefined>();
expectTypeOf(exact.accepted).toEqualTypeOf<DutchAddress | null>();
expectTypeOf(exact.labels).toEqualTypeOf<Record<DutchField, string>>();
expectTypeOf(exact.hints).toEqualTypeOf<Record<DutchField, string>>();
expectTypeOf(exact.shows).toEqualTypeOf<(field: DutchField) => boolean>();
expectTypeOf(exact.resultText).toEqualTypeOf<string>();
expectTypeOf(exact.hasErrorMessage).toEqualTypeOf<boolean>();
expectTypeOf(exact.status).toEqualTypeOf<'validated' | 'unverified' | ''>();
expectTypeOf(exact.postedFields).toEqualTypeOf<{ name: string; value: string }[]>();
expectTypeOf(exact.enterManuallyText).toEqualTypeOf<string>();
expectTypeOf(exact.cityCandidates).toEqualTypeOf<string[]>();
expectTypeOf(exact.chooseCity).toEqualTypeOf<(city: string) => void>();
expectTypeOf(exact.takeFoundPostcode).toEqualTypeOf<() => void>();
expectTypeOf(exact.getResultProps()).toEqualTypeOf<
  object & { id: string; 'data-state': DutchLookupState; hidden: boolean }
>();
expectTypeOf(exact.getErrorMessageProps()).toEqualTypeOf<object & { id: string }>();
// The caller's props merged in, as the comboboxes' getters merge them: one signature for one concept.
expectTypeOf(exact.getResultProps({ className: 'shop-result' })).toEqualTypeOf<
  { className: string } & { id: string; 'data-state': DutchLookupState; hidden: boolean }
>();
expectTypeOf(postcode.getErrorMessageProps({ role: 'alert' as const })).toEqualTypeOf<
  { role: 'alert' } & { id: string }
>();
expectTypeOf(postcode.getInputProps('postcode').value).toEqualTypeOf<string>();
expectTypeOf(postcode.getInputProps('houseNumber', { className: 'shop-input' }).id).toEqualTypeOf<string>();

// No internals: the query, the translator, the texts' setter, the parameters, the focus helper.
// @ts-expect-error the lookup's React Query result is internal
expectTypeOf(exact).toHaveProperty('lookup');
// @ts-expect-error the translator is internal (`enterManuallyText` is the one text markup of one's own needs)
expectTypeOf(exact).toHaveProperty('t');
// @ts-expect-error the texts change through the inputs, `value`/`onValueChange` and the choices
expectTypeOf(exact).toHaveProperty('setValues');
// @ts-expect-error the lookup parameters are internal
expectTypeOf(postcode).toHaveProperty('params');
// @ts-expect-error the focus helper is internal
expectTypeOf(postcode).toHaveProperty('focus');

// The old names are gone: one name per thing, as the comboboxes say it.
// @ts-expect-error `resultText`
expectTypeOf(exact).toHaveProperty('message');
// @ts-expect-error `getErrorMessageProps`
expectTypeOf(exact).toHaveProperty('getErrorProps');
// @ts-expect-error `hasErrorMessage`
expectTypeOf(postcode).toHaveProperty('hasError');
// @ts-expect-error `takeFoundPostcode`: an action, not a hook
expectTypeOf(exact).toHaveProperty('useFoundPostcode');
// @ts-expect-error `shows('postcode')`
expectTypeOf(exact).toHaveProperty('showPostcode');
// @ts-expect-error `state === 'manual'`
expectTypeOf(postcode).toHaveProperty('manual');
// @ts-expect-error the postcode lookup has no postcode choice
expectTypeOf(postcode).toHaveProperty('takeFoundPostcode');
