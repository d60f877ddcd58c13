import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { autofillToken } from '../../../src/components/shared/autofill-token.ts';
import {
  AddressEntryProvider,
  AddressFields,
  ExactAddressLookup,
  HouseNumberCombobox,
  PostalAreaCombobox,
  PostcodeAddressLookup,
  StreetCombobox,
  createAddressClient,
} from '../../../src/index.ts';

const client = createAddressClient({ baseUrl: 'https://service.test/api' });

/** Every visible field of a component, by its label, with its `autocomplete` attribute. */
function tokens(ui: ReactElement): Record<string, string | null> {
  const { container, unmount } = render(<AddressEntryProvider client={client}>{ui}</AddressEntryProvider>);
  const fields = [...container.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=radio])')];
  const read = Object.fromEntries(
    fields.map((input) => [input.labels?.[0]?.textContent ?? input.name, input.getAttribute('autocomplete')]),
  );
  unmount();
  return read;
}

describe('autofill tokens: what every browser maps right', () => {
  it.each([undefined, 'shipping'])(
    'gives each field its WHATWG token (section %s), and the house number none',
    (section) => {
      const s = (token: string) => (section === undefined ? token : `section-${section} ${token}`);
      const inSection = section === undefined ? {} : { autoCompleteSection: section };
      expect(tokens(<PostcodeAddressLookup {...inSection} />)).toEqual({
        Postcode: s('postal-code'),
        'House number': 'off',
        Addition: 'off',
      });
      expect(tokens(<ExactAddressLookup {...inSection} />)).toEqual({
        City: s('address-level2'),
        Street: s('address-line1'),
        'House number': 'off',
        Addition: 'off',
      });
      expect(tokens(<AddressFields country="BE" {...inSection} />)).toEqual({
        'Postcode or town': s('postal-code'),
        Street: s('address-line1'),
        'House number': 'off',
      });
      expect(tokens(<PostalAreaCombobox country="DE" {...inSection} />)).toEqual({
        'Postcode or town': s('postal-code'),
      });
      expect(tokens(<StreetCombobox country="DE" cityId={null} {...inSection} />)).toEqual({
        Street: s('address-line1'),
      });
      expect(
        tokens(<HouseNumberCombobox country="DE" cityId={null} streetId={1817} postcode="01219" {...inSection} />),
      ).toEqual({ 'House number': 'off' });
    },
  );

  it('never gives a house number the second address line, which holds a floor or flat', () => {
    const all = [
      <PostcodeAddressLookup key="p" />,
      <ExactAddressLookup key="e" />,
      <AddressFields key="a" country="DE" />,
    ].map(tokens);
    expect(all.flatMap((fields) => Object.values(fields))).not.toContainEqual(expect.stringContaining('address-line2'));
  });
});

describe('autofillToken', () => {
  it('gives the token alone without a section, or with an empty one', () => {
    expect(autofillToken('postal-code', undefined)).toBe('postal-code');
    expect(autofillToken('postal-code', '')).toBe('postal-code');
  });

  it('puts the token in its section, so a shipping and a billing address fill apart', () => {
    expect(autofillToken('address-line1', 'shipping')).toBe('section-shipping address-line1');
    expect(autofillToken('address-line1', 'billing')).toBe('section-billing address-line1');
  });

  it('turns autofill off for a field no token names, in a section too', () => {
    expect(autofillToken(null, undefined)).toBe('off');
    expect(autofillToken(null, 'shipping')).toBe('off');
  });
});
