import type { RouteObject } from 'react-router';
import { isFullScreen, toRouteObject } from './route-objects';
import { BASE_ROUTES, FRAME_ROUTE_ID } from './route-registry';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { withChunkTimeout } from './lazy';

const Nothing = () => null;

/**
 * The route table of spec section 2 (from the domain package): full-screen routes directly under
 * the shell, the others inside the frame (header, menus, footer). Module routes are added to the
 * frame by the guard when the server enables them. Unknown paths land on `*`, which the guard
 * sends to the 404 page (or reloads, when a module route now matches).
 */
export function buildRoutes(): RouteObject[] {
  const fullScreen: RouteObject[] = [];
  const framed: RouteObject[] = [];
  for (const def of BASE_ROUTES) {
    if (def.name === 'index') {
      fullScreen.push({ id: 'index', path: '/', handle: { name: 'index' }, Component: Nothing });
      continue;
    }
    (isFullScreen(def) ? fullScreen : framed).push(toRouteObject(def));
  }
  return [
    {
      id: 'root',
      Component: Shell,
      // Nothing on screen until the lazy routes of the address have loaded, as without it, but
      // without the router's console warning (a dozen ms of a slow phone's start-up).
      HydrateFallback: Nothing,
      ErrorBoundary: RouteError,
      children: [
        ...fullScreen,
        {
          id: FRAME_ROUTE_ID,
          lazy: async () => ({
            Component: (await withChunkTimeout(() => import('./layouts/app-layout'))).AppLayout,
          }),
          children: framed,
        },
        { id: 'not-found', path: '*', handle: { name: null }, Component: Nothing },
      ],
    },
  ];
}
