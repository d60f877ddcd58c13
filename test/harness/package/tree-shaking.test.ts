import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

describe('tree-shaking', () => {
  it('bundles createAddressClient alone without React, Downshift, React Query, components or UI texts', async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: new URL('../../../', import.meta.url).pathname,
      build: {
        write: false,
        minify: false,
        lib: { entry: new URL('./fixtures/client-only.ts', import.meta.url).pathname, formats: ['es'] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const code = outputs
      .flatMap((o) => o.output)
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('\n');
    expect(code).toContain('createAddressClient');
    // Markers of each library's own code and of the components and texts; the package's name alone does not count.
    const absent = [
      'react.transitional.element',
      'react.element',
      'from "react"',
      'useState',
      'useCombobox',
      'downshift',
      'QueryClient',
      'rae-combobox',
      'House number',
      'Huisnummer',
    ];
    for (const marker of absent) {
      expect(code, `the client-only bundle holds ${marker}`).not.toContain(marker);
    }
  }, 60_000);
});
