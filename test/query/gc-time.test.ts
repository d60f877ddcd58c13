import { afterEach, describe, expect, it, vi } from 'vitest';
import { gcTimeOutsideServer } from '../../src/query/gc-time.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gcTimeOutsideServer', () => {
  it('keeps an unused answer forever on a server (no window), so no timer holds the process', () => {
    expect(typeof window).toBe('undefined');
    expect(gcTimeOutsideServer(60_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps it for the time given in a browser', () => {
    vi.stubGlobal('window', {});
    expect(gcTimeOutsideServer(60_000)).toBe(60_000);
    expect(gcTimeOutsideServer(24 * 60 * 60 * 1000)).toBe(24 * 60 * 60 * 1000);
  });

  it('takes Deno for a server even with a window, as React Query does', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('Deno', {});
    expect(gcTimeOutsideServer(60_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('asks at each call, so one module serves a server render and the browser', () => {
    expect(gcTimeOutsideServer(1000)).toBe(Number.POSITIVE_INFINITY);
    vi.stubGlobal('window', {});
    expect(gcTimeOutsideServer(1000)).toBe(1000);
  });
});
