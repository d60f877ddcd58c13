/** The `{name}` placeholders of each text of a table that has any, sorted: what the components fill in. */
export function placeholdersByKey(table: object): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(table)) {
    const names = [...String(text).matchAll(/\{(\w+)\}/gu)].map(([, name]) => name ?? '').sort();
    if (names.length > 0) found[key] = names;
  }
  return found;
}
