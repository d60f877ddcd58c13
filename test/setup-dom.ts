import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no canvas: its getContext prints "Not implemented" on the console at each call (axe asks for one to
// measure colour contrast). A browser without a 2D context answers null, which axe handles; answer that quietly.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
