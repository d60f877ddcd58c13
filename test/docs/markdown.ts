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
  const prose = markdown.replace(/^```[\s\S]*?^```/gmu, '');
  for (const match of prose.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gmu)) {
    const base = (match[1] ?? '').toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /gu, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.push(count === 0 ? base : `${base}-${String(count)}`);
  }
  return slugs;
}
