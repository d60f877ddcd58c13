import type { AddressEntryValue } from './address-entry-props.ts';

/**
 * Whether an {@link AddressEntry}'s value lets the order go on: its status is `validated`, `unknown` or `unverified`.
 *
 * @example
 * ```tsx
 * <Controller control={control} name="address" rules={{ validate: (value) => isAddressEntryComplete(value) || 'Check the address.' }}
 *   render={({ field }) => <AddressEntry value={field.value} onValueChange={field.onChange} ref={field.ref} />} />
 * ```
 */
export const isAddressEntryComplete = (value: Pick<AddressEntryValue, 'status'> | null | undefined): boolean =>
  value !== null && value !== undefined && value.status !== '';
