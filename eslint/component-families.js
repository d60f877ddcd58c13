import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The component families of the map of the source (docs/architecture.mdx, written to ARCHITECTURE.md) and what each
 * may import inside `src/components/`: the headless core (`combobox/`) and the small UI helpers (`shared/`), and
 * another family only through the one component it composes. Everything else a family holds is its own business, so
 * a change inside one family cannot break another. The map's table says the same (test/docs/architecture.test.ts).
 */
export const FAMILIES = {
  shared: { imports: [], composes: [] },
  combobox: { imports: ['shared'], composes: [] },
  'house-number': { imports: ['combobox', 'shared'], composes: [] },
  // The address fields' last step is the house-number combobox.
  'address-fields': { imports: ['combobox', 'shared'], composes: ['house-number/house-number-combobox.tsx'] },
  'dutch-lookup': { imports: ['combobox', 'shared'], composes: [] },
  // The one address element composes each country's own entry, through its components.
  'address-entry': {
    imports: ['shared'],
    composes: [
      'address-fields/address-fields.tsx',
      'dutch-lookup/exact-address-lookup.tsx',
      'dutch-lookup/postcode-address-lookup.tsx',
    ],
  },
};

/** The folder of `src/components/` a path lies in (`''` for a loose file there), or `null` outside it. */
function familyOf(path, componentsDir) {
  const inside = relative(componentsDir, path);
  if (inside.startsWith('..') || inside === '') return null;
  const parts = inside.split(sep);
  return { family: parts.length > 1 ? parts[0] : '', file: parts.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const componentFamilies = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A component family imports the core, shared/, and another family only through the component it composes.',
    },
    schema: [{ type: 'object', properties: { componentsDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      loose: 'Every file of src/components/ lives in a family folder: {{families}}.',
      unknown: 'src/components/{{family}}/ is not a family of ARCHITECTURE.md ({{families}}).',
      crossing:
        'src/components/{{from}}/ may import {{allowed}}; not {{target}}. Reach another family through the component it composes (ARCHITECTURE.md).',
    },
  },
  create(context) {
    const componentsDir = resolve(context.cwd, context.options[0]?.componentsDir ?? 'src/components');
    const here = familyOf(context.filename, componentsDir);
    if (here === null) return {};
    const names = Object.keys(FAMILIES)
      .map((f) => `${f}/`)
      .join(', ');
    const rules = FAMILIES[here.family];
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = familyOf(resolve(dirname(context.filename), source.value), componentsDir);
      if (target === null || target.family === here.family || rules === undefined) return;
      if (rules.imports.includes(target.family) || rules.composes.includes(target.file)) return;
      const allowed =
        [...rules.imports.map((f) => `${f}/`), ...rules.composes].join(', ') || 'nothing of the other folders';
      context.report({
        node: source,
        messageId: 'crossing',
        data: { from: here.family, allowed, target: `${target.file}` },
      });
    };
    return {
      Program(node) {
        if (here.family === '') context.report({ node, messageId: 'loose', data: { families: names } });
        else if (rules === undefined)
          context.report({ node, messageId: 'unknown', data: { family: here.family, families: names } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
