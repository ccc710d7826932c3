import * as CookieConsent from 'vanilla-cookieconsent';
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

/**
 * Our banner draws the UI (Italian, accessible, prerendered with the login page), so the
 * library gets a translation without texts. `run()` needs one translation to go on (without it,
 * it stops before applying a remembered choice); with no `consentModal` texts it builds no
 * consent modal, and its preferences modal is built only by `showPreferences()`, which we never
 * call. The library's type wants both texts although it reads them as optional, hence the cast.
 *
 * Why not the core build (`dist/core`, the engine without UI): in 3.1.0 it still writes the
 * UI's toggle table for every category at `run()` (`_dom._serviceCheckboxInputs`, an object the
 * core build strips), so it throws; making it work meant lending `Object.prototype` a property.
 * The main entry is the library's documented API; its extra weight (5.6 KB gzip) stays off the
 * login page because the banner loads this module only when it is needed (see cookie-banner).
 */
const NO_LIBRARY_UI = {} as CookieConsent.Translation;

let started: Promise<void> | null = null;

/**
 * Starts vanilla-cookieconsent's engine (the consent cookie, revisions, categories, clearing
 * cookies of refused categories, `<script type="text/plain" data-category>` gating).
 * Opt-in: nothing but the necessary category until the person chooses; browsing on is no
 * consent. Every choice, and a remembered one at each visit, reaches the data layer.
 */
export function startConsentEngine(): Promise<void> {
  started ??= CookieConsent.run({
    mode: 'opt-in',
    revision: 1,
    hideFromBots: false,
    manageScriptTags: true,
    autoClearCookies: true,
    autoShow: false,
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
    language: { default: 'it', translations: { it: NO_LIBRARY_UI } },
  });
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

/**
 * Stops the engine and forgets its state, and the stored choice with `forgetChoice`: the
 * library runs once per page, so a test that starts it again from a first visit needs this.
 */
export function resetConsentEngine(forgetChoice = false): void {
  CookieConsent.reset(forgetChoice);
  started = null;
}
