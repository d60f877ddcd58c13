/** How a router in front of the proxy treats repeated slashes. */
export type SlashMerge = 'redirect' | 'rewrite';

/** A path with every run of slashes merged into one, as Next.js and nginx merge them. */
const mergeSlashes = (path: string): string => path.replace(/\/{2,}/gu, '/');

/**
 * A router in front of a Fetch handler that merges repeated slashes in the path the way real ones do before any route
 * sees it: `redirect` answers with a 308 to the merged path, as Next.js does; `rewrite` hands the handler the merged
 * path silently, as nginx does with its default `merge_slashes on`.
 */
export function slashMergingRouter(handler: (request: Request) => Promise<Response>, merge: SlashMerge) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const merged = mergeSlashes(url.pathname);
    if (merged === url.pathname) return handler(request);
    url.pathname = merged;
    return merge === 'redirect'
      ? new Response(null, { status: 308, headers: { Location: url.pathname + url.search } })
      : handler(new Request(url, request));
  };
}
