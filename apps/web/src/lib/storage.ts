/**
 * Every key the app keeps in local or session storage (spec section 3), in one typed place.
 * Local storage survives the browser; session storage lasts for the tab.
 */
export const LOCAL_KEYS = {
  sessionId: 'sessionId',
  company: '_company',
  customerId: 'customerId',
  user: 'user',
  errorMessage: 'errorMessage',
  biometricActive: '_biometric_active',
  referByCrm: '_referByCrm',
  pushId: 'pushNotificationsFbPushId',
  loginActive: '_login_active',
  pendingEmailCheck: 'pendingEmailCheck',
  pendingPhoneCheck: 'pendingPhoneCheck',
  nb: 'nb',
} as const;

export const SESSION_KEYS = {
  logged: 'logged',
  linked: 'linked',
  redirectPush: 'redirectPush',
  downloadInvoiceCsv: 'downloadInvoiceCsv',
  data: 'data',
  /** What the registration screens have typed so far (never a password), for back and reload. */
  registration: 'registration',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies): behave as empty.
    return fallback;
  }
}

export const local = {
  get: (key: LocalKey): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey): void => safe(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: SessionKey): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string): void => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey): void => safe(() => sessionStorage.removeItem(key), undefined),
};
