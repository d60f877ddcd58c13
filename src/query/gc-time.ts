/** `clientMs` in a browser, infinite on a server, where a `gcTime` timer would keep the process alive. */
export function gcTimeOutsideServer(clientMs: number): number {
  // query-core's `isServer`, tested at each call so one module serves both.
  const onServer = typeof window === 'undefined' || 'Deno' in globalThis;
  return onServer ? Number.POSITIVE_INFINITY : clientMs;
}
