/**
 * The props of `keys` that are set on `props`, to pass on: an optional prop goes on only when it is set, as
 * `exactOptionalPropertyTypes` asks (a prop set to `undefined` is not the prop left out).
 */
export function definedProps<P extends object, K extends keyof P>(props: P, keys: readonly K[]): { [Q in K]?: Exclude<P[Q], undefined> } {
  const set: { [Q in K]?: P[Q] } = {};
  for (const key of keys) if (props[key] !== undefined) set[key] = props[key];
  return set as { [Q in K]?: Exclude<P[Q], undefined> };
}
