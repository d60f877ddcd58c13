import type { Plugin } from 'vite';
import { ENTRIES, readApiTypes } from '../scripts/docs/api-types.ts';

const ID = 'virtual:api-types';
const RESOLVED = `\0${ID}`;

/**
 * `import types from 'virtual:api-types'`: the package's public types as the documentation site's tables show them
 * (see scripts/docs/api-types.ts), read from the sources when the site is built (and again when a source changes
 * while `npm run storybook` runs).
 */
export function apiTypesPlugin(root: string): Plugin {
  return {
    name: 'react-address-entry:api-types',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of Object.values(ENTRIES)) this.addWatchFile(`${root}${file}`);
      return `export default ${JSON.stringify(readApiTypes(root))};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(`${root}src/`)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module !== undefined) server.moduleGraph.invalidateModule(module);
    },
  };
}
