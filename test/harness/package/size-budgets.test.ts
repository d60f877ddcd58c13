import { describe, expect, it } from 'vitest';
import {
  allowedComponents,
  bundleScenario,
  importedLanguages,
  measureScenario,
  scenarioApp,
} from '../../../scripts/size/measure-scenario.ts';
import { COMPONENT_MARKERS, SIZE_SCENARIOS } from '../../../scripts/size/scenarios.ts';

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
    // The exact lookup, its city picker and the provinces are a chunk loaded when chosen: not on the first load.
    expect(entry.sort()).toEqual(
      ['AddressEntry', 'PostcodeAddressLookup', 'AddressFields', 'DutchLookupTexts', 'HouseNumberCombobox'].sort(),
    );
    // The DHL pickup comes with its own import only.
    expect(
      allowedComponents({
        name: 'x',
        from: 'react-address-entry',
        imports: ['AddressFields'],
        alsoFrom: { from: 'react-address-entry/pickup', imports: ['dhlPickup'] },
        budget: 1,
        paidFor: [],
      }).sort(),
    ).toEqual(['AddressFields', 'HouseNumberCombobox', 'dhlPickup']);
    expect(
      allowedComponents({ name: 'x', from: 'react-address-entry', imports: '*', budget: 1, paidFor: [] }),
    ).not.toContain('dhlPickup');
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
    const countries = lazy.filter((chunk) => formatData.test(chunk.code));
    expect(countries).toHaveLength(1);
    expect(entry[0]?.dynamicImports).toContain(countries[0]?.fileName);
    // Reported by `npm run size` on its own, and far smaller than the entry.
    const size = await measureScenario(scenario);
    const reported = size.lazyChunks.find((chunk) => countries[0]?.fileName.includes(chunk.name));
    expect(reported?.gzip).toBeGreaterThan(5000);
    expect(reported?.gzip).toBeLessThan(15000);
    expect(size.lazyGzip).toBe(size.lazyChunks.reduce((sum, chunk) => sum + chunk.gzip, 0));
  });

  it('loads the Dutch lookup by city and street, with its city picker, only when a shopper switches to it', async () => {
    const scenario = SIZE_SCENARIOS.find(({ name }) => name.startsWith('AddressEntry'));
    if (scenario === undefined) throw new Error('no AddressEntry scenario');
    const chunks = await bundleScenario(scenario);
    const entry = chunks.filter((chunk) => chunk.isEntry);
    const cityPicker = COMPONENT_MARKERS['CityPicker']?.marker ?? /^$/u;
    expect(entry.some((chunk) => cityPicker.test(chunk.code))).toBe(false);
    const exact = chunks.filter((chunk) => !chunk.isEntry && cityPicker.test(chunk.code));
    expect(exact).toHaveLength(1);
    expect(entry[0]?.dynamicImports).toContain(exact[0]?.fileName);
  });

  it('keeps the DHL pickup out of every first load but a shop’s that imports dhlPickup (react-address-entry/pickup)', async () => {
    // Its class names, its English texts and a station's word: none is in AddressFields or AddressEntry without it.
    const pickup = [/rae-delivery-choice/u, /rae-pickup/u, /Packstation/u, /Deliver to/u, /Postnummer/u];
    const firstLoad = async (name: string) => {
      const scenario = SIZE_SCENARIOS.find((each) => each.name.startsWith(name));
      if (scenario === undefined) throw new Error(`no scenario ${name}`);
      const chunks = await bundleScenario(scenario);
      return chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.code);
    };
    for (const name of ['BE/DE address fields', 'AddressEntry: three countries']) {
      const code = await firstLoad(name);
      for (const marker of pickup)
        expect(
          code.some((each) => marker.test(each)),
          `${name}: ${String(marker)}`,
        ).toBe(false);
    }
    for (const name of ['AddressFields with the DHL pickup', 'AddressEntry with the DHL pickup']) {
      const code = (await firstLoad(name)).join('\n');
      for (const marker of pickup) expect(code, `${name}: ${String(marker)}`).toMatch(marker);
    }
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
