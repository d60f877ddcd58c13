import { execFile } from 'node:child_process';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

describe('the built entries', () => {
  it.each([
    'react-address-entry',
    'react-address-entry/address',
    'react-address-entry/server',
    'react-address-entry/testing',
    'react-address-entry/testing/msw',
    'react-address-entry/locales',
    'react-address-entry/pickup',
  ])('import %s in plain Node, with no DOM', async (entry) => {
    const script = `if (typeof window !== 'undefined') throw new Error('a DOM'); const m = await import('${entry}'); console.log(Object.keys(m).length);`;
    const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: root });
    expect(Number(stdout.trim())).toBeGreaterThan(0);
  });

  it('renders every component to a string on the server', async () => {
    // The built package, by its published name (Node resolves it to dist/ through the exports map).
    const pkg = await import('react-address-entry');
    const client = pkg.createAddressClient({
      baseUrl: 'https://never.test',
      fetch: () => Promise.reject(new Error('no fetch on the server')),
    });
    const render = <P extends object>(component: ComponentType<P>, props: P) =>
      renderToString(createElement(pkg.AddressEntryProvider, { client }, createElement(component, props)));
    expect(
      render(pkg.HouseNumberCombobox, { country: 'BE', municipalityNisCode: 11002, streetId: 824, postcode: 2610 }),
    ).toContain('role="combobox"');
    expect(
      render(pkg.HouseNumberCombobox, {
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        defaultInputValue: '36',
      }),
    ).toContain('value="36"');
    expect(render(pkg.ExactAddressLookup, { defaultValue: { city: 'Haarlem' } })).toContain('value="Haarlem"');
    expect(render(pkg.CityPicker, { candidates: ['Hengelo gem. Hengelo'], onCityChange: () => undefined })).toContain(
      'Hengelo, municipality of Hengelo',
    );
  });

  it('renders the DHL pickup on the server as the browser first shows it, its own import passed to germanPickup', async () => {
    const pkg = await import('react-address-entry');
    const { dhlPickup } = await import('react-address-entry/pickup');
    const client = pkg.createAddressClient({
      baseUrl: 'https://never.test',
      fetch: () => Promise.reject(new Error('no fetch on the server')),
    });
    const render = <P extends object>(component: ComponentType<P>, props: P) =>
      renderToString(createElement(pkg.AddressEntryProvider, { client }, createElement(component, props)));
    // A saved Packstation: the choice and the station's fields are in the first HTML, nothing waits for a chunk.
    const saved = { postcode: '10117', city: 'Berlin', street: 'Packstation 123', postNumber: '12345678' };
    const fields = render(pkg.AddressFields, { country: 'DE', germanPickup: dhlPickup, defaultValue: saved });
    expect(fields).toContain('Deliver to');
    expect(fields).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="packstation")(?=[^>]*checked="")[^>]*>/u);
    expect(fields).toContain('Packstation number');
    expect(fields).toContain('value="123"');
    const entry = render(pkg.AddressEntry, { defaultCountry: 'DE', germanPickup: dhlPickup });
    expect(entry).toContain('Deliver to');
    // Without it, nothing of the pickup: the saved station is a street to look up.
    const plain = render(pkg.AddressFields, { country: 'DE', defaultValue: saved });
    expect(plain).not.toContain('Deliver to');
    expect(plain).not.toContain('Packstation number');
  });
});
