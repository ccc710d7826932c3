import type { RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '@sportello/domain';
import { toRouteObject } from './route-objects';

/** The layout route under which the framed routes, module routes included, live. */
export const FRAME_ROUTE_ID = 'frame';

/** Routes the router knows from the start: every route of the table except the module ones. */
export const BASE_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !r.modules);

interface Patchable {
  patchRoutes(routeId: string | null, children: RouteObject[]): void;
}

let router: Patchable | null = null;
const patched = new Map<string, RouteDef>();

export function registerRouter(instance: Patchable): void {
  router = instance;
}

/**
 * Guard step 1: adds the routes of enabled modules to the router (once each). Returns true when
 * something was added, so that the caller reloads the path it is on.
 */
export function addModuleRoutes(defs: readonly RouteDef[]): boolean {
  const fresh = defs.filter((d) => !patched.has(d.name));
  if (fresh.length === 0 || !router) return false;
  for (const d of fresh) patched.set(d.name, d);
  router.patchRoutes(FRAME_ROUTE_ID, fresh.map(toRouteObject));
  return true;
}

/** The routes the router currently knows (the guard's `routes`). */
export function knownRoutes(): RouteDef[] {
  return [...BASE_ROUTES, ...patched.values()];
}
