// Answers carry expiring tokens: fresh as long as the proxy reuses a signed answer (docs/server/verified-address.mdx).
export const ANSWER_STALE_TIME_MS = 5 * 60 * 1000;
