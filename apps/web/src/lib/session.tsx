import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Customer, DoLoginResponse, Session } from '@sportello/contract';
import { DEFAULT_COMPANY, isCompanyCode, type CompanyCode } from '@sportello/domain';
import { ApiError, api, apiRaw, awaitSessionStart, RETRY_LATER_MESSAGE } from './api-client';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from './storage';

export type LoginResult = { ok: true; user?: { userOptions: string } } | { ok: false; message: string };

/** Where to go once the session store has started (deep links), with a message to show there. */
export interface StartTarget {
  to: string;
  message?: string;
  /** A full-page feedback to show on arrival (survey reply). */
  feedback?: { title: string; description: string; button: { label: string; link: string } };
}

/**
 * What a deep link decided before the session starts: a session to adopt (link session), a
 * session id to resume (`s=`, `sessionId=`), and where to go.
 */
export interface StartPlan {
  session?: Session;
  sessionId?: string;
  target?: StartTarget;
}

/** Display state reset after each navigation (guard step 10). */
export interface ViewState {
  /** The loading indicator (over the page). */
  busy: boolean;
  /** Graph screens: graph and legend shown. */
  graph: boolean;
  legend: boolean;
}

const INITIAL_VIEW: ViewState = { busy: false, graph: false, legend: false };

interface SessionState {
  /** True while the session store loads (the brand loading animation shows). */
  loading: boolean;
  session: Session | null;
  company: CompanyCode;
  /** A user is logged in (a guest link session is not). */
  loggedIn: boolean;
  /** A link session without login (spec section 6: modules 4-9 only). */
  guest: boolean;
  /** The customer id known for this session (kept locally), if any. */
  customerId: number | null;
  /** The current customer, once loaded. */
  customer: Customer | null;
  /** The resume refresh failed: the full-screen "La tua sessione è scaduta" notice shows. */
  expired: boolean;
  view: ViewState;
  login(username: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  /** 401 and resume failure: forget the session here without a server call. */
  partialLogout(): void;
  /** Re-reads the session from the server (after resume, or when modules may have changed). */
  refresh(): Promise<Session | null>;
  /** Chooses a brand: remembered as `_company`, with a new anonymous session. */
  chooseCompany(code: CompanyCode): Promise<void>;
  /** Uses a session created elsewhere (link session). */
  adoptSession(next: Session): void;
  /** Loads the known customer (guard step 9); throws when it cannot. */
  loadCustomer(id: number): Promise<Customer>;
  /** Makes a customer the current one (customers list). */
  selectCustomer(customer: Customer): void;
  acknowledgeExpired(): void;
  setView(patch: Partial<ViewState>): void;
  resetView(): void;
  /** The deep link's destination, handed over once. */
  takeStartTarget(): StartTarget | null;
}

const SessionContext = createContext<SessionState | null>(null);

/*
 * The two start/resume rules below are the domain package's `appStartDecision` and
 * `shouldRefreshOnResume` (session-rules.ts), spelled here because that module also holds the
 * popups and their texts, which must stay out of the login page's bundle. session.test.ts checks
 * them against the domain functions, case by case.
 */

/** MESSAGES.loginFailed (section 8), spelled here for the same reason (checked by a test). */
export const LOGIN_FAILED_MESSAGE = 'Nome utente o password non corretti';

/** App start: logged out with a company chosen and biometric off, the company is cleared. */
export function startClearsCompany(input: {
  loggedIn: boolean;
  company: string | null | undefined;
  biometricActive: boolean;
}): boolean {
  return !input.loggedIn && !!input.company && !input.biometricActive;
}

/** Resume: refresh the session when logged in and no login is in progress. */
export function refreshesOnResume(input: { loggedIn: boolean; loginInProgress: boolean }): boolean {
  return input.loggedIn && !input.loginInProgress;
}

/** A brand named in the address: `?company=`. */
function companyFromQuery(search = window.location.search): CompanyCode | null {
  const fromQuery = new URLSearchParams(search).get('company')?.toLowerCase();
  return isCompanyCode(fromQuery) ? fromQuery : null;
}

/** The brand this visit uses: `?company=` first, then the remembered one, then the default. */
export function initialCompany(
  search = window.location.search,
  fallback: CompanyCode = DEFAULT_COMPANY,
): CompanyCode {
  const fromQuery = companyFromQuery(search);
  if (fromQuery) {
    local.set(LOCAL_KEYS.company, fromQuery);
    return fromQuery;
  }
  const stored = local.get(LOCAL_KEYS.company);
  return isCompanyCode(stored) ? stored : fallback;
}

function storedCustomerId(): number | null {
  const raw = local.get(LOCAL_KEYS.customerId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function createSession(
  company: CompanyCode,
  link?: { linkId: string; hashCode: string },
): Promise<Session> {
  const created = await api<Session>('POST', '/Core/v1/sessions', {
    body: {
      createNewSessionRequest: {
        company,
        locale: 'it',
        clientSpec: { version: __APP_VERSION__, type: 'web' },
        ...(link ? { linkId: link.linkId, hashCode: link.hashCode } : {}),
      },
    },
    silent: true,
  });
  local.set(LOCAL_KEYS.sessionId, created.sessionId);
  return created;
}

async function fetchSession(id: string): Promise<Session | null> {
  try {
    return await api<Session>('GET', `/Core/v1/sessions/${encodeURIComponent(id)}`, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404))
      return null;
    throw error;
  }
}

/**
 * A session id received in an address (`s=`, `sessionId=…&rcrm=1`) is adopted only when the
 * server agrees it may travel: an anonymous or a link (guest) session, never a logged-in one, so a
 * link cannot plant someone else's login in this browser. Null when refused or unknown.
 */
export async function handOverSession(id: string): Promise<Session | null> {
  try {
    const handed = await api<Session>('GET', `/Core/v1/sessions/${encodeURIComponent(id)}`, {
      query: { handover: 1 },
      silent: true,
    });
    return handed.user ? null : handed;
  } catch {
    return null;
  }
}

/**
 * App start (spec section 4): with a stored session id the session is fetched (a logged-in one
 * keeps its brand); logged out with a remembered company and biometric off, the company is
 * cleared; otherwise a session is created for the brand.
 */
export async function startSession(
  company: CompanyCode,
  fallback: CompanyCode,
): Promise<{ session: Session; company: CompanyCode }> {
  const storedId = local.get(LOCAL_KEYS.sessionId);
  const existing = storedId ? await fetchSession(storedId) : null;
  if (existing?.user || existing?.guest) return { session: existing, company: existing.company };
  const brand = loggedOutBrand(company, fallback);
  if (existing && existing.company === brand) return { session: existing, company: brand };
  return { session: await createSession(brand), company: brand };
}

/** The brand of a logged-out start: the remembered company is cleared unless biometric is on. */
function loggedOutBrand(company: CompanyCode, fallback: CompanyCode): CompanyCode {
  const clear = startClearsCompany({
    loggedIn: false,
    company: local.get(LOCAL_KEYS.company),
    biometricActive:
      local.get(LOCAL_KEYS.biometricActive) === 'true' || local.get(LOCAL_KEYS.biometricActive) === '1',
  });
  if (!clear || companyFromQuery()) return company;
  local.remove(LOCAL_KEYS.company);
  return fallback;
}

/**
 * A first visit: no session kept and no deep link. Nobody can be logged in, so the first screen
 * (the login page) need not wait for the anonymous session; it is created alongside.
 */
export function isFirstVisit(hasStartPlan: boolean): boolean {
  return !hasStartPlan && !local.get(LOCAL_KEYS.sessionId);
}

/** The brand a first visit starts with: the one its login page shows (prerendered, app/first-html). */
export function firstVisitCompany(search: string, fallback: CompanyCode): CompanyCode {
  return loggedOutBrand(initialCompany(search, fallback), fallback);
}

function clearLocalSession(): void {
  for (const key of [LOCAL_KEYS.sessionId, LOCAL_KEYS.user, LOCAL_KEYS.customerId, LOCAL_KEYS.referByCrm])
    local.remove(key);
  for (const key of [SESSION_KEYS.logged, SESSION_KEYS.linked]) tabStorage.remove(key);
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The brand used without `_company` (the build's brand). */
  fallbackCompany?: CompanyCode;
  /** Deep links: runs before the session starts (see StartPlan). */
  prepareStart?: (company: CompanyCode) => Promise<StartPlan | null>;
}

export function SessionProvider({
  children,
  fallbackCompany = DEFAULT_COMPANY,
  prepareStart,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [firstVisit] = useState(() => isFirstVisit(!!prepareStart));
  const [company, setCompany] = useState<CompanyCode>(() =>
    firstVisit
      ? firstVisitCompany(window.location.search, fallbackCompany)
      : initialCompany(window.location.search, fallbackCompany),
  );
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(!firstVisit);
  /** A first visit's anonymous session while it is being created (login waits for it). */
  const creatingSession = useRef<Promise<Session | null> | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(() => storedCustomerId());
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [expired, setExpired] = useState(false);
  const [view, setViewState] = useState<ViewState>(INITIAL_VIEW);
  const startTarget = useRef<StartTarget | null>(null);
  const started = useRef(false);

  const adoptSession = useCallback((next: Session) => {
    local.set(LOCAL_KEYS.sessionId, next.sessionId);
    setSession(next);
    setCompany(next.company);
    if (next.user) tabStorage.set(SESSION_KEYS.logged, '1');
    if (next.currentCustomerId !== null && storedCustomerId() === null) {
      local.set(LOCAL_KEYS.customerId, String(next.currentCustomerId));
    }
    setCustomerId(storedCustomerId());
  }, []);

  useEffect(() => {
    // StrictMode mounts twice in development: the start runs once.
    if (started.current) return;
    started.current = true;
    if (firstVisit) {
      const creating = createSession(company);
      awaitSessionStart(creating);
      creatingSession.current = creating.catch(() => null);
      creating
        .then(adoptSession)
        .catch(() => setSession(null))
        .finally(() => {
          creatingSession.current = null;
        });
      return;
    }
    (async () => {
      try {
        const plan = prepareStart ? await prepareStart(company) : null;
        if (plan?.target) startTarget.current = plan.target;
        if (plan?.session) {
          adoptSession(plan.session);
          return;
        }
        if (plan?.sessionId) local.set(LOCAL_KEYS.sessionId, plan.sessionId);
        const started = await startSession(company, fallbackCompany);
        adoptSession(started.session);
      } catch {
        setSession(null);
      } finally {
        setLoading(false);
      }
    })();
    // Runs once at start; later brand changes go through chooseCompany.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const login = useCallback(
    async (username: string, password: string): Promise<LoginResult> => {
      local.set(LOCAL_KEYS.loginActive, '1');
      try {
        const current =
          (session && !session.guest ? session : await creatingSession.current) ??
          (await createSession(company));
        local.set(LOCAL_KEYS.sessionId, current.sessionId);
        const answer = await apiRaw<DoLoginResponse>('POST', '/Core/v1/user/login', {
          body: { doLoginRequest: { username, password } },
          silent: true,
        });
        if ('doLoginFailed' in answer) return { ok: false, message: LOGIN_FAILED_MESSAGE };
        const { doLoginResponse } = answer;
        local.set(LOCAL_KEYS.sessionId, doLoginResponse.sessionId);
        local.set(
          LOCAL_KEYS.user,
          JSON.stringify({ id: doLoginResponse.user.id, username: doLoginResponse.user.username }),
        );
        local.remove(LOCAL_KEYS.customerId);
        local.remove(LOCAL_KEYS.referByCrm);
        setCustomer(null);
        tabStorage.set(SESSION_KEYS.logged, '1');
        queryClient.removeQueries();
        adoptSession(doLoginResponse.session);
        return { ok: true, user: doLoginResponse.user };
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          return { ok: false, message: error.message };
        }
        return { ok: false, message: RETRY_LATER_MESSAGE };
      } finally {
        local.remove(LOCAL_KEYS.loginActive);
      }
    },
    [session, company, adoptSession, queryClient],
  );

  const partialLogout = useCallback(() => {
    clearLocalSession();
    setCustomer(null);
    setCustomerId(null);
    setSession(null);
    queryClient.removeQueries();
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await api('DELETE', '/Core/v1/user/logout', { silent: true });
    } catch {
      // The local clear below happens whatever the server says.
    }
    clearLocalSession();
    for (const key of [LOCAL_KEYS.company, LOCAL_KEYS.biometricActive, LOCAL_KEYS.nb]) local.remove(key);
    // The encrypted cache of invoices, supplies and contracts goes with the user.
    void import('./secure-cache').then((cache) => cache.clearAll()).catch(() => undefined);
    setCustomer(null);
    setCustomerId(null);
    queryClient.removeQueries();
    setSession(await createSession(company).catch(() => null));
  }, [company, queryClient]);

  const refresh = useCallback(async () => {
    const id = local.get(LOCAL_KEYS.sessionId);
    if (!id) return null;
    const fresh = await api<Session>('GET', `/Core/v1/sessions/${encodeURIComponent(id)}`, { silent: true });
    setSession(fresh);
    return fresh;
  }, []);

  const chooseCompany = useCallback(
    async (code: CompanyCode) => {
      local.set(LOCAL_KEYS.company, code);
      setCompany(code);
      queryClient.removeQueries();
      setSession(await createSession(code).catch(() => null));
    },
    [queryClient],
  );

  const loadCustomer = useCallback(async (id: number) => {
    const loaded = await api<Customer>('GET', `/Erp/v1/customers/${id}`, { silent: true });
    setCustomer(loaded);
    return loaded;
  }, []);

  const selectCustomer = useCallback((next: Customer) => {
    local.set(LOCAL_KEYS.customerId, String(next.id));
    setCustomerId(next.id);
    setCustomer(next);
  }, []);

  const loggedIn = !!session?.user;

  // Resume (spec section 4): back in view, a logged-in session is refreshed; if that fails the
  // session is forgotten here and the full-screen notice shows.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (!refreshesOnResume({ loggedIn, loginInProgress: local.get(LOCAL_KEYS.loginActive) === '1' }))
        return;
      refresh().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 0) return;
        partialLogout();
        setExpired(true);
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loggedIn, refresh, partialLogout]);

  const setView = useCallback((patch: Partial<ViewState>) => setViewState((v) => ({ ...v, ...patch })), []);
  const resetView = useCallback(
    () => setViewState((v) => (v.busy || v.graph || v.legend ? INITIAL_VIEW : v)),
    [],
  );
  const acknowledgeExpired = useCallback(() => setExpired(false), []);
  const takeStartTarget = useCallback(() => {
    const target = startTarget.current;
    startTarget.current = null;
    return target;
  }, []);

  const value = useMemo<SessionState>(
    () => ({
      loading,
      session,
      company,
      loggedIn,
      guest: !!session?.guest && !session.user,
      customerId,
      customer,
      expired,
      view,
      login,
      logout,
      partialLogout,
      refresh,
      chooseCompany,
      adoptSession,
      loadCustomer,
      selectCustomer,
      acknowledgeExpired,
      setView,
      resetView,
      takeStartTarget,
    }),
    [
      loading,
      session,
      company,
      loggedIn,
      customerId,
      customer,
      expired,
      view,
      login,
      logout,
      partialLogout,
      refresh,
      chooseCompany,
      adoptSession,
      loadCustomer,
      selectCustomer,
      acknowledgeExpired,
      setView,
      resetView,
      takeStartTarget,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
