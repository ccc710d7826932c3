import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@sportello/contract';
import { DEFAULT_COMPANY, type CompanyCode } from '@sportello/domain';
import { platform } from '../platform';
import { ApiError, awaitSessionStart } from './api-client';
import { logIn, logOut } from './session-auth';
import {
  SessionContext,
  type LoginResult,
  type SessionState,
  type StartPlan,
  type StartTarget,
} from './session-context';
import { useCurrentCustomer } from './session-customer';
import {
  clearLocalSession,
  initialCompany,
  firstVisitCompany,
  isFirstVisit,
  loginActive,
  markLoggedIn,
  storeCompany,
  storedCustomerId,
  storedSessionId,
  storeCustomerId,
  storeSessionId,
} from './session-flags';
import { refreshesOnResume } from './session-rules';
import { createSession, readSession, startSession } from './session-server';
import { useViewState } from './session-view';

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
  const { customerId, customer, loadCustomer, selectCustomer, syncCustomerId, forgetCustomer } =
    useCurrentCustomer();
  const [expired, setExpired] = useState(false);
  const { view, setView, resetView } = useViewState();
  const startTarget = useRef<StartTarget | null>(null);
  const started = useRef(false);

  const adoptSession = useCallback(
    (next: Session) => {
      storeSessionId(next.sessionId);
      setSession(next);
      setCompany(next.company);
      // In the app only a login sets logged=1: a session found at start (the app was closed) asks
      // for the app login again (guard step 7).
      if (next.user && !platform().native) markLoggedIn();
      if (next.currentCustomerId !== null && storedCustomerId() === null) {
        storeCustomerId(next.currentCustomerId);
      }
      syncCustomerId();
    },
    [syncCustomerId],
  );

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
        if (plan?.sessionId) storeSessionId(plan.sessionId);
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
      const current = async () =>
        (session && !session.guest ? session : await creatingSession.current) ??
        (await createSession(company));
      const { result, session: loggedIn } = await logIn(current, username, password);
      if (loggedIn) {
        forgetCustomer();
        queryClient.removeQueries();
        adoptSession(loggedIn);
      }
      return result;
    },
    [session, company, adoptSession, forgetCustomer, queryClient],
  );

  const partialLogout = useCallback(() => {
    clearLocalSession();
    forgetCustomer();
    setSession(null);
    queryClient.removeQueries();
  }, [forgetCustomer, queryClient]);

  const logout = useCallback(async () => {
    await logOut();
    forgetCustomer();
    queryClient.removeQueries();
    setSession(await createSession(company).catch(() => null));
  }, [company, forgetCustomer, queryClient]);

  const refresh = useCallback(async () => {
    const id = storedSessionId();
    if (!id) return null;
    const fresh = await readSession(id);
    setSession(fresh);
    return fresh;
  }, []);

  const chooseCompany = useCallback(
    async (code: CompanyCode) => {
      storeCompany(code);
      setCompany(code);
      queryClient.removeQueries();
      setSession(await createSession(code).catch(() => null));
    },
    [queryClient],
  );

  const loggedIn = !!session?.user;

  // Resume (spec section 4): back in view, a logged-in session is refreshed; if that fails the
  // session is forgotten here and the full-screen notice shows.
  useEffect(() => {
    const onResume = () => {
      if (!refreshesOnResume({ loggedIn, loginInProgress: loginActive() })) return;
      refresh().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 0) return;
        partialLogout();
        setExpired(true);
      });
    };
    // The platform's resume: back in view on the web, the app back to the foreground.
    return platform().appState.onResume(onResume);
  }, [loggedIn, refresh, partialLogout]);

  const acknowledgeExpired = useCallback(() => setExpired(false), []);
  const takeStartTarget = useCallback(() => {
    const target = startTarget.current;
    startTarget.current = null;
    return target;
  }, []);
  const hasStartTarget = useCallback(() => startTarget.current !== null, []);

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
      hasStartTarget,
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
      hasStartTarget,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
