import { lazy, Suspense, useEffect, useState } from 'react';
import { isWeb } from '../../../lib/platform';
import { pushConsentDefault } from '../../../lib/telemetry';
import { hasConsentCookie } from '../utils/consent-cookie';

const loadBanner = () => import('./cookie-banner');
/**
 * A visitor who has not chosen yet is asked at once: the banner's code starts loading alongside
 * the app's first modules, so the banner shows with the first screen instead of popping up after
 * it (the consent engine, vanilla-cookieconsent, follows at their first click). With a choice
 * recorded, banner and engine only apply it, after the first paint.
 */
const choicePending = isWeb() && !hasConsentCookie();
if (choicePending) void loadBanner().catch(() => undefined);
const CookieBanner = lazy(loadBanner);

const PREFERENCES_EVENT = 'sportello:cookie-preferences';

/** Runs `task` when the browser is idle after the page has loaded, so it never delays the first paint. */
function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: 1500 });
    else timer = setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer) clearTimeout(timer);
  };
}

/**
 * Cookie consent, on the web only (spec section 1). Consent Mode's default (everything but the
 * necessary cookies denied) reaches the data layer at once; the banner shows with the first
 * screen until the visitor chooses, and its engine loads when idle once they have.
 */
export function CookieConsent() {
  const [load, setLoad] = useState(choicePending);
  const [preferencesRequest, setPreferencesRequest] = useState(0);
  const web = isWeb();

  useEffect(() => {
    if (!web) return;
    pushConsentDefault();
    const onRequest = () => {
      setLoad(true);
      setPreferencesRequest((n) => n + 1);
    };
    window.addEventListener(PREFERENCES_EVENT, onRequest);
    // Undecided, the banner is already loading (see choicePending).
    const cancel = choicePending ? () => undefined : afterFirstPaint(() => setLoad(true));
    return () => {
      cancel();
      window.removeEventListener(PREFERENCES_EVENT, onRequest);
    };
  }, [web]);

  if (!web || !load) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner preferencesRequest={preferencesRequest} />
    </Suspense>
  );
}

/** Reopens the cookie preferences, e.g. from a "Preferenze cookie" link in a footer. */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(PREFERENCES_EVENT));
}
