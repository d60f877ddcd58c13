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

  it('is driven by custom properties, shows focus, and keeps dark colours opt-in', () => {
    expect(css).toMatch(/--_rae-color-focus: var\(--rae-color-focus, #/u);
    expect(css).toMatch(/:focus-visible/u);
    expect(css).toMatch(/\.rae-theme-dark \.rae-combobox/u);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.rae-theme-auto \.rae-combobox/u);
  });

  // Issue 52: `.checkout { --rae-radius: 0 }` did nothing while each component's root declared every variable.
  it('declares no --rae-* property anywhere, so a value set on any ancestor reaches every component', () => {
    expect(css.match(/--rae-[\w-]+\s*:/gu) ?? []).toEqual([]);
  });

  it("reads each of its private --_rae-* properties from the shop's --rae-* of the same name, the theme's value as the fallback", () => {
    const declared = [...css.matchAll(/(--_rae-[\w-]+)\s*:\s*([^;]+);/gu)];
    expect(declared.length).toBeGreaterThan(30);
    for (const [, name, value] of declared)
      expect(value).toMatch(new RegExp(`^var\\(${(name ?? '').replace('--_rae-', '--rae-')}, .+\\)$`, 'u'));
    // Every private property the rules use is one the roots declare.
    const names = new Set(declared.map(([, name]) => name));
    expect(
      [...css.matchAll(/var\((--_rae-[\w-]+)\)/gu)].map(([, name]) => name).filter((name) => !names.has(name)),
    ).toEqual([]);
  });

  it('uses no colour function a bundler rewrites into page-dependent variables', () => {
    expect(css).not.toMatch(/light-dark\(/u);
  });

  it('gives every status an icon next to its words, hidden from screen readers', () => {
    for (const status of ['validated', 'incomplete', 'unknown', 'unverified']) {
      expect(css).toMatch(
        new RegExp(`\\.rae-status\\[data-status='${status}'\\]::before \\{\\s*content: '[^']+' / '';`, 'u'),
      );
    }
  });
});
