import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberSuggestion, BelgianPostalArea, BelgianStreet } from '../../../src/api/types.ts';
import type { AddressFieldsDefaultValue } from '../../../src/components/address-fields/address-fields-props.ts';
import { COUNTRY_STEPS } from '../../../src/components/address-fields/country-steps.ts';
import { NO_TEXTS, useAddressFields } from '../../../src/components/address-fields/use-address-fields.ts';

const wilrijk: BelgianPostalArea = {
  municipalityName: 'Antwerpen',
  municipalityNisCode: 11002,
  postcode: 2610,
  matchedName: 'Wilrijk',
};
const europalaan: BelgianStreet = {
  streetId: 7,
  streetName: 'Europalaan',
  postcode: 2610,
  municipalityName: 'Antwerpen',
};
const thirtySix: BelgianHouseNumberSuggestion = {
  houseNumber: '36',
  number: 36,
  bisNumber: null,
  boxNumber: null,
  postcode: 2610,
  status: 'validated',
};

const renderFields = (defaultValue?: AddressFieldsDefaultValue) =>
  renderHook(() => useAddressFields(COUNTRY_STEPS.BE, defaultValue, 'validated'));

describe('useAddressFields', () => {
  it('starts the steps from a prefilled address, its postal area as its option reads and its street line split', () => {
    const { result } = renderFields({ postcode: '2610', city: 'Wilrijk', street: 'Europalaan 36 bus 1' });
    expect(result.current.initial).toEqual({ area: '2610 Wilrijk', street: 'Europalaan', houseNumber: '36 bus 1' });
    expect(result.current.shown).toEqual(result.current.initial);
  });

  it('starts empty without a prefilled address, or with one of blank texts', () => {
    expect(renderFields().result.current.initial).toBeNull();
    expect(renderFields({ postcode: ' ', street: '' }).result.current).toMatchObject({
      initial: null,
      prefilled: NO_TEXTS,
    });
  });

  it('makes the address of the three choices, and clears the later choices when an earlier one changes', () => {
    const { result } = renderFields();
    act(() => result.current.chooseArea(wilrijk));
    act(() => result.current.chooseStreet(europalaan));
    act(() => result.current.chooseHouse(thirtySix));
    expect(result.current.address).toMatchObject({
      country: 'BE',
      postcode: '2610',
      street: 'Europalaan',
      houseNumber: '36',
      status: 'validated',
    });
    act(() => result.current.chooseStreet({ ...europalaan, streetId: 8, streetName: 'Boomsesteenweg' }));
    expect(result.current).toMatchObject({ house: null, address: null });
    act(() => result.current.chooseHouse(thirtySix));
    act(() => result.current.chooseArea(null));
    expect(result.current).toMatchObject({ area: null, street: null, house: null, address: null });
  });

  it('starts the street step afresh under a new key when the area changes, and the house-number step when the street does', () => {
    const { result } = renderFields();
    const before = result.current.keys;
    act(() => result.current.chooseArea(wilrijk));
    const areaChosen = result.current.keys;
    expect(areaChosen.area).toBe(before.area);
    expect(areaChosen.street).not.toBe(before.street);
    expect(areaChosen.houseNumber).toBe(before.houseNumber);
    act(() => result.current.chooseStreet(europalaan));
    expect(result.current.keys.houseNumber).not.toBe(areaChosen.houseNumber);
    expect(result.current.keys.street).toBe(areaChosen.street);
  });

  it('starts every step afresh from a fill’s texts, with nothing chosen', () => {
    const { result } = renderFields();
    act(() => result.current.chooseArea(wilrijk));
    const before = result.current.keys;
    const filled = { area: '2610', street: 'Europalaan', houseNumber: '36' };
    act(() => result.current.refill(filled));
    expect(result.current).toMatchObject({ area: null, street: null, house: null, prefilled: filled, shown: filled });
    expect(result.current.keys.area).not.toBe(before.area);
  });

  it('drops what was prefilled once the person edits, and keeps text typed in a waiting step', () => {
    const { result } = renderFields({ postcode: '2610', street: 'Europalaan', houseNumber: '36' });
    act(() => result.current.edited());
    expect(result.current.prefilled).toEqual(NO_TEXTS);
    act(() => result.current.keep('street', 'Europa'));
    expect(result.current.prefilled).toEqual({ ...NO_TEXTS, street: 'Europa' });
  });
});
