/**
 * How long an unused answer stays in the cache: `clientMs` in a browser, and forever on a server, as React Query
 * does for its own default. A finite `gcTime` arms a timer when a query is created, and on a server that timer
 * would keep the process alive after `renderToString` or a prefetch (24 hours for an address); a server's
 * `QueryClient` lives for one request, so nothing there needs collecting. Every address query sets its `gcTime`
 * through this.
 *
 * @example
 * ```ts
 * queryOptions({ queryKey, queryFn, gcTime: gcTimeOutsideServer(24 * 60 * 60 * 1000) });
 * ```
 */
export function gcTimeOutsideServer(clientMs: number): number {
  // React Query's own test for a server (query-core `isServer`), made at each call so one module serves both.
  const onServer = typeof window === 'undefined' || 'Deno' in globalThis;
  return onServer ? Number.POSITIVE_INFINITY : clientMs;
}
