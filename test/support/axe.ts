import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element and fails with the violations listed. Colour contrast needs a layout engine, which jsdom
 * has not: the stories run axe in Chromium for that.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
  expect(violations).toEqual([]);
}
