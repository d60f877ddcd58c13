import { useEffect, useLayoutEffect } from 'react';

/** `useLayoutEffect` in a browser; on a server `useEffect`, which never runs there and draws no React warning. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
