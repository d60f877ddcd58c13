import { describe, expect, it, vi } from 'vitest';
import { forwardByCountry } from '../../../src/components/combobox/forward-by-country.ts';

interface Belgian {
  postcode: number;
}
interface German {
  postcode: string;
}
type Item = Belgian | German;
const isBelgian = (item: Item): item is Belgian => typeof item.postcode === 'number';
const isGerman = (item: Item): item is German => typeof item.postcode === 'string';

describe('forwardByCountry', () => {
  it('passes a Belgian field its Belgian items, and null', () => {
    const onSelectedItemChange = vi.fn<(item: Belgian | null) => void>();
    const forward = forwardByCountry<Item, Belgian, German>(
      { country: 'BE', onSelectedItemChange },
      isBelgian,
      isGerman,
    );
    forward({ postcode: 2610 });
    forward(null);
    expect(onSelectedItemChange.mock.calls).toEqual([[{ postcode: 2610 }], [null]]);
  });

  it('passes a German field its German items, and null', () => {
    const onSelectedItemChange = vi.fn<(item: German | null) => void>();
    const forward = forwardByCountry<Item, Belgian, German>(
      { country: 'DE', onSelectedItemChange },
      isBelgian,
      isGerman,
    );
    forward({ postcode: '01219' });
    forward(null);
    expect(onSelectedItemChange.mock.calls).toEqual([[{ postcode: '01219' }], [null]]);
  });

  it('passes on no item of the other country', () => {
    const belgian = vi.fn<(item: Belgian | null) => void>();
    const german = vi.fn<(item: German | null) => void>();
    forwardByCountry<Item, Belgian, German>(
      { country: 'BE', onSelectedItemChange: belgian },
      isBelgian,
      isGerman,
    )({ postcode: '01219' });
    forwardByCountry<Item, Belgian, German>(
      { country: 'DE', onSelectedItemChange: german },
      isBelgian,
      isGerman,
    )({ postcode: 2610 });
    expect(belgian).not.toHaveBeenCalled();
    expect(german).not.toHaveBeenCalled();
  });

  it('does nothing without a listener', () => {
    const forward = forwardByCountry<Item, Belgian, German>({ country: 'BE' }, isBelgian, isGerman);
    expect(() => {
      forward({ postcode: 2610 });
      forward(null);
    }).not.toThrow();
  });
});
