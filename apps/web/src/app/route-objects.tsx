import type { RouteObject } from 'react-router';
import type { RouteDef } from '@sportello/domain';
import { withChunkTimeout } from './lazy';
import { OfflinePage } from './offline-page';
import { LoginRoute } from './routes/login';
import { ACCOUNT_SCREENS } from './screens/account';
import { BILLING_SCREENS } from './screens/billing';
import { CORE_SCREENS } from './screens/core';
import { ENERGY_SCREENS } from './screens/energy';
import { NATIVE_SCREENS } from './screens/native';
import { REGISTRATION_SCREENS } from './screens/registration';
import type { ScreenTable } from './screens/screen-module';
import { SERVICES_SCREENS } from './screens/services';

/** What every route of the table carries: its name (guard, root class, page view). */
export interface RouteHandle {
  name: string | null;
  fullScreen?: boolean;
}

/**
 * The screens built so far, one table per area (`screens/`); every other route of the table shows
 * the page frame with its title (`placeholder`) until its issue fills it.
 */
const SCREENS: ScreenTable = {
  ...CORE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...REGISTRATION_SCREENS,
  ...BILLING_SCREENS,
  ...ENERGY_SCREENS,
  ...SERVICES_SCREENS,
  ...NATIVE_SCREENS,
};

const placeholder = () => import('./routes/placeholder');

/** Routes drawn without the frame (menus, footer): the table's full-screen ones and the error pages. */
export function isFullScreen(def: RouteDef): boolean {
  return def.fullScreen === true || def.path === '/errore' || def.path.startsWith('/errore/');
}

export function toRouteObject(def: RouteDef): RouteObject {
  const load = SCREENS[def.name] ?? placeholder;
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
    lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
  };
}
