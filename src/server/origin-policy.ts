/** Headers a browser may send cross-origin to the proxy (e.g. a CSRF token). */
const ALLOWED_REQUEST_HEADERS = 'Accept, Accept-Language, X-CSRF-Token, X-Requested-With';

export type OriginDecision =
  { allowed: true; corsHeaders: Record<string, string> } | { allowed: false; origin: string | null };

/**
 * Same-origin and server-to-server requests pass; a cross-origin one only from `allowedOrigins`, with CORS headers.
 * `Sec-Fetch-Site` decides; without it, an `Origin` other than the request's own counts as cross-origin.
 */
export function decideOrigin(request: Request, allowedOrigins: readonly string[]): OriginDecision {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  const crossOrigin =
    site === 'cross-site' ||
    site === 'same-site' ||
    (site === null && origin !== null && origin !== new URL(request.url).origin);
  if (!crossOrigin) return { allowed: true, corsHeaders: {} };
  if (origin === null || !allowedOrigins.includes(origin)) return { allowed: false, origin };
  return {
    allowed: true,
    corsHeaders: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': 'Retry-After',
      Vary: 'Origin',
    },
  };
}

/** The answer to a CORS preflight from an allowed origin. */
export function preflightHeaders(corsHeaders: Record<string, string>): Record<string, string> {
  return {
    ...corsHeaders,
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
