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
