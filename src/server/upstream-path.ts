import { OPERATIONS, operationKey } from '../api/operations.ts';
import type { ServiceRoute } from '../api/parse-path.ts';
import { joinPathElements } from '../api/paths.ts';

/**
 * The upstream path of a checked route, in the service's own form: every element encoded anew in path order (an
 * empty one as an empty element, an absent addition left out), nothing of the incoming path kept.
 */
export function upstreamPath(route: ServiceRoute): string {
  return OPERATIONS[operationKey(route)].prefix + joinPathElements(Object.values(route.elements));
}
