import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BelgianHouseNumberSuggestion,
  GermanHouseNumberSuggestion,
  HouseNumberSuggestion,
} from '../../../src/api/types.ts';
import { useHouseNumberOptions } from '../../../src/components/house-number/use-house-number-options.ts';
import { translatorFor } from '../../../src/i18n/format-message.ts';
import { houseNumberMessages } from '../../../src/i18n/house-number-messages.ts';

const t = translatorFor(houseNumberMessages);
const belgian = (
  houseNumber: string,
  postcode: number,
  status: HouseNumberSuggestion['status'],
): BelgianHouseNumberSuggestion => ({
  houseNumber,
  number: Number.parseInt(houseNumber, 10),
  bisNumber: null,
  boxNumber: null,
  postcode,
  status,
});

describe('useHouseNumberOptions', () => {
  it('gives each suggestion its status in words, and a postcode only where it differs from the street’s', () => {
    const items = [belgian('36', 2610, 'incomplete'), belgian('212', 2020, 'validated')];
    const { result } = renderHook(() => useHouseNumberOptions(items, null, t, { country: 'BE', postcode: 2610 }));
    expect(result.current).toEqual([
      { suggestion: items[0], status: 'incomplete', statusText: 'needs a bis or box number', otherPostcode: null },
      { suggestion: items[1], status: 'validated', statusText: 'verified', otherPostcode: 'postcode 2020' },
    ]);
  });

  it('compares a German postcode with its leading zero, and says what an incomplete German number needs', () => {
    const item: GermanHouseNumberSuggestion = {
      houseNumber: '36',
      number: 36,
      addition: null,
      postcode: '01219',
      status: 'incomplete',
    };
    const { result } = renderHook(() => useHouseNumberOptions([item], null, t, { country: 'DE', postcode: '01219' }));
    expect(result.current[0]).toMatchObject({ statusText: 'needs an addition', otherPostcode: null });
  });

  it('marks the typed text offered during an outage as unverified', () => {
    const typed = belgian('36', 2610, 'unknown');
    const { result } = renderHook(() => useHouseNumberOptions([typed], typed, t, { country: 'BE', postcode: 2610 }));
    expect(result.current[0]).toMatchObject({ status: 'unverified', statusText: 'use as typed, not verified' });
  });

  it('makes the options once per answer, not on each render', () => {
    const items = [belgian('36', 2610, 'validated')];
    const { result, rerender } = renderHook(({ street }) => useHouseNumberOptions(items, null, t, street), {
      initialProps: { street: { country: 'BE' as const, postcode: 2610 } },
    });
    const first = result.current;
    rerender({ street: { country: 'BE', postcode: 2610 } });
    expect(result.current).toBe(first);
  });
});
