import type { ModuleKey } from './companies';

/**
 * true = login required, false = logged-out only (logged-in users go to dashboard), 'either',
 * 'link' = a login or a guest link session (the guard counts a guest as logged in): a logged-out
 * visitor without a link goes to login.
 */
export type RouteAuth = true | false | 'either' | 'link';

export interface RouteDef {
  /** Route name. Names the spec gives are kept as given; the others are ours, in kebab-case. */
  name: string;
  /** Path pattern, React Router style (`:param` for the spec's `{param}`). */
  path: string;
  auth: RouteAuth;
  fullScreen?: boolean;
  /** Available only when one of these modules is enabled (spec section 2 table). */
  modules?: readonly ModuleKey[];
  /** False when the route works without a chosen company (step 3 of the guard). */
  needsCompany?: boolean;
  /** Not reachable with the app's back button. */
  hideFromBackButton?: boolean;
}

const FATT = ['fatt'] as const;
const INVOICE = ['panoram', 'dettFatt'] as const;

/**
 * Every route of spec section 2. Names given by the spec: index, error_no_customers, error-503,
 * offline, error-404, company, login, app-login, invoice_payment_ok, invoice_payment_ko,
 * active_biometric, dashboard, onboarding, customers, request_delegation, supply_self_reading,
 * proposal, pun (sections 2 and 4). All other names are ours.
 * "Public" error and helper pages are 'either' so that a logged-in user can see them too.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', auth: 'either' },
  { name: 'error', path: '/errore', auth: 'either', fullScreen: true, needsCompany: false },
  { name: 'error_no_customers', path: '/errore/in-attesa-di-conferma', auth: 'either', needsCompany: false },
  { name: 'error-503', path: '/errore/server-in-manutenzione', auth: 'either', needsCompany: false },
  { name: 'offline', path: '/errore/offline', auth: 'either', needsCompany: false },
  { name: 'error-404', path: '/errore/pagina-non-trovata', auth: 'either', needsCompany: false },
  { name: 'company', path: '/company', auth: false, needsCompany: false },
  { name: 'login', path: '/login', auth: false, fullScreen: true },
  { name: 'app-login', path: '/applogin', auth: false },
  { name: 'invoice_payment_ok', path: '/invoice/:id/payment_ok', auth: true, fullScreen: true },
  { name: 'invoice_payment_ko', path: '/invoice/:id/payment_ko', auth: true, fullScreen: true },
  { name: 'active_biometric', path: '/active-biometric', auth: true },

  // Registration (public). Types: private, company, condominium, body; delegate has its own flow.
  { name: 'registration', path: '/registrazione', auth: false },
  { name: 'registration-customer', path: '/registrazione/cliente-sgr', auth: false },
  { name: 'registration-customer-supplies', path: '/registrazione/cliente-sgr/forniture', auth: false },
  { name: 'registration-customer-username', path: '/registrazione/cliente-sgr/username', auth: false },
  { name: 'registration-customer-privacy', path: '/registrazione/cliente-sgr/privacy', auth: false },
  { name: 'registration-customer-type', path: '/registrazione/cliente-sgr/:type', auth: false },
  { name: 'registration-customer-data', path: '/registrazione/cliente-sgr/:type/dati', auth: false },
  {
    name: 'registration-customer-tax-code',
    path: '/registrazione/cliente-sgr/:type/tax-code/:taxCode',
    auth: false,
  },
  { name: 'registration-delegate', path: '/registrazione/delegate', auth: false },
  { name: 'registration-delegate-contacts', path: '/registrazione/delegate/contacts', auth: false },
  { name: 'registration-delegate-address', path: '/registrazione/delegate/address', auth: false },
  { name: 'registration-delegate-username', path: '/registrazione/delegate/username', auth: false },
  { name: 'registration-delegate-privacy', path: '/registrazione/delegate/privacy', auth: false },

  // Password
  { name: 'password-forgotten', path: '/password-dimenticata', auth: false },
  { name: 'password-forgotten-username', path: '/password-dimenticata/username', auth: false },
  { name: 'password-forgotten-client-code', path: '/password-dimenticata/codice-cliente', auth: false },
  { name: 'password-reset', path: '/recupero-psw', auth: false },
  { name: 'password-create', path: '/crea-psw', auth: false },

  // Logged in
  { name: 'dashboard', path: '/dashboard', auth: true },
  { name: 'onboarding', path: '/onboarding', auth: 'either' },
  { name: 'customers', path: '/customers', auth: true },
  { name: 'supplies', path: '/supplies', auth: true },
  { name: 'supply', path: '/supplies/:id', auth: true },
  { name: 'supply-edit-name', path: '/supplies/:id/edit-name', auth: true },
  { name: 'edit-shipping-address', path: '/edit-shipping-address', auth: true },
  { name: 'edit-bank-debit', path: '/edit-bank-debit', auth: true },
  { name: 'add-bank-debit', path: '/add-bank-debit', auth: true },
  { name: 'offer', path: '/offers/:key', auth: true },
  { name: 'messages', path: '/messages', auth: true },
  { name: 'message', path: '/messages/:id', auth: true },
  { name: 'proposal', path: '/proposals/:id', auth: true },
  { name: 'service-bollettaclick', path: '/services/bollettaclick', auth: true },
  { name: 'service-activation', path: '/services/activation/:index', auth: true },
  { name: 'service-supply', path: '/services/:index/:supplyid', auth: true },
  { name: 'service', path: '/services/:index', auth: true },
  { name: 'profile', path: '/profile', auth: true },
  { name: 'manage-privacy', path: '/profile/manage-privacy', auth: true },
  { name: 'manage-push', path: '/manage-push', auth: true },
  { name: 'request_delegation', path: '/request-delegation', auth: true },
  { name: 'edit-email', path: '/edit-email', auth: true },
  { name: 'confirm-psw-biometric', path: '/confirm-psw-biometric', auth: true },
  { name: 'edit-phone-home', path: '/edit-phone-home', auth: true },
  { name: 'edit-phone', path: '/edit-phone', auth: true },
  { name: 'edit-password', path: '/edit-password', auth: true },
  { name: 'check-email', path: '/check-email', auth: true },
  { name: 'check-phone', path: '/check-phone', auth: true },
  { name: 'support', path: '/support', auth: true },
  { name: 'pun', path: '/pun', auth: true },

  // Public helpers
  { name: 'helpers-find-door', path: '/helpers/find-door', auth: 'either' },
  { name: 'helpers-support', path: '/helpers/support', auth: 'either' },
  { name: 'helpers-offers', path: '/helpers/offers', auth: 'either' },
  // The accessibility statement (legge 4/2004), linked from every page's footer.
  { name: 'accessibility-statement', path: '/dichiarazione-accessibilita', auth: 'either' },
  // The CRM's graphs link (a guest link session); without one, the login.
  { name: 'supply-graphs-anon', path: '/supplies/:id/graphs/anon', auth: 'link' },

  // Enabled by the server's module list
  { name: 'invoices', path: '/invoices', auth: true, modules: FATT, hideFromBackButton: true },
  { name: 'invoices-list', path: '/invoices-list', auth: true, modules: FATT },
  { name: 'invoice', path: '/invoice/:id', auth: true, modules: INVOICE },
  {
    name: 'invoice-request-installments',
    path: '/invoice/:id/request-installments/:contractKey/:key',
    auth: true,
    modules: INVOICE,
  },
  { name: 'invoice-comparison', path: '/invoice/:id/comparation', auth: true, modules: INVOICE },
  { name: 'invoice-comparison-pair', path: '/invoice/:id1/comparation/:id2', auth: true, modules: INVOICE },
  {
    name: 'invoice-installments-to-pay',
    path: '/invoice/:id/installments-to-pay',
    auth: true,
    modules: ['pay'],
  },
  { name: 'supply-graphs', path: '/supplies/:id/graphs', auth: true, modules: ['grafConsumi'] },
  { name: 'practices', path: '/practices', auth: true, modules: ['prat'] },
  { name: 'practice', path: '/practices/:id', auth: true, modules: ['prat'] },
  { name: 'services', path: '/services', auth: true, modules: ['ser'] },
  { name: 'maintenance', path: '/maintenance/:index', auth: true, modules: ['ser'] },
  {
    name: 'self-reading-archive-supply',
    path: '/self-reading/:id/archive',
    auth: true,
    modules: ['letture'],
  },
  { name: 'self-reading-archive', path: '/self-reading/archive', auth: true, modules: ['letture'] },
  // Guests (link sessions) can send a reading too; without a link, the login.
  {
    name: 'supply_self_reading',
    path: '/supplies/:id/autolettura',
    auth: 'link',
    modules: ['AutoLettura'],
  },
];

/** Module key → names of the routes it enables (spec section 2 table). */
export const MODULE_ROUTES: Readonly<Record<ModuleKey, readonly string[]>> = (() => {
  const table: Record<string, string[]> = {
    fatt: [],
    panoram: [],
    dettFatt: [],
    pay: [],
    grafConsumi: [],
    prat: [],
    ser: [],
    letture: [],
    AutoLettura: [],
  };
  for (const r of ROUTES) for (const m of r.modules ?? []) table[m]?.push(r.name);
  return table as Record<ModuleKey, string[]>;
})();

/** The only module route left with the CRM referral (rcrm=1). */
export const CRM_ROUTE_NAMES: readonly string[] = ['supply-graphs'];

/**
 * With the CRM referral (rcrm=1) every route is restricted, not only module routes: the
 * consumption graphs (the module route and the anonymous one), the error pages the guard itself
 * leads to, and the login (which ends the referral).
 */
export const CRM_ALLOWED_ROUTE_NAMES: readonly string[] = [
  ...CRM_ROUTE_NAMES,
  'supply-graphs-anon',
  'error',
  'error-404',
  'error-503',
  'offline',
  'login',
  'app-login',
];

export function findRoute(
  name: string | null | undefined,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined {
  return name == null ? undefined : routes.find((r) => r.name === name);
}

function splitPath(path: string): string[] {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.split('/').filter((s) => s !== '');
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * Matches a path (query and hash ignored, trailing slash tolerated) against a route table; a
 * static segment beats a parameter, so /services/bollettaclick wins over /services/:index.
 */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const segments = splitPath(path);
  let best: { match: RouteMatch; score: number[] } | null = null;
  for (const route of routes) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i] as string;
      const s = segments[i] as string;
      if (p.startsWith(':')) {
        try {
          params[p.slice(1)] = decodeURIComponent(s);
        } catch {
          params[p.slice(1)] = s;
        }
        score.push(0);
      } else if (p === s) score.push(1);
      else {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (!best || compareScores(score, best.score) > 0) best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Builds a path from a route name and its params (values URI-encoded). */
export function buildPath(
  name: string,
  params: Record<string, string | number> = {},
  routes: readonly RouteDef[] = ROUTES,
): string {
  const route = findRoute(name, routes);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param ${key} for route ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a route is available with these modules (and, with the CRM referral, restricted). */
export function isRouteAvailable(
  route: RouteDef,
  enabledModules: readonly string[],
  referByCrm = false,
): boolean {
  if (referByCrm && !CRM_ALLOWED_ROUTE_NAMES.includes(route.name)) return false;
  if (!route.modules) return true;
  return route.modules.some((m) => enabledModules.includes(m));
}

/** The routes of enabled modules (step 1 of the guard adds these). */
export function moduleRoutes(
  enabledModules: readonly string[],
  routes: readonly RouteDef[] = ROUTES,
  referByCrm = false,
): RouteDef[] {
  return routes.filter((r) => r.modules && isRouteAvailable(r, enabledModules, referByCrm));
}
