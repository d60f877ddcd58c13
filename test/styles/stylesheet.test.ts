import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//gu, '');

/** Every selector of every rule, outside @keyframes. */
function selectors(): string[] {
  const found: string[] = [];
  const withoutKeyframes = css.replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/gu, '');
  for (const match of withoutKeyframes.matchAll(/([^{};]+)\{/gu)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    found.push(...prelude.split(',').map((s) => s.trim()));
  }
  return found;
}

describe('the default theme', () => {
  it('has no global selector: every selector starts with a component class', () => {
    const list = selectors();
    expect(list.length).toBeGreaterThan(30);
    expect(list.filter((s) => !s.startsWith('.rae-'))).toEqual([]);
  });

  it("is driven by custom properties, follows the host page's colour scheme, and shows focus", () => {
    expect(css).toMatch(/--rae-color-focus: light-dark\(/u);
    // Never by the visitor's preference alone: a light-only shop would get light text on white.
    expect(css).not.toMatch(/prefers-color-scheme/u);
    expect(css).toMatch(/:focus-visible/u);
  });

  it('gives every status an icon next to its words, hidden from screen readers', () => {
    for (const status of ['validated', 'incomplete', 'unknown', 'unverified']) {
      expect(css).toMatch(new RegExp(`\\.rae-status\\[data-status='${status}'\\]::before \\{\\s*content: '[^']+' / '';`, 'u'));
    }
  });
});
