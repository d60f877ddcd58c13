import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** Every page of the documentation site (`docs/**\/*.mdx`), as paths from the repository's root, sorted. */
export async function docPages(): Promise<string[]> {
  return (await readdir(join(root, 'docs'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The target of every Markdown link and image of a text, outside code (`[text](target)`, `![alt](target)`). */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gmu, '').replace(/`[^`\n]*`/gu, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/gu)].map((match) => match[1] ?? '');
}

/**
 * The anchors GitHub and Storybook (rehype-slug, github-slugger) give a text's headings: lower case, punctuation but
 * `-` and `_` dropped, each space a `-`, a repeated one numbered (`-1`, `-2`).
 */
export function headingSlugs(markdown: string): string[] {
  const seen = new Map<string, number>();
  const slugs: string[] = [];
  for (const heading of headings(markdown)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /gu, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.push(count === 0 ? base : `${base}-${String(count)}`);
  }
  return slugs;
}

/** The text of each heading of a Markdown or MDX text (without its `#`s), outside code blocks. */
export function headings(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gmu, '');
  return [...prose.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gmu)].map((match) => match[1] ?? '');
}

/** A fenced code block whose first line is a comment naming a file of an example shop. */
export interface ExampleBlock {
  line: number;
  path: string;
  code: string;
}

/**
 * Every fenced block of `markdown` whose first line names a file of an example shop (`// examples/next-shop/app/page.tsx`;
 * the Next.js shop unless `example` names another, `jest-shop`), with the line the block starts on and its text (the
 * naming line included, the fences not).
 */
export function exampleBlocks(markdown: string, example = 'next-shop'): ExampleBlock[] {
  const firstLine = new RegExp(`^(?:\\/\\/|#) examples\\/${example}\\/(\\S+)\\s*$`, 'u');
  const blocks: ExampleBlock[] = [];
  for (const match of markdown.matchAll(/^```[\w-]*[ \t]*\n([\s\S]*?)^```[ \t]*$/gmu)) {
    const code = match[1] ?? '';
    const path = firstLine.exec(code.split('\n', 1)[0] ?? '')?.[1];
    if (path !== undefined) blocks.push({ line: markdown.slice(0, match.index).split('\n').length, path, code });
  }
  return blocks;
}
