import * as CookieConsent from 'vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js';
import { updateConsent } from '../../../lib/telemetry';
import { CONSENT_COOKIE } from './consent-cookie';

/** Cookie categories: necessary (always on), statistics and marketing. */
export const CATEGORIES = { necessary: 'necessary', analytics: 'analytics', marketing: 'marketing' } as const;
export type OptionalCategory = typeof CATEGORIES.analytics | typeof CATEGORIES.marketing;

function publish(cookie: CookieConsent.CookieValue): void {
  updateConsent({
    analytics: cookie.categories.includes(CATEGORIES.analytics),
    marketing: cookie.categories.includes(CATEGORIES.marketing),
  });
}

let started: Promise<void> | null = null;

/**
 * vanilla-cookieconsent 3.1.0's core build reads a UI state object (`ie`) that only its full
 * build creates, and throws at `run()`. The read happens synchronously at the start of `run()`,
 * so a stand-in is lent for that call only, as a non-enumerable property, and taken back at once.
 * (The full build would cost 5.6 KB gzip more on the login page; its UI is not used.)
 */
function withCoreWorkaround<T>(call: () => T): T {
  const proto = Object.prototype as { ie?: unknown };
  if ('ie' in proto) return call();
  Object.defineProperty(proto, 'ie', {
    value: { de: {} },
    configurable: true,
    writable: true,
    enumerable: false,
  });
  try {
    return call();
  } finally {
    delete proto.ie;
  }
}

/**
 * Starts vanilla-cookieconsent's engine (v3 core: the consent cookie, revisions, categories,
 * clearing cookies of refused categories, `<script type="text/plain" data-category>` gating).
 * Opt-in: nothing but the necessary category until the person chooses; browsing on is no
 * consent. Every choice, and a remembered one at each visit, reaches the data layer.
 */
export function startConsentEngine(): Promise<void> {
  started ??= withCoreWorkaround(() =>
    CookieConsent.run({
      mode: 'opt-in',
      revision: 1,
      hideFromBots: false,
      manageScriptTags: true,
      autoClearCookies: true,
      cookie: {
        name: CONSENT_COOKIE,
        expiresAfterDays: 182,
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
      },
      categories: {
        [CATEGORIES.necessary]: { enabled: true, readOnly: true },
        [CATEGORIES.analytics]: { enabled: false },
        [CATEGORIES.marketing]: { enabled: false },
      },
      onConsent: ({ cookie }) => publish(cookie),
      onChange: ({ cookie }) => publish(cookie),
      // The core build draws nothing: the texts live in our banner.
      language: { default: 'it', translations: {} },
    }),
  );
  return started;
}

/** True when a choice is stored and still valid (right revision, not expired). */
export function hasValidConsent(): boolean {
  return CookieConsent.validConsent();
}

export function acceptedCategory(category: OptionalCategory): boolean {
  return CookieConsent.acceptedCategory(category);
}

/** "Accetta": every category. */
export function acceptAll(): void {
  CookieConsent.acceptCategory('all');
}

/** Closing the banner, or "Rifiuta tutti": only the necessary cookies. */
export function rejectAll(): void {
  CookieConsent.acceptCategory([]);
}

/** "Salva le preferenze": the chosen categories (necessary is always included). */
export function acceptSome(categories: OptionalCategory[]): void {
  CookieConsent.acceptCategory(categories);
}
