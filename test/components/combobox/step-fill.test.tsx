import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StepFillProvider, useStepFill, type StepFill } from '../../../src/components/combobox/step-fill.ts';

const fill: StepFill = {
  pending: true,
  waiting: false,
  paused: false,
  silent: false,
  start: '1',
  fallbackAction: 'Continue without the check',
  earlierGaveUp: '',
  onFill: vi.fn(),
  onTyped: vi.fn(),
  onOutcome: vi.fn(),
  onUnavailable: vi.fn(),
  confirm: () => '',
};

describe('useStepFill', () => {
  it('is null for a step used alone', () => {
    expect(renderHook(() => useStepFill()).result.current).toBeNull();
  });

  it('gives a step what its composition provides', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StepFillProvider value={fill}>{children}</StepFillProvider>
    );
    expect(renderHook(() => useStepFill(), { wrapper }).result.current).toBe(fill);
  });
});
