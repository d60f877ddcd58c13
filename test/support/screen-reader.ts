import { virtual } from '@guidepup/virtual-screen-reader';
import { vi } from 'vitest';

/**
 * A MutationObserver that passes on only the changes of nodes still in the document. The virtual screen reader
 * computes the live-region attributes of every changed node's ancestors, and throws (as an unhandled rejection) on a
 * node React has already removed: a node nobody can hear any more.
 */
class ConnectedChanges extends MutationObserver {
  constructor(callback: MutationCallback) {
    super((mutations, observer) => {
      const connected = mutations.filter((mutation) => mutation.target.isConnected);
      if (connected.length > 0) callback(connected, observer);
    });
  }
}

/**
 * Starts the virtual screen reader (`@guidepup/virtual-screen-reader`) on the document: what it says is read back
 * with `heard()`, each phrase as it was spoken (a live region's as `polite: …`). Drive the page with its own keys
 * (`virtual.type`, `virtual.press`) so that it follows the focus and the active option as a screen reader does.
 * `stop()` in `afterEach`.
 */
export async function listen() {
  await virtual.start({ container: document.body, window: { document, MutationObserver: ConnectedChanges } });
  const heard = () => virtual.spokenPhraseLog();
  return {
    virtual,
    heard,
    /** Waits until `phrase` has been heard (a live region's words are heard once its answer settles). */
    hears: (phrase: string) =>
      vi.waitFor(
        async () => {
          const log = await heard();
          if (!log.some((spoken) => spoken.includes(phrase)))
            throw new Error(`Not heard: “${phrase}”. Heard:\n${log.join('\n')}`);
        },
        { timeout: 3000, interval: 20 },
      ),
    /** The transcript, a phrase a line, for a reviewed snapshot. */
    transcript: async () => `${(await heard()).join('\n')}\n`,
    stop: () => virtual.stop(),
  };
}
