import type { RouteObject } from 'react-router';
import type { RouteDef } from '@sportello/domain';
import { withChunkTimeout } from './lazy';
import { OfflinePage } from './offline-page';
import type { RouteHandle } from './route-handle';
import { LoginRoute } from './routes/login';

/** A route's screen, through the screen table's own chunk (`screens/all.ts`). */
const loadScreen = (name: string) => import('./screens/all').then((table) => table.loadScreen(name));

/** Routes drawn without the frame (menus, footer): the table's full-screen ones and the error pages. */
export function isFullScreen(def: RouteDef): boolean {
  return def.fullScreen === true || def.path === '/errore' || def.path.startsWith('/errore/');
}

export function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { name: def.name, fullScreen: isFullScreen(def) };
  // Offline nothing more can load: that page comes with the first bundle.
  if (def.name === 'offline') return { id: def.name, path: def.path, handle, Component: OfflinePage };
  // The login page is the first screen of every visit without a session: as its own chunk it
  // would be one more round trip before anything paints.
  if (def.name === 'login') return { id: def.name, path: def.path, handle, Component: LoginRoute };
  return {
    id: def.name,
    path: def.path,
    handle,
    lazy: async () => ({ Component: (await withChunkTimeout(() => loadScreen(def.name))).default }),
  };
}
