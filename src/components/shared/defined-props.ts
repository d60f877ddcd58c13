/** The set props among `keys`, to pass on: with `exactOptionalPropertyTypes`, `undefined` is not a prop left out. */
export function definedProps<P extends object, K extends keyof P>(
  props: P,
  keys: readonly K[],
): { [Q in K]?: Exclude<P[Q], undefined> } {
  const set: { [Q in K]?: P[Q] } = {};
  for (const key of keys) if (props[key] !== undefined) set[key] = props[key];
  return set as { [Q in K]?: Exclude<P[Q], undefined> };
}
