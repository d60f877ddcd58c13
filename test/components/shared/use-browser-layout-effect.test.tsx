import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserLayoutEffect } from '../../../src/components/shared/use-browser-layout-effect.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('useBrowserLayoutEffect', () => {
  it('is a layout effect in a browser: it runs before a plain effect of the same render', () => {
    const order: string[] = [];
    function Probe() {
      useEffect(() => {
        order.push('effect');
      });
      useBrowserLayoutEffect(() => {
        order.push('layout');
      });
      return null;
    }
    render(<Probe />);
    expect(order).toEqual(['layout', 'effect']);
    expect(useBrowserLayoutEffect).toBe(useLayoutEffect);
  });

  it('is a plain effect where there is no document (a server), so React does not warn', async () => {
    vi.stubGlobal('document', undefined);
    vi.resetModules();
    const react = await import('react');
    const onServer = await import('../../../src/components/shared/use-browser-layout-effect.ts');
    expect(onServer.useBrowserLayoutEffect).toBe(react.useEffect);
  });
});
