import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer, Session } from '@sportello/contract';
import type { CompanyCode } from '@sportello/domain';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BrandProvider } from '../lib/brand';
import { SessionContext, type SessionState } from '../lib/session-context';
import { local, LOCAL_KEYS } from '../lib/storage';

/** The id the test session sends in its header (the api client reads it from local storage). */
export const TEST_SESSION_ID = 'sessione-di-prova';

/** A logged-in customer's session of the given brand, enough for the screens that read it. */
export function testSession(company: CompanyCode = 'ast', overrides: Partial<Session> = {}): Session {
  return {
    sessionId: TEST_SESSION_ID,
    company,
    locale: 'it',
    clientSpec: null,
    user: null,
    roles: ['customer'],
    modules: [],
    guest: false,
    currentCustomerId: 1,
    expiresAt: '2099-12-31T23:59:59.000Z',
    ...overrides,
  } as Session;
}

/** The session store as the screens see it: logged in, with no-op actions (a test overrides what it checks). */
export function testSessionState(overrides: Partial<SessionState> = {}): SessionState {
  const company = overrides.company ?? 'ast';
  const session = overrides.session === undefined ? testSession(company) : overrides.session;
  const noop = () => undefined;
  return {
    loading: false,
    session,
    company,
    loggedIn: true,
    guest: false,
    customerId: session?.currentCustomerId ?? 1,
    customer: null,
    expired: false,
    view: { busy: false, graph: false, legend: false },
    login: () => Promise.resolve({ ok: true }),
    logout: () => Promise.resolve(),
    partialLogout: noop,
    refresh: () => Promise.resolve(session),
    chooseCompany: () => Promise.resolve(),
    adoptSession: noop,
    loadCustomer: () => Promise.reject(new Error('loadCustomer: not in this test')),
    selectCustomer: noop,
    acknowledgeExpired: noop,
    setView: noop,
    resetView: noop,
    takeStartTarget: () => null,
    hasStartTarget: () => false,
    ...overrides,
  };
}

/** A QueryClient as the app's, without retries (a failure shows at once) and without garbage collection timers. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The address the router starts at (`/supplies/7`). */
  route?: string;
  /** The route pattern the element is mounted at (`/supplies/:id`), for `useParams`. */
  path?: string;
  /** Other routes the screen may go to (their element is a heading naming the path unless given). */
  routes?: RouteObject[];
  /** Session store values (company, customer, loggedIn…). */
  session?: Partial<SessionState>;
  queryClient?: QueryClient;
  /** The customer id kept locally (read by some screens through storage). */
  customerId?: number;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  session: SessionState;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Stands in for a route the screen links or navigates to: its path as a heading. */
function Landing({ path }: { path: string }) {
  return <h1>Pagina {path}</h1>;
}

/**
 * Renders a screen inside the app's providers as the shell has them: TanStack Query (no
 * retries), the session store (a logged-in test session whose id the api client sends), the
 * brand, and a memory router at `route`. Returns Testing Library's queries, the query client,
 * a userEvent instance and the router (to read where the screen navigated).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    routes = [],
    session: sessionOverrides = {},
    queryClient = testQueryClient(),
    customerId,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const session = testSessionState(sessionOverrides);
  if (session.session) local.set(LOCAL_KEYS.sessionId, session.session.sessionId);
  if (customerId !== undefined) local.set(LOCAL_KEYS.customerId, String(customerId));
  const others = routes.map((r) => ({ ...r, element: r.element ?? <Landing path={r.path ?? ''} /> }));
  const router = createMemoryRouter([{ path, element: ui }, ...others], { initialEntries: [route] });
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <BrandProvider>{children}</BrandProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Providers, ...options });
  return { ...result, queryClient, user, session, router };
}

/** A customer as the session store keeps it, for screens that read `session.customer`. */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    key: 'CLI0001',
    ...overrides,
  } as Customer;
}
