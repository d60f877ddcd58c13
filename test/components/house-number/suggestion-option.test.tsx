import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BelgianHouseNumberSuggestion } from '../../../src/api/types.ts';
import { SuggestionOption } from '../../../src/components/house-number/suggestion-option.tsx';

const n36: BelgianHouseNumberSuggestion = {
  houseNumber: '36',
  number: 36,
  bisNumber: null,
  boxNumber: null,
  postcode: 2610,
  status: 'incomplete',
};

type OptionProps = ComponentProps<typeof SuggestionOption>;
const props = (more: Partial<OptionProps> = {}): OptionProps => ({
  suggestion: n36,
  itemProps: { id: 'option-0', role: 'option', 'aria-selected': false, onClick: () => undefined },
  highlighted: false,
  selected: false,
  status: 'incomplete',
  statusText: 'needs a bis or box number',
  otherPostcode: null,
  renderSuggestion: undefined,
  ...more,
});
const list = (option: OptionProps) => (
  <ul role="listbox" aria-label="House numbers">
    <SuggestionOption {...option} />
  </ul>
);

describe('SuggestionOption', () => {
  it('is an option named by its number and status, with Downshift’s props and its state as data', () => {
    render(list(props({ highlighted: true, selected: true })));
    const option = screen.getByRole('option', { name: '36, needs a bis or box number' });
    expect(option).toHaveAttribute('id', 'option-0');
    expect(option).toHaveAttribute('data-status', 'incomplete');
    expect(option).toHaveAttribute('data-highlighted', '');
    expect(option).toHaveAttribute('data-selected', '');
  });

  it('renders the shop’s own content, told its state, and leaves the name to that content', () => {
    const renderSuggestion = vi.fn(() => <strong>Number 36</strong>);
    render(
      list(
        props({
          renderSuggestion,
          status: 'unverified',
          statusText: 'use as typed, not verified',
          otherPostcode: 'postcode 2020',
        }),
      ),
    );
    expect(screen.getByRole('option', { name: 'Number 36' })).toHaveAttribute('data-status', 'unverified');
    expect(renderSuggestion).toHaveBeenCalledWith(n36, {
      highlighted: false,
      selected: false,
      statusText: 'use as typed, not verified',
      otherPostcode: 'postcode 2020',
      unverified: true,
    });
  });

  it('does not render again for new Downshift handlers that act the same, but does when the highlight moves', () => {
    const renderSuggestion = vi.fn(() => '36');
    const first = props({ renderSuggestion });
    const { rerender } = render(list(first));
    rerender(list({ ...first, itemProps: { ...first.itemProps, onClick: () => undefined } }));
    expect(renderSuggestion).toHaveBeenCalledTimes(1);
    rerender(list({ ...first, highlighted: true }));
    expect(renderSuggestion).toHaveBeenCalledTimes(2);
  });

  it('renders again when an attribute of Downshift’s props changes, or one is added', () => {
    const renderSuggestion = vi.fn(() => '36');
    const first = props({ renderSuggestion });
    const { rerender } = render(list(first));
    rerender(list({ ...first, itemProps: { ...first.itemProps, 'aria-selected': true } }));
    expect(renderSuggestion).toHaveBeenCalledTimes(2);
    rerender(list({ ...first, itemProps: { ...first.itemProps, 'aria-selected': true, 'aria-disabled': true } }));
    expect(renderSuggestion).toHaveBeenCalledTimes(3);
  });
});
