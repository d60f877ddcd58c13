import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveRegion } from '../../../src/components/shared/live-region.tsx';

describe('LiveRegion', () => {
  it('is a polite, atomic status region holding its text', () => {
    render(<LiveRegion>3 house numbers found.</LiveRegion>);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('3 house numbers found.');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it('is visually hidden', () => {
    render(<LiveRegion>Searching…</LiveRegion>);
    expect(screen.getByRole('status')).toHaveClass('rae-visually-hidden');
  });

  it('changes its text in place: the same node, so a screen reader reads the change', () => {
    const { rerender } = render(<LiveRegion>Searching…</LiveRegion>);
    const before = screen.getByRole('status');
    rerender(<LiveRegion>1 house number found.</LiveRegion>);
    expect(screen.getByRole('status')).toBe(before);
    expect(before).toHaveTextContent('1 house number found.');
  });
});
