import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddressStep, StepTexts } from '../../../src/components/address-fields/use-address-fill.ts';
import { useShownTexts } from '../../../src/components/address-fields/use-shown-texts.ts';

type Keys = Record<AddressStep, string>;
const keys: Keys = { area: '0', street: '0 null', houseNumber: '0 ' };
const starts: StepTexts = { area: '2610 Wilrijk', street: 'Europalaan', houseNumber: '36' };

function renderShown() {
  return renderHook(({ keys, starts }: { keys: Keys; starts: StepTexts }) => useShownTexts(keys, starts), {
    initialProps: { keys, starts },
  });
}

describe('useShownTexts', () => {
  it('shows the texts the steps start from, then what each step reports', () => {
    const { result } = renderShown();
    expect(result.current.shown).toEqual(starts);
    act(() => result.current.reportText('street', 'Europ'));
    expect(result.current.shown).toEqual({ ...starts, street: 'Europ' });
  });

  it('starts a step under a new key afresh from its first text, in the same render, and keeps the steps whose key holds', () => {
    const { result, rerender } = renderShown();
    act(() => {
      result.current.reportText('area', '2610');
      result.current.reportText('street', 'Eur');
      result.current.reportText('houseNumber', '3');
    });
    rerender({
      keys: { ...keys, street: '0 {"area":1}', houseNumber: '0 x' },
      starts: { area: 'ignored', street: '', houseNumber: '' },
    });
    expect(result.current.shown).toEqual({ area: '2610', street: '', houseNumber: '' });
  });

  it('takes no new start while the keys hold', () => {
    const { result, rerender } = renderShown();
    rerender({ keys: { ...keys }, starts: { area: 'other', street: 'other', houseNumber: 'other' } });
    expect(result.current.shown).toEqual(starts);
  });
});
