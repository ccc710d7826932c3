import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@sportello/domain';
import { decideNavigation, type GuardContext } from './guard';

const BASE: readonly RouteDef[] = ROUTES.filter((r) => !r.modules);

function ctx(over: Partial<GuardContext> = {}): GuardContext {
  return {
    name: 'dashboard',
    path: '/dashboard',
    routes: BASE,
    enabledModules: [],
    platform: 'web',
    company: 'ast',
    loggedIn: true,
    guest: false,
    flags: { logged: true, linked: false },
    knownCustomerId: 7,
    customerLoaded: true,
    referByCrm: false,
    ...over,
  };
}

describe('the shell runs the domain guard on every route change', () => {
  it.each<[string, Partial<GuardContext>, ReturnType<typeof decideNavigation>]>([
    [
      'index logged out goes to login',
      { name: 'index', path: '/', loggedIn: false },
      { kind: 'redirect', to: '/login', step: 'index' },
    ],
    [
      'index logged in goes to dashboard',
      { name: 'index', path: '/' },
      { kind: 'redirect', to: '/dashboard', step: 'index' },
    ],
    [
      'unknown route goes to the 404 page',
      { name: null, path: '/nessuna-pagina' },
      { kind: 'redirect', to: '/errore/pagina-non-trovata', step: 2 },
    ],
    [
      'no company goes to the company screen',
      { company: null, loggedIn: false, name: 'login', path: '/login' },
      { kind: 'redirect', to: '/company', step: 3 },
    ],
    ['auth route logged out goes to login', { loggedIn: false }, { kind: 'redirect', to: '/login', step: 5 }],
    [
      'logged in on login goes to dashboard',
      { name: 'login', path: '/login' },
      { kind: 'redirect', to: '/dashboard', step: 8 },
    ],
    [
      'logged in on login, tour not seen yet, goes to the onboarding tour',
      { name: 'login', path: '/login', onboardingSeen: false },
      { kind: 'redirect', to: '/onboarding', step: 8 },
    ],
    [
      'logged in on login, tour seen, goes to dashboard',
      { name: 'login', path: '/login', onboardingSeen: true },
      { kind: 'redirect', to: '/dashboard', step: 8 },
    ],
    [
      'the onboarding tour needs no customer',
      {
        name: 'onboarding',
        path: '/onboarding',
        knownCustomerId: null,
        customerLoaded: false,
        onboardingSeen: false,
      },
      { kind: 'render' },
    ],
    [
      'no customer goes to customers',
      { knownCustomerId: null, customerLoaded: false },
      { kind: 'redirect', to: '/customers', step: 9 },
    ],
    [
      'customers itself needs no customer',
      { name: 'customers', path: '/customers', knownCustomerId: null, customerLoaded: false },
      { kind: 'render' },
    ],
    [
      'a known customer not loaded is loaded first',
      { customerLoaded: false },
      { kind: 'load-customer', customerId: 7 },
    ],
    [
      'a guest link session continues',
      { name: 'message', path: '/messages/3', loggedIn: false, guest: true, knownCustomerId: null },
      { kind: 'render' },
    ],
    [
      'the linked flag is cleared',
      { flags: { logged: true, linked: true } },
      { kind: 'render', clearLinkedFlag: true },
    ],
    [
      'error pages are public',
      { name: 'error-404', path: '/errore/pagina-non-trovata', loggedIn: false },
      { kind: 'render' },
    ],
  ])('%s', (_, over, expected) => {
    expect(decideNavigation(ctx(over))).toEqual(expected);
  });

  it('reloads the full path when an enabled module route matches a path the router did not know', () => {
    expect(decideNavigation(ctx({ name: null, path: '/practices?x=1', enabledModules: ['prat'] }))).toEqual({
      kind: 'reload',
      path: '/practices?x=1',
    });
  });

  it('a module route whose module is off is a 404', () => {
    const routes = [...BASE, ...ROUTES.filter((r) => r.name === 'practices')];
    expect(
      decideNavigation(ctx({ name: 'practices', path: '/practices', routes, enabledModules: [] })),
    ).toMatchObject({
      kind: 'redirect',
      to: '/errore/pagina-non-trovata',
    });
  });

  it('with the CRM referral only the consumption graphs remain', () => {
    const routes = ROUTES;
    const modules = ['fatt', 'grafConsumi'];
    expect(
      decideNavigation(
        ctx({ name: 'invoices', path: '/invoices', routes, enabledModules: modules, referByCrm: true }),
      ),
    ).toMatchObject({
      kind: 'redirect',
      to: '/errore/pagina-non-trovata',
    });
    expect(
      decideNavigation(
        ctx({
          name: 'supply-graphs',
          path: '/supplies/1/graphs',
          routes,
          enabledModules: modules,
          referByCrm: true,
        }),
      ),
    ).toEqual({ kind: 'render' });
  });
});

describe('the app rules of the guard (spec section 4, steps 4, 5, 7, 8)', () => {
  const app = (over: Partial<GuardContext>) => ctx({ platform: 'app', ...over });
  it.each<[string, Partial<GuardContext>, ReturnType<typeof decideNavigation>]>([
    [
      'in the app, login becomes app-login',
      { name: 'login', path: '/login', loggedIn: false },
      { kind: 'redirect', to: '/applogin', step: 4 },
    ],
    [
      'in the app, an auth route logged out goes straight to app-login',
      { name: 'supplies', path: '/supplies', loggedIn: false },
      { kind: 'redirect', to: '/applogin', step: 5 },
    ],
    [
      'in the app without a company, login stays login (the company screen comes first)',
      { name: 'login', path: '/login', loggedIn: false, company: null },
      { kind: 'redirect', to: '/company', step: 3 },
    ],
    [
      'in the app, logged in without logged=1 (a restart) goes to app-login',
      { name: 'dashboard', path: '/dashboard', flags: { logged: false, linked: false } },
      { kind: 'redirect', to: '/applogin', step: 7 },
    ],
    [
      'in the app, app-login itself renders for a logged-in user without logged=1',
      { name: 'app-login', path: '/applogin', flags: { logged: false, linked: false } },
      { kind: 'render' },
    ],
    [
      'in the app, active_biometric renders without logged=1',
      { name: 'active_biometric', path: '/active-biometric', flags: { logged: false, linked: false } },
      { kind: 'render' },
    ],
    [
      'in the app, a linked session clears the flag and continues instead',
      { name: 'dashboard', path: '/dashboard', flags: { logged: false, linked: true } },
      { kind: 'render', clearLinkedFlag: true },
    ],
    [
      'after an app login (logged=1) app-login goes to the dashboard',
      { name: 'app-login', path: '/applogin' },
      { kind: 'redirect', to: '/dashboard', step: 8 },
    ],
    [
      'after an app login that offers the biometric login, to its screen',
      { name: 'app-login', path: '/applogin', afterAppLogin: '/active-biometric' },
      { kind: 'redirect', to: '/active-biometric', step: 8 },
    ],
    [
      'the biometric offer target applies only to app-login',
      { name: 'login', path: '/login', platform: 'web', afterAppLogin: '/active-biometric' },
      { kind: 'redirect', to: '/dashboard', step: 8 },
    ],
    [
      'on the web the same user without logged=1 is not sent to app-login',
      { name: 'dashboard', path: '/dashboard', platform: 'web', flags: { logged: false, linked: false } },
      { kind: 'render' },
    ],
  ])('%s', (_label, over, expected) => {
    expect(decideNavigation(app(over))).toEqual(expected);
  });
});
