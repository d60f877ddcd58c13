import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Setup of every Node and jsdom test project: the console stays quiet, and a test that logs an error or a warning
 * it did not expect fails with what was logged. A test that expects one (a failure it provokes on purpose) spies on
 * the console itself, `vi.spyOn(console, 'error').mockImplementation(...)`, and asserts the call; that spy takes
 * the place of this guard for the rest of the test.
 */
const logged: string[] = [];
let spies: MockInstance[] = [];

beforeEach(() => {
  logged.length = 0;
  spies = (['error', 'warn'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${format(...args)}`);
    }),
  );
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  if (logged.length > 0) throw new Error(`Unexpected console output in this test:\n${logged.join('\n')}`);
});
