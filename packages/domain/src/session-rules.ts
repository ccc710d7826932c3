import { MOBILE_LAYOUT_MAX_WIDTH } from './constants';
import { MESSAGES } from './messages';
import type { Platform } from './navigation';

/** Rules of app start, resume, logout, HTTP errors and visibility (spec sections 1, 4, 6, 8). */

/** App start: logged out with a company and biometric off clears the company and goes to login. */
export function appStartDecision(input: {
  loggedIn: boolean;
  company: string | null | undefined;
  biometricActive: boolean;
}): { clearCompany: boolean; goTo?: 'login' } {
  if (!input.loggedIn && input.company && !input.biometricActive)
    return { clearCompany: true, goTo: 'login' };
  return { clearCompany: false };
}

/** Resume: refresh the session when logged in and no login is in progress. */
export function shouldRefreshOnResume(input: { loggedIn: boolean; loginInProgress: boolean }): boolean {
  return input.loggedIn && !input.loginInProgress;
}

export interface SessionExpiredNotice {
  partialLogout: true;
  /** Without biometric the partial logout is flagged. */
  flagged: boolean;
  notice: { isFull: true; title: string; description: string; button: { label: string; link: '/login' } };
}

/** Resume failure: partial logout (flagged unless biometric is active), then the notice. */
export function resumeFailure(biometricActive: boolean): SessionExpiredNotice {
  return {
    partialLogout: true,
    flagged: !biometricActive,
    notice: {
      isFull: true,
      title: MESSAGES.sessionExpiredTitle,
      description: MESSAGES.sessionExpiredText,
      button: { label: MESSAGES.sessionExpiredButton, link: '/login' },
    },
  };
}

/** Logout effects (spec section 4). */
export function logoutEffects(platform: Platform): {
  clearStorage: readonly string[];
  endSession: true;
  deleteCredentials: boolean;
  unregisterPush: boolean;
  goTo: '/login';
} {
  return {
    clearStorage: ['_company', '_biometric_active', 'nb'],
    endSession: true,
    deleteCredentials: platform === 'app',
    unregisterPush: platform === 'app',
    goTo: '/login',
  };
}

export interface PopupContent {
  title: string;
  text: string;
  buttons: Array<{ label: string; action: 'reload' | 'close' }>;
  closeIcon: boolean;
  /** The backdrop does not dismiss it. */
  blocking: boolean;
  style: 'error' | 'warning';
}

export type HttpErrorAction =
  | { kind: 'ignore' }
  | { kind: 'logout'; message: string; goTo: '/login' }
  | { kind: 'redirect'; to: string }
  | { kind: 'popup'; popup: PopupContent }
  | { kind: 'default' };

/** What the client does with an HTTP error status (spec section 8). */
export function httpErrorAction(
  status: number,
  options: { firstTimeForRequest?: boolean } = {},
): HttpErrorAction {
  switch (status) {
    case 0:
      return { kind: 'ignore' };
    case 401:
      return options.firstTimeForRequest === false
        ? { kind: 'default' }
        : { kind: 'logout', message: MESSAGES.loginExpired, goTo: '/login' };
    case 503:
      return { kind: 'redirect', to: '/errore/server-in-manutenzione' };
    case 500:
      return {
        kind: 'popup',
        popup: {
          title: MESSAGES.oopsTitle,
          text: MESSAGES.oopsText,
          buttons: [{ label: MESSAGES.reloadPage, action: 'reload' }],
          closeIcon: true,
          blocking: true,
          style: 'error',
        },
      };
    case 404:
      return {
        kind: 'popup',
        popup: {
          title: MESSAGES.pageNotFound,
          text: '',
          buttons: [{ label: MESSAGES.close, action: 'close' }],
          closeIcon: true,
          blocking: false,
          style: 'error',
        },
      };
    default:
      return { kind: 'default' };
  }
}

/**
 * The generic popup: "Ops! Qualcosa è andato storto." with the standard text and "Chiudi";
 * with only one text (a message of its own) the title is "Attenzione!".
 */
export function genericPopup(message?: string | null, style: 'error' | 'warning' = 'error'): PopupContent {
  const single = message != null && message.trim() !== '';
  return {
    title: single ? MESSAGES.warningTitle : MESSAGES.oopsTitle,
    text: single ? message : MESSAGES.oopsText,
    buttons: [{ label: MESSAGES.close, action: 'close' }],
    closeIcon: false,
    blocking: false,
    style,
  };
}

/** Floating help: logged in and not on the native app. */
export function showFloatingHelp(input: { loggedIn: boolean; platform: Platform }): boolean {
  return input.loggedIn && input.platform !== 'app';
}

/** The write-us (contact form) button is hidden for brand mes. */
export function showWriteUs(company: string | null | undefined): boolean {
  return company !== 'mes';
}

/** The cookie banner is shown on the web only. */
export function showCookieBanner(platform: Platform): boolean {
  return platform === 'web';
}

/** Insolvency data is fetched only with a module keyed "panoram". */
export function shouldFetchInsolvencies(moduleKeys: readonly string[]): boolean {
  return moduleKeys.includes('panoram');
}

/** Mobile layout below 992 px. */
export function isMobileLayout(width: number): boolean {
  return width < MOBILE_LAYOUT_MAX_WIDTH;
}
