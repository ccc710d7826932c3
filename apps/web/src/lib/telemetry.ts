/**
 * Telemetry on the web: the tag manager's data layer (Google Consent Mode signals, the social
 * pixel page view) and error reporting with Sentry.
 *
 * Nothing here loads a third-party script: the data layer is a plain array the tag manager reads
 * when the retailer installs it; Sentry is imported dynamically, and only when a DSN is configured.
 */

/** The consent purposes of the cookie banner besides the always-on necessary cookies. */
export interface ConsentState {
  analytics: boolean;
  marketing: boolean;
}

type DataLayerEntry = IArguments | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/**
 * The gtag.js command form: the tag manager reads the `arguments` object itself, exactly as
 * Google's snippet `function gtag(){dataLayer.push(arguments);}` pushes it.
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** Pushes a plain event object (`{event: '...'}`) for tag manager triggers. */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  dataLayer().push({ event, ...data });
}

/** Consent Mode v2 signals for our purposes: necessary is always granted. */
export function consentSignals(state: ConsentState): Record<string, 'granted' | 'denied'> {
  const g = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    functionality_storage: 'granted',
    security_storage: 'granted',
    analytics_storage: g(state.analytics),
    ad_storage: g(state.marketing),
    ad_user_data: g(state.marketing),
    ad_personalization: g(state.marketing),
  };
}

const DENIED: ConsentState = { analytics: false, marketing: false };
let consent: ConsentState = DENIED;
let defaultPushed = false;

/** Before any choice: everything but the necessary cookies denied (no consent on browsing). */
export function pushConsentDefault(): void {
  if (defaultPushed) return;
  defaultPushed = true;
  gtag('consent', 'default', { ...consentSignals(DENIED), wait_for_update: 500 });
}

/** Records the person's choice and tells the tag manager (`gtag('consent', 'update', …)`). */
export function updateConsent(next: ConsentState): void {
  pushConsentDefault();
  consent = { ...next };
  gtag('consent', 'update', consentSignals(consent));
  pushEvent('cookie_consent_update', {
    consent_analytics: consent.analytics,
    consent_marketing: consent.marketing,
  });
}

export function currentConsent(): ConsentState {
  return { ...consent };
}

/**
 * Called by the router after each navigation: the social pixel page view, only with marketing
 * consent. The pixel itself is a tag of the tag manager; here it is a data layer event.
 */
export function trackPageView(routeName: string): void {
  if (!consent.marketing) return;
  pushEvent('social_pixel_page_view', {
    route_name: routeName,
    page_path: window.location.pathname,
  });
}

// ---- error reporting ------------------------------------------------------------------------

/** Spec section 9: trace sample rate 0.5; no session replays. */
export const TRACES_SAMPLE_RATE = 0.5;

type SentryLike = { captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown };

let sentry: SentryLike | null = null;
let loading: Promise<void> | null = null;
const pending: { error: unknown; extra?: Record<string, unknown> }[] = [];

/** The configured DSN, or undefined: without one error reporting is off and Sentry never loads. */
export function sentryDsn(): string | undefined {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  return dsn && dsn.trim() ? dsn.trim() : undefined;
}

/** Starts Sentry (once) when a DSN is configured; a no-op otherwise. */
export function initErrorReporting(): Promise<void> {
  const dsn = sentryDsn();
  if (!dsn) return Promise.resolve();
  loading ??= import('./telemetry-sentry')
    .then(({ startSentry }) => {
      const client = startSentry({
        dsn,
        release: `sportello-web@${__APP_VERSION__}`,
        environment: import.meta.env.MODE,
        tracesSampleRate: TRACES_SAMPLE_RATE,
      });
      sentry = client;
      for (const item of pending.splice(0)) client.captureException(item.error, { extra: item.extra });
    })
    .catch(() => {
      // Error reporting must never break the portal.
      pending.length = 0;
    });
  return loading;
}

/** Sends an unexpected error to Sentry (queued until it has loaded); logged in any case. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  console.error(error);
  if (!sentryDsn()) return;
  if (sentry) sentry.captureException(error, { extra });
  else {
    if (pending.length < 20) pending.push({ error, extra });
    void initErrorReporting();
  }
}
