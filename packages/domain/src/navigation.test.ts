import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  afterNavigation,
  backButtonAction,
  guardNavigation,
  indexRedirect,
  loginRouteFor,
  type GuardInput,
} from './navigation';
import { MODULE_KEYS } from './companies';
import { ROUTES } from './routes';

const ALL = [...MODULE_KEYS];

function input(over: Partial<GuardInput> & { name?: string | null; path?: string } = {}): GuardInput {
  const { name = 'dashboard', path = '/dashboard', ...rest } = over;
  return {
    target: { name, path },
    routes: ROUTES,
    enabledModules: ALL,
    platform: 'web',
    company: 'ast',
    loggedIn: true,
    flags: { logged: true, linked: false, guest: false },
    knownCustomerId: 'C1',
    customerLoaded: true,
    ...rest,
  };
}

const routesWithoutModules = ROUTES.filter((r) => !r.modules);

describe('navigation guard, one step at a time', () => {
  it('1. reloads a path that only an enabled module route matches', () => {
    expect(
      guardNavigation(input({ name: null, path: '/practices/12?x=1', routes: routesWithoutModules })),
    ).toEqual({
      kind: 'reload',
      path: '/practices/12?x=1',
      step: 1,
    });
    // Module off: nothing to reload, and the unknown path goes to 404.
    expect(
      guardNavigation(
        input({ name: null, path: '/practices/12', routes: routesWithoutModules, enabledModules: ['fatt'] }),
      ),
    ).toMatchObject({ kind: 'redirect', to: 'error-404', step: 2 });
    // CRM referral: only the graph route is added.
    expect(
      guardNavigation(
        input({ name: null, path: '/supplies/5/graphs', routes: routesWithoutModules, referByCrm: true }),
      ),
    ).toMatchObject({ kind: 'reload', step: 1 });
    expect(
      guardNavigation(
        input({ name: null, path: '/practices', routes: routesWithoutModules, referByCrm: true }),
      ),
    ).toMatchObject({ kind: 'redirect', to: 'error-404' });
  });

  it('2. unknown routes and disabled module routes go to error-404', () => {
    expect(guardNavigation(input({ name: null, path: '/nope' }))).toEqual({
      kind: 'redirect',
      to: 'error-404',
      step: 2,
    });
    expect(guardNavigation(input({ name: 'not-a-route', path: '/x' }))).toMatchObject({ to: 'error-404' });
    expect(
      guardNavigation(input({ name: 'practices', path: '/practices', enabledModules: ['ser'] })),
    ).toMatchObject({
      to: 'error-404',
    });
    expect(guardNavigation(input({ name: 'practices', path: '/practices', referByCrm: true }))).toMatchObject(
      { to: 'error-404' },
    );
    expect(
      guardNavigation(input({ name: 'supply-graphs', path: '/supplies/1/graphs', referByCrm: true })),
    ).toMatchObject({
      kind: 'continue',
    });
  });

  it('2. rcrm=1 restricts every route, not only module routes: the graphs, error pages and login stay', () => {
    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['supplies', '/supplies'],
      ['profile', '/profile'],
      ['support', '/support'],
      ['helpers-offers', '/helpers/offers'],
    ] as const) {
      expect(guardNavigation(input({ name, path, referByCrm: true }))).toMatchObject({
        kind: 'redirect',
        to: 'error-404',
        step: 2,
      });
    }
    expect(
      guardNavigation(
        input({ name: 'supply-graphs-anon', path: '/supplies/X/graphs/anon', referByCrm: true }),
      ),
    ).toMatchObject({ kind: 'continue' });
    expect(
      guardNavigation(input({ name: 'error-404', path: '/errore/pagina-non-trovata', referByCrm: true })),
    ).toMatchObject({ kind: 'continue' });
    expect(
      guardNavigation(input({ name: 'login', path: '/login', loggedIn: false, referByCrm: true })),
    ).toMatchObject({ kind: 'continue' });
    // Without the referral the same routes are open.
    expect(guardNavigation(input({ name: 'support', path: '/support' }))).toMatchObject({ kind: 'continue' });
  });

  it('3. without a company goes to the company screen unless the route needs none', () => {
    expect(guardNavigation(input({ company: null }))).toEqual({ kind: 'redirect', to: 'company', step: 3 });
    expect(
      guardNavigation(input({ company: '', name: 'login', path: '/login', loggedIn: false })),
    ).toMatchObject({ to: 'company' });
    expect(
      guardNavigation(input({ company: null, name: 'company', path: '/company', loggedIn: false })),
    ).toMatchObject({
      kind: 'continue',
    });
    expect(
      guardNavigation(input({ company: null, name: 'error-503', path: '/errore/server-in-manutenzione' })),
    ).toMatchObject({
      kind: 'continue',
    });
    // An explicit flag on the target wins over the table.
    expect(
      guardNavigation(
        input({ company: null, target: { name: 'support', path: '/support', needsCompany: false } }),
      ),
    ).toMatchObject({
      kind: 'continue',
    });
  });

  it('4. in the app with a company, login becomes app-login', () => {
    expect(
      guardNavigation(input({ platform: 'app', name: 'login', path: '/login', loggedIn: false })),
    ).toEqual({
      kind: 'redirect',
      to: 'app-login',
      step: 4,
    });
    expect(
      guardNavigation(input({ platform: 'web', name: 'login', path: '/login', loggedIn: false })),
    ).toMatchObject({
      kind: 'continue',
    });
  });

  it('5. an auth route while logged out goes to login (app-login in the app)', () => {
    expect(guardNavigation(input({ loggedIn: false }))).toEqual({ kind: 'redirect', to: 'login', step: 5 });
    expect(guardNavigation(input({ loggedIn: false, platform: 'app' }))).toEqual({
      kind: 'redirect',
      to: 'app-login',
      step: 5,
    });
    // 'either' routes stay reachable.
    expect(
      guardNavigation(input({ loggedIn: false, name: 'helpers-support', path: '/helpers/support' })),
    ).toMatchObject({
      kind: 'continue',
      step: 'end',
    });
    expect(guardNavigation(input({ loggedIn: false, name: 'index', path: '/' }))).toMatchObject({
      kind: 'continue',
    });
  });

  it('5. the self-reading and the anonymous graphs need a login or a link session (issue 18 item 12)', () => {
    const loggedOut = { loggedIn: false, flags: { logged: false, linked: false, guest: false } };
    for (const [name, path] of [
      ['supply_self_reading', '/supplies/1/autolettura'],
      ['supply-graphs-anon', '/supplies/1/graphs/anon'],
    ] as const) {
      // Logged out without a link: login (app-login in the app), not the page nor the 404.
      expect(guardNavigation(input({ ...loggedOut, name, path }))).toEqual({
        kind: 'redirect',
        to: 'login',
        step: 5,
      });
      expect(guardNavigation(input({ ...loggedOut, name, path, platform: 'app' }))).toEqual({
        kind: 'redirect',
        to: 'app-login',
        step: 5,
      });
      // A guest link session (the shell passes it as logged in) and a logged-in user go on.
      expect(
        guardNavigation(input({ name, path, flags: { logged: false, linked: false, guest: true } })),
      ).toMatchObject({ kind: 'continue' });
      expect(guardNavigation(input({ name, path }))).toMatchObject({ kind: 'continue' });
    }
    // The router does not know the module route yet and the logged-out session's modules lack
    // it: login first (the customer's modules are known only after login), not the 404.
    for (const enabledModules of [[], ['fatt']]) {
      expect(
        guardNavigation(
          input({
            ...loggedOut,
            name: null,
            path: '/supplies/1/autolettura',
            routes: routesWithoutModules,
            enabledModules,
          }),
        ),
      ).toEqual({ kind: 'redirect', to: 'login', step: 5 });
      expect(
        guardNavigation(
          input({
            ...loggedOut,
            name: null,
            path: '/practices',
            routes: routesWithoutModules,
            enabledModules,
          }),
        ),
      ).toEqual({ kind: 'redirect', to: 'login', step: 5 });
    }
    // Without a company, the company screen still comes first (step 3).
    expect(
      guardNavigation(
        input({ ...loggedOut, company: null, name: 'supply_self_reading', path: '/supplies/1/autolettura' }),
      ),
    ).toEqual({ kind: 'redirect', to: 'company', step: 3 });
    // Logged in, a module the customer lacks stays a 404; an unknown path too, logged out or not.
    expect(
      guardNavigation(
        input({ name: null, path: '/practices', routes: routesWithoutModules, enabledModules: ['fatt'] }),
      ),
    ).toMatchObject({ to: 'error-404', step: 2 });
    expect(guardNavigation(input({ ...loggedOut, name: null, path: '/non-esiste' }))).toMatchObject({
      to: 'error-404',
      step: 2,
    });
    // The CRM referral keeps every other route closed.
    expect(
      guardNavigation(
        input({
          ...loggedOut,
          name: null,
          path: '/practices',
          routes: routesWithoutModules,
          referByCrm: true,
        }),
      ),
    ).toMatchObject({ to: 'error-404', step: 2 });
  });

  it('6. a logged-in guest continues', () => {
    expect(
      guardNavigation(
        input({
          flags: { logged: false, linked: false, guest: true },
          knownCustomerId: null,
          platform: 'app',
        }),
      ),
    ).toEqual({ kind: 'continue', step: 6 });
  });

  it('7. linked flag: clear and continue; in the app without logged=1: app-login', () => {
    expect(
      guardNavigation(input({ flags: { logged: false, linked: true, guest: false }, platform: 'app' })),
    ).toEqual({
      kind: 'continue',
      step: 7,
      clearLinkedFlag: true,
    });
    expect(
      guardNavigation(input({ flags: { logged: false, linked: false, guest: false }, platform: 'app' })),
    ).toEqual({
      kind: 'redirect',
      to: 'app-login',
      step: 7,
    });
    for (const name of ['app-login', 'active_biometric']) {
      const path = ROUTES.find((r) => r.name === name)?.path ?? '';
      expect(
        guardNavigation(
          input({ name, path, flags: { logged: false, linked: false, guest: false }, platform: 'app' }),
        ),
      ).toMatchObject({ kind: 'continue' });
    }
    // On the web the flag is not required.
    expect(
      guardNavigation(input({ flags: { logged: false, linked: false, guest: false }, platform: 'web' })),
    ).toMatchObject({
      kind: 'continue',
    });
  });

  it('8. a not-auth route while logged in with logged=1 goes to dashboard', () => {
    expect(guardNavigation(input({ name: 'login', path: '/login' }))).toEqual({
      kind: 'redirect',
      to: 'dashboard',
      step: 8,
    });
    expect(guardNavigation(input({ name: 'registration', path: '/registrazione' }))).toMatchObject({
      to: 'dashboard',
    });
    expect(
      guardNavigation(
        input({ name: 'login', path: '/login', flags: { logged: false, linked: false, guest: false } }),
      ),
    ).toMatchObject({ kind: 'continue' });
    expect(guardNavigation(input({ name: 'error-404', path: '/errore/pagina-non-trovata' }))).toMatchObject({
      kind: 'continue',
    });
  });

  it('9. loads the known customer, or sends to customers', () => {
    expect(guardNavigation(input({ customerLoaded: false }))).toEqual({
      kind: 'continue',
      step: 9,
      loadCustomerId: 'C1',
      onLoadFailure: 'login',
    });
    expect(guardNavigation(input({ knownCustomerId: 0, customerLoaded: false }))).toMatchObject({
      loadCustomerId: 0,
    });
    expect(guardNavigation(input({ knownCustomerId: null, customerLoaded: false }))).toEqual({
      kind: 'redirect',
      to: 'customers',
      step: 9,
    });
    expect(guardNavigation(input({ knownCustomerId: '', customerLoaded: false }))).toMatchObject({
      to: 'customers',
    });
    for (const name of ['customers', 'onboarding', 'request_delegation', 'active_biometric']) {
      const path = ROUTES.find((r) => r.name === name)?.path ?? '';
      expect(guardNavigation(input({ name, path, knownCustomerId: null }))).toMatchObject({
        kind: 'continue',
        step: 'end',
      });
    }
    // 'either' routes are not auth routes: a Lead without customers sees its error page.
    expect(
      guardNavigation(
        input({ name: 'error_no_customers', path: '/errore/in-attesa-di-conferma', knownCustomerId: null }),
      ),
    ).toMatchObject({ kind: 'continue' });
  });

  it('continues when nothing applies', () => {
    expect(guardNavigation(input())).toEqual({ kind: 'continue', step: 'end' });
  });
});

describe('navigation guard, combinations', () => {
  it.each([
    [
      'no company wins over login required',
      { company: null, loggedIn: false },
      { kind: 'redirect', to: 'company' },
    ],
    [
      '404 wins over missing company',
      { company: null, name: null, path: '/x' },
      { kind: 'redirect', to: 'error-404' },
    ],
    [
      'guest on an auth route without customer continues',
      { flags: { logged: false, linked: false, guest: true }, knownCustomerId: null, customerLoaded: false },
      { kind: 'continue', step: 6 },
    ],
    [
      'guest logged out on an auth route goes to login',
      { loggedIn: false, flags: { logged: false, linked: false, guest: true } },
      { kind: 'redirect', to: 'login' },
    ],
    [
      'linked flag skips the dashboard redirect of step 8',
      { name: 'login', path: '/login', flags: { logged: true, linked: true, guest: false } },
      { kind: 'continue', clearLinkedFlag: true },
    ],
    [
      'linked flag is kept when logged out',
      {
        loggedIn: false,
        name: 'login',
        path: '/login',
        flags: { logged: false, linked: true, guest: false },
      },
      { kind: 'continue', step: 'end' },
    ],
    [
      'app, logged=1, customer to load',
      { platform: 'app', customerLoaded: false },
      { kind: 'continue', loadCustomerId: 'C1' },
    ],
    [
      'app login page while logged in with logged=1 goes to dashboard',
      { platform: 'app', name: 'app-login', path: '/applogin' },
      { kind: 'redirect', to: 'dashboard', step: 8 },
    ],
  ] as const)('%s', (_label, over, expected) => {
    expect(
      guardNavigation(input(over as Partial<GuardInput> & { name?: string | null; path?: string })),
    ).toMatchObject(expected);
  });
});

describe('after navigation and menus', () => {
  it('step 10 effects', () => {
    expect(afterNavigation('dashboard')).toEqual({
      rootClass: 'dashboard',
      resetGraph: true,
      resetLegend: true,
      clearFeedback: true,
      loadingOff: true,
      trackPageView: true,
      scrollTopAfterMs: 50,
    });
  });

  it('index and login routes', () => {
    expect(indexRedirect(true)).toBe('dashboard');
    expect(indexRedirect(false)).toBe('login');
    expect(loginRouteFor('app', 'ast')).toBe('app-login');
    expect(loginRouteFor('app', null)).toBe('login');
    expect(loginRouteFor('web', 'ast')).toBe('login');
  });

  it('builds the account menu from modules and screen size', () => {
    const keys = (m: ReturnType<typeof accountMenu>) => m.map((e) => e.key);
    expect(keys(accountMenu({ enabledModules: ALL, smallScreen: true }))).toEqual([
      'home',
      'supplies',
      'messages',
      'profile',
      'services',
      'practices',
      'invoices',
      'support',
      'logout',
    ]);
    expect(keys(accountMenu({ enabledModules: [], smallScreen: false }))).toEqual([
      'home',
      'supplies',
      'messages',
      'support',
      'logout',
    ]);
    expect(
      keys(accountMenu({ enabledModules: ['ser'], smallScreen: false, routes: routesWithoutModules })),
    ).not.toContain('services');
    const invoices = accountMenu({ enabledModules: ['dettFatt'], smallScreen: false }).find(
      (e) => e.key === 'invoices',
    );
    expect(invoices).toEqual({
      key: 'invoices',
      label: 'Bollette',
      route: 'invoices',
      query: { typeCodes: 'all' },
    });
  });
});

describe("the app's back button (issue 18 item 13)", () => {
  it.each([
    ['at the dashboard: the app closes', ['supplies', 'dashboard'], { kind: 'exit' }],
    ['at the app login: the app closes', ['app-login'], { kind: 'exit' }],
    ['at the login: the app closes', ['supplies', 'login'], { kind: 'exit' }],
    ['one step back', ['dashboard', 'supplies', 'supply'], { kind: 'back', steps: 1 }],
    [
      'the invoices route is hidden from the back button: skipped',
      ['dashboard', 'invoices', 'invoice'],
      { kind: 'back', steps: 2 },
    ],
    [
      'hidden routes and unnamed entries in a row are all skipped',
      ['supplies', 'invoices', null, 'invoices', 'invoice'],
      { kind: 'back', steps: 4 },
    ],
    ['nothing before but hidden routes: the app closes', ['invoices', 'invoice'], { kind: 'exit' }],
    ['opened on a page by a link, nothing before: the app closes', ['supply'], { kind: 'exit' }],
    ['no history at all: the app closes', [], { kind: 'exit' }],
  ] as Array<[string, Array<string | null>, unknown]>)('%s', (_name, history, expected) => {
    expect(backButtonAction(history)).toEqual(expected);
  });

  it('reads hideFromBackButton from the route table it is given', () => {
    const routes = [
      ...ROUTES.filter((r) => r.name !== 'supplies'),
      { ...ROUTES.find((r) => r.name === 'supplies')!, hideFromBackButton: true },
    ];
    expect(backButtonAction(['dashboard', 'supplies', 'supply'], routes)).toEqual({ kind: 'back', steps: 2 });
  });
});
