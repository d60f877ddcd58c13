import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('server rendering', () => {
  it('imports the package without a DOM and renders the hooks to a string', async () => {
    expect(typeof window).toBe('undefined');
    const { AddressEntryProvider, createAddressClient, useExactAddress, useHouseNumberAutocomplete } =
      await import('../../src/index.ts');

    function Lookup() {
      const exact = useExactAddress({ city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 });
      const numbers = useHouseNumberAutocomplete({
        country: 'DE',
        cityId: null,
        streetId: 1817,
        postcode: '01219',
        validation: 'none',
        houseNumber: '36',
      });
      return createElement(Fragment, null, `exact:${exact.status} numbers:${numbers.status}`);
    }

    const client = createAddressClient({
      baseUrl: 'https://never.test',
      fetch: () => Promise.reject(new Error('no fetch on the server')),
    });
    const html = renderToString(createElement(AddressEntryProvider, { client }, createElement(Lookup)));
    expect(html).toBe('exact:pending numbers:pending');
  });
});
