/**
 * Resolves after the current synchronous work, React's commit included. A query function that awaits it before
 * sending lets StrictMode's simulated unmount (which cancels the query and aborts its signal) finish first, so the
 * cancelled attempt sends nothing rather than a request nobody reads.
 */
export const afterCommit = (): Promise<void> => Promise.resolve();
