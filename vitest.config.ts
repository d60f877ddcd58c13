import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: `node` runs `*.test.ts` (transport, domain rules, reference API, real HTTP);
 * `jsdom` runs `*.test.tsx` (hooks and components).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['test/setup-dom.ts'],
        },
      },
    ],
  },
});
