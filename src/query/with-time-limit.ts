import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { AddressApiError } from '../api/errors.ts';

/**
 * A query function that gives up after `limitMs` with an `AddressApiError` of kind `timeout`, whatever the client's
 * own limit: for a person waiting at a form, who should be offered a way on within seconds. React Query's own
 * abort still reaches the request.
 *
 * @example
 * ```ts
 * useQuery({ ...exactAddressQueryOptions(client, params), queryFn: withTimeLimit(options.queryFn, 2500), retry: false });
 * ```
 */
export function withTimeLimit<T, K extends QueryKey>(queryFn: QueryFunction<T, K>, limitMs: number): QueryFunction<T, K> {
  return async (context: QueryFunctionContext<K>) => {
    const controller = new AbortController();
    const { signal } = context;
    const forward = () => {
      controller.abort(signal.reason);
    };
    signal.addEventListener('abort', forward, { once: true });
    const timer = setTimeout(() => {
      controller.abort(new AddressApiError('timeout', `timeout: no answer within ${String(limitMs)} ms`));
    }, limitMs);
    try {
      return await queryFn({ ...context, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    }
  };
}
