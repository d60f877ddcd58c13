import { describe, expect, it } from 'vitest';
import { descendants, isAlive, listening, npmStart, within } from '../../support/npm-start.ts';

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops on %s sent to npm: every process of the demo exits and its ports are free',
    async (signal) => {
      const { child, page, reference } = await npmStart();
      const pid = child.pid ?? 0;
      const tree = [pid, ...descendants(pid)];
      try {
        expect(await listening(page)).toBe(true);
        expect(await listening(reference)).toBe(true);
        child.kill(signal);
        expect(
          await within(15_000, () => tree.every((each) => !isAlive(each))),
          `still running: ${tree.filter(isAlive).join(' ')}`,
        ).toBe(true);
        expect(await listening(page)).toBe(false);
        expect(await listening(reference)).toBe(false);
      } finally {
        // Only the processes this test started, and only if the demo did not stop them itself.
        for (const each of tree.filter(isAlive)) process.kill(each, 'SIGKILL');
      }
    },
    90_000,
  );
});
