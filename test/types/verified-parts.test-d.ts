/**
 * Type-level tests of carrier-ready parts (issue 38, point 4), checked by `npm run typecheck` (tsc over test/): the
 * verified address carries its house number in the one `HouseNumberParts` type of `react-address-entry/address`,
 * required, so a shop's server formats a label from it as it is; the whole address of `AddressFields` carries them too.
 */
import { expectTypeOf } from 'vitest';
import type { FormattableAddress, HouseNumberParts } from '../../src/address.ts';
import type { UseHouseNumberComboboxResult, AddressFieldsAddress } from '../../src/index.ts';
import type { VerifiedAddress } from '../../src/server/index.ts';

expectTypeOf<VerifiedAddress['houseNumberParts']>().toEqualTypeOf<HouseNumberParts>();
expectTypeOf<VerifiedAddress>().toExtend<FormattableAddress>();
expectTypeOf<AddressFieldsAddress['houseNumberParts']>().toEqualTypeOf<HouseNumberParts>();
expectTypeOf<UseHouseNumberComboboxResult['houseNumberParts']>().toEqualTypeOf<HouseNumberParts | null>();
expectTypeOf<HouseNumberParts>().toEqualTypeOf<{ number: number; addition?: string; bis?: string; box?: string }>();
