import { SCROLL_RESET_DELAY_MS } from './constants';
import { INVOICE_MODULE_KEYS } from './invoices';
import { MENU_LABELS } from './messages';
import {
  ROUTES,
  findRoute,
  isRouteAvailable,
  matchRoute,
  moduleRoutes,
  type RouteAuth,
  type RouteDef,
} from './routes';

export type Platform = 'web' | 'app';

export interface GuardTarget {
  /** The route name the router resolved, or null when it found none. */
  name: string | null;
  /** The full path asked for (with query and hash), used for a reload. */
  path: string;
  /** Read from the route table when omitted. */
  auth?: RouteAuth;
  /** Read from the route table when omitted (default true). */
  needsCompany?: boolean;
}

export interface GuardInput {
  target: GuardTarget;
  /** The routes the router currently knows (module routes may be missing until step 1; they are
   *  then taken from ROUTES). */
  routes: readonly RouteDef[];
  /** Keys of the modules the server enabled (fetched in step 1). */
  enabledModules: readonly string[];
  platform: Platform;
  company: string | null | undefined;
  loggedIn: boolean;
  /** Session flags: logged = "logged=1", linked, guest (link session). */
  flags: { logged: boolean; linked: boolean; guest: boolean };
  /** Customer id kept locally, if any. */
  knownCustomerId: string | number | null | undefined;
  /** Whether the current customer is loaded. */
  customerLoaded: boolean;
  /** CRM referral (rcrm=1 remembered as _referByCrm): only the graph module route. */
  referByCrm?: boolean;
}

export type GuardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export type GuardDecision =
  | {
      kind: 'continue';
      step: GuardStep | 'end';
      /** Step 7: clear the linked session flag. */
      clearLinkedFlag?: true;
      /** Step 9: load this customer first; on failure redirect to `onLoadFailure`. */
      loadCustomerId?: string | number;
      onLoadFailure?: 'login';
    }
  | { kind: 'redirect'; to: string; step: GuardStep }
  | { kind: 'reload'; path: string; step: 1 };

/** Routes reachable on an auth route without a known customer id (step 9). */
export const NO_CUSTOMER_ROUTES: readonly string[] = [
  'customers',
  'onboarding',
  'request_delegation',
  'active_biometric',
];
/** Routes exempt from the app's logged=1 check (step 7). */
export const APP_LOGIN_EXEMPT_ROUTES: readonly string[] = ['app-login', 'active_biometric'];

/** The login route of the platform: app-login in the app once a company is chosen. */
export function loginRouteFor(platform: Platform, company: string | null | undefined): 'login' | 'app-login' {
  return platform === 'app' && company ? 'app-login' : 'login';
}

/**
 * The navigation guard of spec section 4, steps 1 to 9 in order (step 10 is `afterNavigation`).
 * Pure: the caller fetched the modules and reads the flags; it executes the decision.
 */
export function guardNavigation(input: GuardInput): GuardDecision {
  const { target, platform, company, loggedIn, flags } = input;
  const referByCrm = input.referByCrm ?? false;

  // 1. Routes of enabled modules are added; a path the router could not resolve but one of
  //    them matches is reloaded so the router resolves it now.
  //    The module routes come from the full table (ROUTES): the router's table may lack them.
  const available = moduleRoutes(input.enabledModules, ROUTES, referByCrm);
  if (target.name === null && matchRoute(target.path, available)) {
    return { kind: 'reload', path: target.path, step: 1 };
  }

  // 2. Unknown route (or a module route whose module is off) goes to error-404. Logged out, a
  //    route that needs a login (or a link) goes on to the login instead: the session's modules
  //    are the brand's until a customer logs in, so "not available" is not known yet.
  const known = findRoute(target.name, input.routes) ?? findRoute(target.name, available);
  let def = known && isRouteAvailable(known, input.enabledModules, referByCrm) ? known : undefined;
  if (!def && !loggedIn && !referByCrm) {
    const full =
      findRoute(target.name) ?? (target.name === null ? matchRoute(target.path)?.route : undefined);
    if (full && (full.auth === true || full.auth === 'link')) def = full;
  }
  if (!def) return { kind: 'redirect', to: 'error-404', step: 2 };
  const auth = target.auth ?? def.auth;
  const needsCompany = target.needsCompany ?? def.needsCompany ?? true;

  // 3. No company chosen: company screen, unless the route needs none.
  if (!company && needsCompany) return { kind: 'redirect', to: 'company', step: 3 };

  // 4. In the app with a company, login becomes app-login.
  if (platform === 'app' && company && def.name === 'login') {
    return { kind: 'redirect', to: 'app-login', step: 4 };
  }

  // 5. Auth route (or a link route without a link) while logged out: login (app-login in the
  //    app, so step 4 needs no second hop).
  if ((auth === true || auth === 'link') && !loggedIn)
    return { kind: 'redirect', to: loginRouteFor(platform, company), step: 5 };

  // 6. Guest session, logged in: continue.
  if (flags.guest && loggedIn) return { kind: 'continue', step: 6 };

  // 7. Linked flag and logged in: clear it and continue. Otherwise, in the app, logged in
  //    without logged=1 goes to app-login (except on app-login and active_biometric).
  if (flags.linked && loggedIn) return { kind: 'continue', step: 7, clearLinkedFlag: true };
  if (platform === 'app' && loggedIn && !flags.logged && !APP_LOGIN_EXEMPT_ROUTES.includes(def.name)) {
    return { kind: 'redirect', to: 'app-login', step: 7 };
  }

  // 8. Not-auth route while logged in with logged=1: dashboard.
  if (auth === false && loggedIn && flags.logged) return { kind: 'redirect', to: 'dashboard', step: 8 };

  // 9. Auth route while logged in: load the known customer, or choose one.
  if (auth === true && loggedIn) {
    const known = input.knownCustomerId != null && String(input.knownCustomerId) !== '';
    if (known && !input.customerLoaded) {
      return {
        kind: 'continue',
        step: 9,
        loadCustomerId: input.knownCustomerId as string | number,
        onLoadFailure: 'login',
      };
    }
    if (!known && !NO_CUSTOMER_ROUTES.includes(def.name))
      return { kind: 'redirect', to: 'customers', step: 9 };
  }

  return { kind: 'continue', step: 'end' };
}

/** Step 10 and the after-navigation effects of section 2, as data. */
export interface AfterNavigation {
  rootClass: string;
  resetGraph: true;
  resetLegend: true;
  clearFeedback: true;
  loadingOff: true;
  trackPageView: true;
  scrollTopAfterMs: number;
}

export function afterNavigation(routeName: string): AfterNavigation {
  return {
    rootClass: routeName,
    resetGraph: true,
    resetLegend: true,
    clearFeedback: true,
    loadingOff: true,
    trackPageView: true,
    scrollTopAfterMs: SCROLL_RESET_DELAY_MS,
  };
}

/** Routes where the app's back button closes the app: its roots. */
export const BACK_BUTTON_ROOTS: readonly string[] = ['index', 'dashboard', 'login', 'app-login'];

export type BackButtonAction = { kind: 'back'; steps: number } | { kind: 'exit' };

/**
 * The phone's back button in the app (spec section 2, `hideFromBackButton`). `history` holds the
 * route names this run of the app has shown, oldest first, the current one last (null where the
 * router matched none). At a root, or with nothing to go back to, the app closes; otherwise it
 * goes back to the nearest earlier page, skipping routes hidden from the back button.
 */
export function backButtonAction(
  history: readonly (string | null)[],
  routes: readonly RouteDef[] = ROUTES,
): BackButtonAction {
  const last = history.length - 1;
  const current = history[last];
  if (current === undefined || (current !== null && BACK_BUTTON_ROOTS.includes(current))) {
    return { kind: 'exit' };
  }
  for (let i = last - 1; i >= 0; i--) {
    const name = history[i];
    if (name == null || findRoute(name, routes)?.hideFromBackButton) continue;
    return { kind: 'back', steps: last - i };
  }
  return { kind: 'exit' };
}

/** Opening at index: dashboard when logged in, else login. */
export function indexRedirect(loggedIn: boolean): 'dashboard' | 'login' {
  return loggedIn ? 'dashboard' : 'login';
}

export interface MenuEntry {
  key:
    | 'home'
    | 'supplies'
    | 'messages'
    | 'profile'
    | 'services'
    | 'practices'
    | 'invoices'
    | 'support'
    | 'logout';
  label: string;
  /** Route name; absent for logout (an action). */
  route?: string;
  query?: Record<string, string>;
}

/**
 * The account menu (spec section 2): Home, Supplies, Messages, Profile (small screens only),
 * Services (module ser and the route exists), Practices (prat), Invoices (panoram or dettFatt,
 * query typeCodes=all), Support, Logout.
 */
export function accountMenu(input: {
  enabledModules: readonly string[];
  smallScreen: boolean;
  routes?: readonly RouteDef[];
}): MenuEntry[] {
  const routes = input.routes ?? ROUTES;
  const has = (m: string) => input.enabledModules.includes(m);
  const entries: MenuEntry[] = [
    { key: 'home', label: MENU_LABELS.home, route: 'dashboard' },
    { key: 'supplies', label: MENU_LABELS.supplies, route: 'supplies' },
    { key: 'messages', label: MENU_LABELS.messages, route: 'messages' },
  ];
  if (input.smallScreen) entries.push({ key: 'profile', label: MENU_LABELS.profile, route: 'profile' });
  if (has('ser') && findRoute('services', routes)) {
    entries.push({ key: 'services', label: MENU_LABELS.services, route: 'services' });
  }
  if (has('prat')) entries.push({ key: 'practices', label: MENU_LABELS.practices, route: 'practices' });
  if (INVOICE_MODULE_KEYS.some(has)) {
    entries.push({
      key: 'invoices',
      label: MENU_LABELS.invoices,
      route: 'invoices',
      query: { typeCodes: 'all' },
    });
  }
  entries.push({ key: 'support', label: MENU_LABELS.support, route: 'support' });
  entries.push({ key: 'logout', label: MENU_LABELS.logout });
  return entries;
}
