/** Why a value is wrong, in words that follow its field's name (`must be a whole number`), or `undefined` when it is valid. */
export type Rule = (value: unknown) => string | undefined;

/** The rules of an object's fields, by field name (in path order, for the parameters of an operation). */
export type Rules = Record<string, Rule>;

/** Every problem of `value` under `rules`, each as "field reason", in the order of `rules`. */
export const problems = (value: object, rules: Rules): string[] =>
  Object.entries(rules).flatMap(([field, rule]) => {
    const reason = rule((value as Record<string, unknown>)[field]);
    return reason === undefined ? [] : [`${field} ${reason}`];
  });

export const string: Rule = (v) => (typeof v === 'string' ? undefined : 'must be a string');

export const integer: Rule = (v) => (Number.isInteger(v) ? undefined : 'must be a whole number');

export const oneOf =
  (...allowed: unknown[]): Rule =>
  (v) =>
    allowed.includes(v) ? undefined : `must be one of ${allowed.join(', ')}`;

export const nullable =
  (rule: Rule): Rule =>
  (v) =>
    v === null ? undefined : rule(v);
