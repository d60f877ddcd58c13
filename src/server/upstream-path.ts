import { routePrefix, type ServiceRoute } from '../api/parse-path.ts';
import { joinPathElements } from '../api/paths.ts';

/**
 * The upstream path of a checked route: every element encoded anew in path order (an absent addition left out),
 * nothing of the incoming path kept.
 */
export function upstreamPath(route: ServiceRoute): string {
  return routePrefix(route) + joinPathElements(Object.values(route.elements));
}
