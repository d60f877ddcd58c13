import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BelgianHouseNumberSuggestion } from '../../../src/api/types.ts';
import { SuggestionContent, suggestionLabel } from '../../../src/components/house-number/suggestion-content.tsx';

const box1: BelgianHouseNumberSuggestion = {
  houseNumber: '36 bus 1',
  number: 36,
  bisNumber: null,
  boxNumber: '1',
  postcode: 2020,
  status: 'validated',
};
const state = { highlighted: false, selected: false, statusText: 'verified', otherPostcode: null, unverified: false };

describe('suggestionLabel', () => {
  it('names an option by its number and status in words, starting with the visible text', () => {
    expect(suggestionLabel(box1, state)).toBe('36 bus 1, verified');
  });

  it('adds a postcode that differs from the street’s', () => {
    expect(suggestionLabel(box1, { ...state, otherPostcode: 'postcode 2020' })).toBe(
      '36 bus 1, verified, postcode 2020',
    );
  });
});

describe('SuggestionContent', () => {
  it('shows the number, its status with the status as data, and a postcode that differs', () => {
    const { container } = render(
      <SuggestionContent
        houseNumber="36 bus 1"
        status="validated"
        statusText="verified"
        otherPostcode="postcode 2020"
        unverified={false}
      />,
    );
    expect(container).toHaveTextContent('36 bus 1 verified postcode 2020');
    expect(container.querySelector('.rae-status')).toHaveAttribute('data-status', 'validated');
    expect(container.querySelector('.rae-combobox__postcode')).toHaveTextContent('postcode 2020');
  });

  it('shows no postcode when it is the street’s, and marks the typed text taken without the check as unverified', () => {
    const { container } = render(
      <SuggestionContent
        houseNumber="36"
        status="unknown"
        statusText="use as typed, not verified"
        otherPostcode={null}
        unverified
      />,
    );
    expect(container.querySelector('.rae-combobox__postcode')).toBeNull();
    expect(container.querySelector('.rae-status')).toHaveAttribute('data-status', 'unverified');
    expect(container).toHaveTextContent('36 use as typed, not verified');
  });
});
