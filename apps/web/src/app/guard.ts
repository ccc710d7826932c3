import {
  buildPath,
  guardNavigation,
  indexRedirect,
  type GuardDecision,
  type Platform,
  type RouteDef,
} from '@sportello/domain';

/** What the shell knows at a route change: the matched route and the session. */
export interface GuardContext {
  /** Matched route name; null when only `*` matched. */
  name: string | null;
  /** Full path (pathname + search + hash). */
  path: string;
  routes: readonly RouteDef[];
  enabledModules: readonly string[];
  platform: Platform;
  company: string | null;
  /** A user is logged in. */
  loggedIn: boolean;
  /** A link session without login. */
  guest: boolean;
  flags: { logged: boolean; linked: boolean };
  knownCustomerId: number | null;
  customerLoaded: boolean;
  referByCrm: boolean;
  /** The logged-in user has seen the onboarding tour (userOptions); unknown when logged out. */
  onboardingSeen?: boolean;
  /** Step 8 on app-login: where the app login screen asked to go (the biometric offer). */
  afterAppLogin?: string | null;
}

/** The guard's decision turned into what the router does. */
export type ShellDecision =
  | { kind: 'render'; clearLinkedFlag?: boolean }
  | { kind: 'load-customer'; customerId: number }
  | { kind: 'redirect'; to: string; step: GuardDecision['step'] | 'index' }
  | { kind: 'reload'; path: string };

/**
 * Runs the domain's navigation guard (steps 1-9) for the current location. The index route goes
 * to the dashboard or to login (spec section 4, "at start"). A guest link session counts as
 * logged in for the guard, with the guest flag (step 6).
 */
export function decideNavigation(ctx: GuardContext): ShellDecision {
  if (ctx.name === 'index') {
    return { kind: 'redirect', to: buildPath(indexRedirect(ctx.loggedIn)), step: 'index' };
  }
  const decision = guardNavigation({
    target: { name: ctx.name, path: ctx.path },
    routes: ctx.routes,
    enabledModules: ctx.enabledModules,
    platform: ctx.platform,
    company: ctx.company,
    loggedIn: ctx.loggedIn || ctx.guest,
    flags: { logged: ctx.flags.logged, linked: ctx.flags.linked, guest: ctx.guest },
    knownCustomerId: ctx.knownCustomerId,
    customerLoaded: ctx.customerLoaded,
    referByCrm: ctx.referByCrm,
  });
  switch (decision.kind) {
    case 'reload':
      return { kind: 'reload', path: decision.path };
    case 'redirect':
      // Step 8 right after an app login that offers the biometric login: its screen.
      if (decision.step === 8 && ctx.name === 'app-login' && ctx.afterAppLogin)
        return { kind: 'redirect', to: ctx.afterAppLogin, step: decision.step };
      // Step 8 right after login: the first time, the onboarding tour instead of the dashboard.
      if (decision.step === 8 && decision.to === 'dashboard' && ctx.onboardingSeen === false)
        return { kind: 'redirect', to: buildPath('onboarding'), step: decision.step };
      return { kind: 'redirect', to: buildPath(decision.to), step: decision.step };
    case 'continue':
      if (decision.loadCustomerId !== undefined) {
        return { kind: 'load-customer', customerId: Number(decision.loadCustomerId) };
      }
      return decision.clearLinkedFlag ? { kind: 'render', clearLinkedFlag: true } : { kind: 'render' };
  }
}
