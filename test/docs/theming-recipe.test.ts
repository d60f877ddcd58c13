import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** Every ```css block of a Markdown or MDX text. */
const cssBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/^```css[ \t]*\n([\s\S]*?)^```[ \t]*$/gmu)].map((match) => match[1] ?? '');

describe('the Tailwind recipe of the theming page (issue 52)', () => {
  it('is the recipe the stories check in the browser, character for character', async () => {
    const page = await readFile(join(root, 'docs/languages-and-theming.mdx'), 'utf8');
    const recipe = await readFile(join(root, 'stories/theming/tailwind-recipe.css'), 'utf8');
    expect(recipe).toMatch(/--rae-radius: var\(--radius-md\);/u);
    expect(cssBlocks(page)).toContain(recipe);
  });
});
