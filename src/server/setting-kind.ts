/** What kind of value a setting was given (`a string`, `a list`, …): error messages never echo a setting, since they end up in logs. */
export const settingKind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
