import { POSTED_NAMES, type PostedKey } from '../api/posted-names.ts';
import { settingKind } from './setting-kind.ts';

/** Checks `verifyAddress`'s `names` and returns every key's field name; a `TypeError` for what would misread a field. */
export function checkNames(names: unknown): Record<PostedKey, string> {
  const checked: Record<PostedKey, string> = { ...POSTED_NAMES };
  const keys = Object.keys(POSTED_NAMES);
  const wrong = (problem: string): TypeError => new TypeError(`verifyAddress: \`names${problem}.`);
  const kind = Object.prototype.toString.call(names);
  if (names !== undefined && kind !== '[object Object]') {
    throw wrong(`\` must be an object of field names; got ${typeof names === 'object' ? kind : settingKind(names)}`);
  }
  for (const [key, name] of Object.entries(names ?? {})) {
    if (!keys.includes(key)) throw wrong(`\` has no key ${JSON.stringify(key)}; the keys are ${keys.join(', ')}`);
    if (typeof name === 'string' && name !== '') checked[key as PostedKey] = name;
    else if (name !== undefined) {
      throw wrong(
        `.${key}\` must be a field name (a non-empty text), or left out for "${POSTED_NAMES[key as PostedKey]}"; got ${settingKind(name)}`,
      );
    }
  }
  const readers = new Map<string, string>();
  for (const [key, name] of Object.entries(checked)) {
    const other = readers.get(name);
    if (other !== undefined)
      throw wrong(`.${other}\` and \`names.${key}\` both read one field: give each key its own field`);
    readers.set(name, key);
  }
  return checked;
}
