import { isAddressApiError, type AddressApiError } from '../../src/index.ts';

/** The AddressApiError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<AddressApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAddressApiError(error)) throw new Error(`expected an AddressApiError, got ${String(error)}`);
  return error;
}
