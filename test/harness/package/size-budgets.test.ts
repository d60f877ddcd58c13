import { describe, expect, it } from 'vitest';
import {
  allowedComponents,
  bundleScenario,
  importedLanguages,
  measureScenario,
  scenarioApp,
} from '../../../scripts/size/measure-scenario.ts';
import { SIZE_SCENARIOS } from '../../../scripts/size/scenarios.ts';

/** How far a budget may sit above what it measures: the ratchet's 5 %. */
const RATCHET = 1.05;

describe('what each way of using the package weighs (one-line app, Vite, minified, gzip 9, peers left out)', () => {
  it('writes each scenario as a one-line app that keeps what it imports', () => {
    expect(scenarioApp({ name: 'x', from: 'react-address-entry', imports: ['a', 'B'], budget: 1, paidFor: [] })).toBe(
      "import { a, B } from 'react-address-entry'; globalThis.app = [a, B];\n",
    );
    expect(
      scenarioApp({
        name: 'x',
        from: 'react-address-entry',
        imports: ['B'],
        alsoFrom: { from: 'react-address-entry/locales', imports: ['nl'] },
        budget: 1,
        paidFor: [],
      }),
    ).toBe(
      "import { B } from 'react-address-entry'; import { nl } from 'react-address-entry/locales'; globalThis.app = [B, nl];\n",
    );
  });

  it('allows a scenario the components it imports, those they render, and so on down', () => {
    const entry = allowedComponents({
      name: 'x',
      from: 'react-address-entry',
      imports: ['AddressEntry', 'createAddressClient'],
      budget: 1,
      paidFor: [],
    });
    expect(entry.sort()).toEqual(
      [
        'AddressEntry',
        'ExactAddressLookup',
        'PostcodeAddressLookup',
        'AddressFields',
        'CityPicker',
        'DutchLookupTexts',
        'DutchProvinces',
        'HouseNumberCombobox',
      ].sort(),
    );
  });

  it('keeps the Dutch province table out of every bundle without the exact lookup', () => {
    const withProvinces = SIZE_SCENARIOS.filter((scenario) =>
      allowedComponents(scenario).includes('DutchProvinces'),
    ).map(({ name }) => name);
    expect(withProvinces).not.toContain('BE/DE address fields (postal area, street, house number)');
    expect(withProvinces).not.toContain('house-number combobox (BE/DE)');
  });

  it('loads the other countries’ format data and fields only when such a country is chosen: a chunk of its own', async () => {
    const scenario = SIZE_SCENARIOS.find(({ name }) => name.startsWith('AddressEntry'));
    expect(scenario).toBeDefined();
    if (scenario === undefined) return;
    const chunks = await bundleScenario(scenario);
    const entry = chunks.filter((chunk) => chunk.isEntry);
    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    // The format table (its ZZ row and France's postcode pattern) and the fields' four languages are not in the entry.
    const formatData = /Postleitzahl|ZZ:`%A%n%C|\\d\{2\} \?\\d\{3\}/u;
    expect(entry.some((chunk) => formatData.test(chunk.code))).toBe(false);
    expect(lazy).toHaveLength(1);
    expect(lazy[0]?.code).toMatch(formatData);
    expect(entry[0]?.dynamicImports).toEqual([lazy[0]?.fileName]);
    // Reported by `npm run size`, and far smaller than the entry.
    const size = await measureScenario(scenario);
    expect(size.lazyGzip).toBeGreaterThan(5000);
    expect(size.lazyGzip).toBeLessThan(15000);
  });

  for (const scenario of SIZE_SCENARIOS) {
    it(`${scenario.name}: within its budget, which is within 5 % of it, holding only what it uses`, async () => {
      const size = await measureScenario(scenario);
      expect(size.gzip, `${scenario.name} weighs ${size.gzip} bytes, over its budget`).toBeLessThanOrEqual(
        scenario.budget,
      );
      expect(
        scenario.budget,
        `${scenario.name} weighs ${size.gzip} bytes: lower its budget to at most ${Math.floor(size.gzip * RATCHET)}`,
      ).toBeLessThanOrEqual(size.gzip * RATCHET);
      // A component the scenario neither imports nor renders through one it imports is not in its bundle.
      expect(size.components.sort()).toEqual(allowedComponents(scenario).sort());
      // English is built in; the texts of another language are in the bundle exactly when it imports that language.
      expect(size.languages.sort()).toEqual(importedLanguages(scenario).sort());
      // Without a React export, no React at all.
      const usesReact = scenario.imports === '*' || scenario.imports.some((name) => /^(use|[A-Z])/u.test(name));
      expect(size.importsReact).toBe(usesReact);
    });
  }
});
