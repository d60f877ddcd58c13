import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_FIRST_RENDER, useReportChange } from '../../../src/components/shared/use-report-change.ts';

describe('useReportChange', () => {
  it('reports nothing on the first render, by default', () => {
    const report = vi.fn();
    renderHook(() => useReportChange('2610', report));
    expect(report).not.toHaveBeenCalled();
  });

  it('reports once per change of the key, not on a render that keeps it', () => {
    const report = vi.fn();
    const { rerender } = renderHook<undefined, { key: string | null }>(
      ({ key }) => {
        useReportChange(key, () => {
          report(key);
        });
      },
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'a' });
    expect(report).not.toHaveBeenCalled();
    rerender({ key: 'b' });
    rerender({ key: 'b' });
    rerender({ key: null });
    expect(report.mock.calls).toEqual([['b'], [null]]);
  });

  it('reports with the render’s own callback, so a new inline callback does not report again', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(({ key, tag }) => useReportChange(key, () => calls.push(`${key}:${tag}`)), {
      initialProps: { key: 'a', tag: 'first' },
    });
    rerender({ key: 'b', tag: 'second' });
    rerender({ key: 'b', tag: 'third' });
    expect(calls).toEqual(['b:second']);
  });

  it('reports on the first render with REPORT_FIRST_RENDER, whatever the key (undefined once meant it, and did not)', () => {
    const report = vi.fn();
    renderHook(() => useReportChange(null, report, REPORT_FIRST_RENDER));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports on the first render when the key differs from the initial key given', () => {
    const report = vi.fn();
    renderHook(() => useReportChange('chosen', report, null));
    expect(report).toHaveBeenCalledTimes(1);
    const quiet = vi.fn();
    renderHook(() => useReportChange(null, quiet, null));
    expect(quiet).not.toHaveBeenCalled();
  });
});
