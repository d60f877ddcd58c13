/** Resolves after React's commit: awaited before sending, so StrictMode's simulated unmount sends nothing. */
export const afterCommit = (): Promise<void> => Promise.resolve();
