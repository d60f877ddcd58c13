import type { AddressEntryValue } from './address-entry-props.ts';

/**
 * Whether an {@link AddressEntry}'s value lets the order go on: the address confirmed (`validated`, or `unknown` for
 * a Belgian or German house number the service offered without knowing it), or the shopper's own choice to go on
 * without the check (`unverified`). The one rule a form library needs; nothing else to keep in step with the element.
 *
 * @example
 * ```tsx
 * <Controller control={control} name="address" rules={{ validate: (value) => isAddressEntryComplete(value) || 'Check the address.' }}
 *   render={({ field }) => <AddressEntry value={field.value} onValueChange={field.onChange} ref={field.ref} />} />
 * ```
 */
export const isAddressEntryComplete = (value: Pick<AddressEntryValue, 'status'> | null | undefined): boolean =>
  value !== null && value !== undefined && value.status !== '';
