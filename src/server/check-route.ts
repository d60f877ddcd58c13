import { OPERATIONS, operationKey } from '../api/operations.ts';
import type { ServiceRoute } from '../api/parse-path.ts';

const DIGITS = /^\d{1,15}$/u;

/** The first decoded element of a route that breaks its parameter's rule, or `undefined`: no encoding trick gets past. */
export function routeProblem(route: ServiceRoute): string | undefined {
  const { params } = OPERATIONS[operationKey(route)];
  for (const [name, text] of Object.entries(route.elements)) {
    const rule = params[name];
    if (rule === undefined) continue;
    // Digits are tried as a number first: most such elements are numbers, whose rules refuse the text.
    const holds =
      text === ''
        ? rule(null) === undefined
        : (DIGITS.test(text) && rule(Number(text)) === undefined) || rule(text) === undefined;
    if (!holds) return name;
  }
  return undefined;
}
