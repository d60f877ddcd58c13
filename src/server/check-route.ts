import { OPERATIONS, operationKey } from '../api/operations.ts';
import type { ServiceRoute } from '../api/parse-path.ts';

/**
 * The name of the first decoded element of a route that breaks its parameter's rule, or `undefined`. The rules are
 * the client's, from the operation table: an element holds as text or, all digits, as the number it writes (a rule
 * for numbers refuses text and one for text refuses numbers), and an empty one holds only as the `null` of a
 * parameter that may be empty. So no encoding trick (doubled, `%2F`, `%2e%2e`, NUL) gets past as something else. An
 * absent addition (always last) is not checked.
 */
export function routeProblem(route: ServiceRoute): string | undefined {
  const { params } = OPERATIONS[operationKey(route)];
  return Object.entries(route.elements).find(([name, text]) => {
    const holds = (value: unknown): boolean => params[name]?.(value) === undefined;
    return !(text === '' ? holds(null) : holds(text) || (/^\d{1,15}$/u.test(text) && holds(Number(text))));
  })?.[0];
}
