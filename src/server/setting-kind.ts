/**
 * What kind of value a setting was given, for an error message that says what is wrong without its value: a setting
 * (an upstream URL with a token in its query, a header name, a field name read from the environment) is never echoed,
 * since error messages end up in logs and CI output.
 *
 * @example
 * ```ts
 * settingKind('https://api.example/?secret=…'); // 'a text of 29 characters'
 * settingKind([]); // 'a list'
 * ```
 */
export function settingKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty text' : `a text of ${Array.from(value).length} characters`;
    case 'number':
      return !Number.isFinite(value) ? 'a number that is not finite' : value < 0 ? 'a negative number' : value === 0 ? '0' : Number.isInteger(value) ? 'a whole number' : 'a fraction';
    case 'object':
      return 'an object';
    case 'undefined':
      return 'nothing';
    default:
      return `a ${typeof value}`;
  }
}
