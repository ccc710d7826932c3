import { buildPath, type RouteTarget } from '@sportello/domain';

/** The address a route target of the domain's link rules leads to: path, then query and hash. */
export function routeTargetPath(target: RouteTarget): string {
  let path = buildPath(target.name, target.params ?? {});
  const query = new URLSearchParams(target.query ?? {}).toString();
  if (query) path += `?${query}`;
  return path + (target.hash ?? '');
}
