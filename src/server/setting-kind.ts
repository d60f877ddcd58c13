/**
 * What kind of value a setting was given (`a string`, `a number`, `a list`, `null`), for an error message that says
 * what is wrong without the value itself: a setting (an upstream URL with a token in its query, a header name, a field
 * name read from the environment) is never echoed, since error messages end up in logs and CI output.
 */
export const settingKind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`);
