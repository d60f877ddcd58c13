import { OPERATIONS, operationKey } from '../api/operations.ts';
import type { ServiceRoute } from '../api/parse-path.ts';
import { joinPathElements } from '../api/paths.ts';

/** The upstream path of a checked route, every element encoded anew: nothing of the incoming path is kept. */
export function upstreamPath(route: ServiceRoute): string {
  return OPERATIONS[operationKey(route)].prefix + joinPathElements(Object.values(route.elements));
}
