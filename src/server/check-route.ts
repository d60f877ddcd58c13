import { OPERATIONS, operationKey } from '../api/operations.ts';
import type { ServiceRoute } from '../api/parse-path.ts';

/** The first decoded element of a route that breaks its parameter's rule, or `undefined`: no encoding trick gets past. */
export function routeProblem(route: ServiceRoute): string | undefined {
  const { params } = OPERATIONS[operationKey(route)];
  return Object.entries(route.elements).find(([name, text]) => {
    const holds = (value: unknown): boolean => params[name]?.(value) === undefined;
    return !(text === '' ? holds(null) : holds(text) || (/^\d{1,15}$/u.test(text) && holds(Number(text))));
  })?.[0];
}
