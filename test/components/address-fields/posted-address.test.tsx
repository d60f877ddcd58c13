import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressFieldsAddress } from '../../../src/components/address-fields/address-fields-props.ts';
import {
  areaParts,
  HiddenFields,
  POSTED_KEYS,
  postedAddress,
  shownAddress,
} from '../../../src/components/address-fields/posted-address.tsx';

const address: AddressFieldsAddress = {
  country: 'BE',
  postcode: '2610',
  city: 'Antwerpen',
  street: 'Europalaan',
  houseNumber: '36 bus 1',
  houseNumberParts: { number: 36, box: '1' },
  status: 'validated',
  streetId: 7,
  municipalityNisCode: 11002,
  addressToken: 'a~b',
};

describe('areaParts', () => {
  it('reads the postcode and place of a postal-area text as a person writes them', () => {
    expect(areaParts('2610 Wilrijk')).toEqual({ postcode: '2610', city: 'Wilrijk' });
    expect(areaParts(' 50667 ')).toEqual({ postcode: '50667', city: '' });
    expect(areaParts('Wilrijk ')).toEqual({ postcode: '', city: 'Wilrijk' });
    expect(areaParts('123 Main')).toEqual({ postcode: '', city: '123 Main' });
  });

  it('gives back any postcode and place it is given together', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4,5}$/u),
        fc.stringMatching(/^[A-Za-zäöü][A-Za-zäöü -]{0,15}[a-z]$/u),
        (postcode, city) => {
          expect(areaParts(`${postcode} ${city}`)).toEqual({ postcode, city });
        },
      ),
    );
  });
});

describe('shownAddress', () => {
  it('splits the postal area into its postcode and place, and keeps street and number as shown', () => {
    expect(shownAddress({ area: '2610 Wilrijk', street: 'Europa', houseNumber: '36' })).toEqual({
      postcode: '2610',
      city: 'Wilrijk',
      street: 'Europa',
      houseNumber: '36',
    });
  });
});

describe('postedAddress', () => {
  const shown = { postcode: '2610', city: 'Wilrijk', street: 'Europa', houseNumber: '36' };

  it('posts the confirmed address with its parts, status and token', () => {
    expect(postedAddress(address, shown)).toEqual({
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberParts: 'number=36&box=1',
      status: 'validated',
      token: 'a~b',
    });
  });

  it('posts no parts for a number taken as typed, and no token without one', () => {
    const { addressToken: _token, ...unsigned } = address;
    expect(postedAddress({ ...unsigned, status: 'unverified' }, shown)).toMatchObject({
      houseNumberParts: '',
      status: 'unverified',
      token: '',
    });
    expect(postedAddress({ ...unsigned, status: 'unknown' }, shown)).toMatchObject({
      houseNumberParts: 'number=36&box=1',
      status: 'unknown',
    });
  });

  it('posts what the fields show, with nothing confirmed, while no address holds', () => {
    expect(postedAddress(null, shown)).toEqual({ ...shown, houseNumberParts: '', status: '', token: '' });
  });
});

describe('HiddenFields', () => {
  it('posts each key given under its name, in the order of the keys, and nothing for a name that is null or a value left out', () => {
    const { container } = render(
      <form>
        <HiddenFields
          names={{ postcode: 'zip', city: 'town', street: null, status: 'addressStatus', token: 'addressToken' }}
          posted={{ city: 'Antwerpen', postcode: '2610', street: 'Europalaan', status: 'validated' }}
        />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([
      ['zip', '2610'],
      ['town', 'Antwerpen'],
      ['addressStatus', 'validated'],
    ]);
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(3);
  });

  it('knows every key AddressFields posts', () => {
    expect(POSTED_KEYS).toEqual([
      'postcode',
      'city',
      'street',
      'houseNumber',
      'houseNumberParts',
      'status',
      'token',
      'postNumber',
      'deliveryTo',
    ]);
  });
});
