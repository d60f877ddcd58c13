import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { FAMILIES, componentFamilies } from '../../eslint/component-families.js';

const ROOT = resolve(import.meta.dirname, '../..');
const COMPONENTS = resolve(ROOT, 'src/components');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (file: string) => resolve(COMPONENTS, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

describe('src/components, by family', () => {
  it('holds the families of ARCHITECTURE.md and nothing else: no loose file', () => {
    const entries = readdirSync(COMPONENTS, { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual(Object.keys(FAMILIES).sort());
    expect(Object.keys(FAMILIES).sort()).toEqual([
      'address-entry',
      'address-fields',
      'combobox',
      'dutch-lookup',
      'house-number',
      'shared',
    ]);
  });

  tester.run('rae/component-families', componentFamilies, {
    valid: [
      // Within a family, the core, shared/ and the layers above are all fine.
      {
        filename: at('house-number/house-number-combobox.tsx'),
        code: "import { x } from './use-house-number-combobox.ts';",
      },
      {
        filename: at('house-number/use-house-number-combobox.ts'),
        code: "import { useAddressCombobox } from '../combobox/use-address-combobox.ts';",
      },
      {
        filename: at('dutch-lookup/use-dutch-lookup.ts'),
        code: "import { useReportChange } from '../shared/use-report-change.ts';",
      },
      {
        filename: at('combobox/use-suggestion-combobox.ts'),
        code: "import { mergeRefs } from '../shared/merge-refs.ts';",
      },
      { filename: at('dutch-lookup/city-picker.tsx'), code: "import { provinces } from '../../address/provinces.ts';" },
      // The address fields compose the house-number combobox, through its component.
      {
        filename: at('address-fields/address-fields.tsx'),
        code: "import { HouseNumberCombobox } from '../house-number/house-number-combobox.tsx';",
      },
      {
        filename: at('address-fields/address-fields.tsx'),
        code: "import type { HouseNumberChoiceStatus } from '../house-number/house-number-combobox.tsx';",
      },
      // The one element composes each country's entry through its component, types included.
      {
        filename: at('address-entry/address-entry.tsx'),
        code: "import { AddressFields } from '../address-fields/address-fields.tsx';",
      },
      {
        filename: at('address-entry/use-address-entry.ts'),
        code: "import type { DutchLookupState } from '../dutch-lookup/exact-address-lookup.tsx';",
      },
      // Packages and files outside src/components are not this rule's business.
      { filename: at('combobox/use-suggestion-combobox.ts'), code: "import { useCombobox } from 'downshift';" },
      {
        filename: resolve(ROOT, 'src/index.ts'),
        code: "export { AddressFields } from './components/address-fields/address-fields.tsx';",
      },
    ],
    invalid: [
      // Another family's insides, even a type.
      {
        filename: at('address-fields/address-fields.tsx'),
        code: "import type { X } from '../house-number/house-number-combobox-props.ts';",
        errors: [{ messageId: 'crossing' }],
      },
      {
        filename: at('address-fields/street-combobox.tsx'),
        code: "export { X } from '../house-number/use-house-number-combobox.ts';",
        errors: [{ messageId: 'crossing' }],
      },
      // The one element does not reach into the insides of the components it composes.
      {
        filename: at('address-entry/use-address-entry.ts'),
        code: "import { useAddressFields } from '../address-fields/use-address-fields.ts';",
        errors: [{ messageId: 'crossing' }],
      },
      // A family the family does not compose.
      {
        filename: at('dutch-lookup/exact-address-lookup.tsx'),
        code: "import { HouseNumberCombobox } from '../house-number/house-number-combobox.tsx';",
        errors: [{ messageId: 'crossing' }],
      },
      // The core and shared/ import no family: a family builds on them, never the other way round.
      {
        filename: at('combobox/use-address-combobox.ts'),
        code: "import { stepTexts } from '../address-fields/step-texts.ts';",
        errors: [{ messageId: 'crossing' }],
      },
      {
        filename: at('shared/text-field.tsx'),
        code: "import { x } from '../combobox/merge-refs.ts';",
        errors: [{ messageId: 'crossing' }],
      },
      {
        filename: at('combobox/combobox-view.tsx'),
        code: "const view = import('../house-number/suggestion-option.tsx');",
        errors: [{ messageId: 'crossing' }],
      },
      // Every file lives in a family's folder.
      { filename: at('loose.ts'), code: 'export const loose = 1;', errors: [{ messageId: 'loose' }] },
      { filename: at('checkout/thing.ts'), code: 'export const thing = 1;', errors: [{ messageId: 'unknown' }] },
    ],
  });
});
