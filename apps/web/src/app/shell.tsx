import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { afterNavigation, moduleRoutes, ROUTES } from '@sportello/domain';
import { hasSeenOnboarding } from '@sportello/domain/onboarding';
import { leadsToOfflinePage } from '@sportello/domain/offline';
import { useFeedback } from '../components/ui/feedback-context';
import { guardPlatform, BUILD_COMPANY } from '../config/env';
import { HttpErrorHandler } from '../features/errors/components/http-error-handler';
import { loginTargetAction } from '../features/navigation/api/login-target';
import { ApiError } from '../lib/api-client';
import { usePopup } from '../lib/popups';
import { useSession, type StartTarget } from '../lib/session';
import { local, LOCAL_KEYS, session as tabStorage, SESSION_KEYS } from '../lib/storage';
import { trackPageView } from '../lib/telemetry';
import { platform } from '../platform';
import { afterAppLogin } from './after-app-login';
import { DeviceEventsGate } from './device-events-gate';
import { decideNavigation } from './guard';
import { useEnabledModules } from './modules';
import { addModuleRoutes, knownRoutes } from './route-registry';
import type { RouteHandle } from './route-handle';

const PopupHost = lazy(() => import('../features/errors/components/popup-host'));
const SessionExpiredNotice = lazy(() => import('../features/errors/components/session-expired'));
const ForcedUpdate = lazy(() => import('../features/app-update/components/forced-update'));
const BackButton = lazy(() => import('../features/app-links/components/back-button'));

/** After a customer load that got no answer, the next try. */
const CUSTOMER_RETRY_MS = 2000;

/**
 * Only the server's own refusal (a 4xx or 5xx) says something about the customer; anything else
 * (no answer, a body cut short while the page is being left) is tried again.
 */
function isNoAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** Until the session store has loaded, the brand loading animation shows. */
export function Loading() {
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-loading__mark" aria-hidden="true" />
      <span className="visually-hidden">Caricamento in corso…</span>
    </div>
  );
}

/** rcrm=1 in the address is remembered as a CRM referral (only the consumption graph route). */
function readReferByCrm(search: string): boolean {
  if (new URLSearchParams(search).get('rcrm') === '1') local.set(LOCAL_KEYS.referByCrm, '1');
  return local.get(LOCAL_KEYS.referByCrm) === '1';
}

/**
 * The root of every page: runs the navigation guard on each route change, adds module routes,
 * executes deep-link destinations, and does the after-navigation resets (route name as a class
 * on the page root, feedback cleared, loading off, page view, scroll to top after 50 ms).
 */
export function Shell() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const popup = usePopup();
  const leaf = matches[matches.length - 1];
  const handle = (leaf?.handle as RouteHandle | undefined) ?? { name: null };
  const name = handle.name;
  const path = location.pathname + location.search + location.hash;

  // Guard step 1: the module list, fetched again at route changes once stale.
  const enabledModules = useEnabledModules(location.key);
  const referByCrm = readReferByCrm(location.search);

  // Step 1: routes of enabled modules join the router.
  const available = useMemo(
    () => moduleRoutes(enabledModules, ROUTES, referByCrm),
    [enabledModules, referByCrm],
  );
  const [routesVersion, setRoutesVersion] = useState(0);
  useEffect(() => {
    if (addModuleRoutes(available)) setRoutesVersion((v) => v + 1);
  }, [available]);

  // Deep links: once the session store has started, go where the link said. The guard waits
  // until the router has arrived there (the target's chunk may still be loading).
  // Without a session to load (a first visit) there is no deep link to follow either: the first
  // render is already the page itself, as the login prerendered in the HTML (app/first-html).
  // The shell mounts once the landing route's code has loaded; on a busy machine that can be after
  // the session has started, with the link's destination still waiting to be taken.
  const [start, setStart] = useState<{ from: string } | null | undefined>(() =>
    session.loading || session.hasStartTarget() ? undefined : null,
  );
  const pendingFeedback = useRef<StartTarget['feedback'] | null>(null);
  useEffect(() => {
    if (session.loading) return;
    if (start === undefined) {
      const target = session.takeStartTarget();
      if (!target) {
        setStart(null);
        return;
      }
      if (target.message) local.set(LOCAL_KEYS.errorMessage, target.message);
      if (target.feedback) pendingFeedback.current = target.feedback;
      setStart({ from: location.key });
      navigate(target.to, { replace: true });
    } else if (start && start.from !== location.key) {
      setStart(null);
    }
  }, [session, start, navigate, location.key]);

  const decision = useMemo(() => {
    if (session.loading || session.expired || start !== null) return null;
    return decideNavigation({
      name,
      path,
      routes: knownRoutes(),
      enabledModules,
      platform: guardPlatform(),
      company: local.get(LOCAL_KEYS.company) ?? BUILD_COMPANY,
      loggedIn: session.loggedIn,
      guest: session.guest,
      flags: {
        logged: tabStorage.get(SESSION_KEYS.logged) === '1',
        linked: tabStorage.get(SESSION_KEYS.linked) === '1',
      },
      knownCustomerId: session.customerId,
      customerLoaded: session.customer !== null && session.customer.id === session.customerId,
      referByCrm,
      afterAppLogin: afterAppLogin.get(),
      ...(session.session?.user
        ? { onboardingSeen: hasSeenOnboarding(session.session.user.userOptions) }
        : {}),
    });
    // routesVersion: the known routes changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, start, name, path, enabledModules, referByCrm, routesVersion]);

  // The self-reading or graphs path a logged-out visitor asked for: kept across the login.
  useEffect(() => {
    if (!decision) return;
    const action = loginTargetAction({
      decision,
      name,
      path,
      loggedIn: session.loggedIn,
      stored: tabStorage.get(SESSION_KEYS.loginTarget),
    });
    if (action.kind === 'remember') tabStorage.set(SESSION_KEYS.loginTarget, action.path);
    if (action.kind === 'forget' || action.kind === 'go') tabStorage.remove(SESSION_KEYS.loginTarget);
    if (action.kind === 'go') navigate(action.path, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision]);

  // Reload the full path (step 1), clear the linked flag (step 7), load the customer (step 9).
  const customerRequest = useRef<number | null>(null);
  const [customerRetry, setCustomerRetry] = useState(0);
  useEffect(() => {
    if (!decision) return;
    // Once past the load (or logged out), a later load of the same customer starts again (a new
    // login after an expired session).
    if (decision.kind !== 'load-customer') customerRequest.current = null;
    if (decision.kind === 'reload') navigate(decision.path, { replace: true });
    if (decision.kind === 'render' && decision.clearLinkedFlag) tabStorage.remove(SESSION_KEYS.linked);
    if (decision.kind === 'load-customer' && customerRequest.current !== decision.customerId) {
      customerRequest.current = decision.customerId;
      session.loadCustomer(decision.customerId).catch((error: unknown) => {
        customerRequest.current = null;
        // No answer at all (the page is unloading, the network dropped) says nothing about the
        // customer: try again shortly rather than log the person out (offline has its own page).
        if (isNoAnswer(error)) {
          setTimeout(() => setCustomerRetry((n) => n + 1), CUSTOMER_RETRY_MS);
          return;
        }
        session.partialLogout();
        navigate('/login', { replace: true });
      });
    }
  }, [decision, navigate, session, customerRetry]);

  // Step 10 and section 2: after each navigation.
  const lastKey = useRef<string | null>(null);
  const { clear: clearFeedback, show: showFeedback } = feedback;
  const { resetView } = session;
  useEffect(() => {
    if (!name || lastKey.current === location.key) return;
    lastKey.current = location.key;
    const after = afterNavigation(name);
    if (after.clearFeedback) clearFeedback();
    if (after.loadingOff) resetView();
    const next = pendingFeedback.current;
    if (next) {
      pendingFeedback.current = null;
      showFeedback({
        isFull: true,
        title: next.title,
        description: next.description,
        firstButton: next.button,
      });
    }
    if (after.trackPageView) trackPageView(name);
    platform().analytics.screen(name);
    const timer = setTimeout(() => window.scrollTo(0, 0), after.scrollTopAfterMs);
    return () => clearTimeout(timer);
  }, [location.key, name, clearFeedback, showFeedback, resetView]);

  // Going offline leads to the offline page, but for a logged-in customer's bills and supplies,
  // which stay readable from the encrypted cache (issue 24; the layout shows the offline banner).
  const { loading: sessionLoading, loggedIn } = session;
  useEffect(() => {
    if (sessionLoading || name === 'offline') return;
    const offline = () => {
      if (leadsToOfflinePage(name, loggedIn)) navigate('/errore/offline');
    };
    window.addEventListener('offline', offline);
    if (!navigator.onLine) offline();
    return () => window.removeEventListener('offline', offline);
  }, [navigate, name, loggedIn, sessionLoading]);

  // The page itself mounts in a render of its own at transition priority, which React splits
  // into slices of a few milliseconds: the answer that ends the loading (the session, the
  // customer) arrives outside any transition, and mounting the frame and a whole screen in that
  // render would hold the main thread in one long task. Only the way in is deferred: a decision
  // that takes the page away (a redirect, a reload) applies in the same render.
  const rendersPage = decision !== null && decision.kind === 'render';
  const pageReady = useDeferredValue(rendersPage);
  let content;
  if (session.expired) {
    content = (
      <Suspense fallback={<Loading />}>
        <SessionExpiredNotice />
      </Suspense>
    );
  } else if (!decision || decision.kind === 'reload' || decision.kind === 'load-customer') {
    content = <Loading />;
  } else if (rendersPage && !pageReady) {
    content = <Loading />;
  } else if (decision.kind === 'redirect') {
    content = <Navigate to={decision.to} replace />;
  } else {
    content = <Outlet />;
  }

  return (
    <div className={`page-root ${name ?? ''}`} data-route={name ?? ''}>
      <HttpErrorHandler />
      <DeviceEventsGate />
      {platform().native && (
        <Suspense fallback={null}>
          <BackButton name={name} />
        </Suspense>
      )}
      {content}
      {popup && (
        <Suspense fallback={null}>
          <PopupHost popup={popup} />
        </Suspense>
      )}
      {session.view.busy && <Loading />}
      {session.loggedIn && (
        <Suspense fallback={null}>
          <ForcedUpdate />
        </Suspense>
      )}
    </div>
  );
}
