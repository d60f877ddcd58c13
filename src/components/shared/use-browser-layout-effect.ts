import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect, which runs before the browser paints (to measure or place what is shown); on a server, which knows
 * no layout, a plain effect, which never runs there, without React's warning about layout effects.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
