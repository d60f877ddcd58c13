import { parseServicePath, type ServiceRoute } from '../../../src/api/parse-path.ts';

/** The route a service path names, read as the proxy reads it; a path that names none fails the test that gave it. */
export function serviceRoute(path: string, merged = false): ServiceRoute {
  const parsed = parseServicePath(path, { merged });
  if (typeof parsed === 'string') throw new Error(`${path}: ${parsed}`);
  return parsed;
}
