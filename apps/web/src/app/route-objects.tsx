import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteDef } from '@sportello/domain';
import { withChunkTimeout } from './lazy';
import { OfflinePage } from './offline-page';
import { LoginRoute } from './routes/login';

/** What every route of the table carries: its name (guard, root class, page view). */
export interface RouteHandle {
  name: string | null;
  fullScreen?: boolean;
}

type ScreenModule = { default: ComponentType };

/**
 * The screens built so far; every other route of the table shows the page frame with its title
 * (`placeholder`) until its issue fills it. Each screen is its own lazy chunk.
 */
const SCREENS: Record<string, () => Promise<ScreenModule>> = {
  dashboard: () => import('./routes/dashboard'),
  company: () => import('./routes/company'),
  customers: () => import('./routes/customers'),
  error: () => import('./routes/error-pages'),
  error_no_customers: () => import('./routes/error-pages'),
  'error-503': () => import('./routes/error-pages'),
  'error-404': () => import('./routes/error-pages'),
  invoices: () => import('./routes/invoices'),
  'invoices-list': () => import('./routes/invoices'),
  invoice: () => import('./routes/invoice'),
  invoice_payment_ok: () => import('./routes/invoice-payment-result'),
  invoice_payment_ko: () => import('./routes/invoice-payment-result'),
  'invoice-installments-to-pay': () => import('./routes/invoice-installments-to-pay'),
  'invoice-request-installments': () => import('./routes/invoice-request-installments'),
  'password-forgotten': () => import('./routes/password-forgotten'),
  'password-forgotten-username': () => import('./routes/password-forgotten-username'),
  'password-forgotten-client-code': () => import('./routes/password-forgotten-client-code'),
  'password-reset': () => import('./routes/password-reset'),
  'password-create': () => import('./routes/password-create'),
  messages: () => import('./routes/messages'),
  message: () => import('./routes/message'),
  proposal: () => import('./routes/proposal'),
  supplies: () => import('./routes/supplies'),
  supply: () => import('./routes/supply'),
  'supply-edit-name': () => import('./routes/supply-edit-name'),
  'supply-graphs': () => import('./routes/supply-graphs'),
  'supply-graphs-anon': () => import('./routes/supply-graphs'),
  supply_self_reading: () => import('./routes/supply-self-reading'),
  'self-reading-archive-supply': () => import('./routes/self-reading-archive'),
  'self-reading-archive': () => import('./routes/self-reading-archive'),
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
