import { createReferenceAddressApi, type ReferenceAddressApiOptions } from '../../src/testing/index.ts';

/** Calls a reference API directly (no network) with a path, returning status, parsed body and headers. */
export function referenceCaller(options: ReferenceAddressApiOptions = {}) {
  const api = createReferenceAddressApi(options);
  return async (path: string, init: RequestInit = {}) => {
    const response = await api.fetch(new Request(`http://reference.test${path}`, init));
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
  };
}
