import { platform } from '../platform';

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
  /** A push tapped logged out whose link needs the login (no hash in pushes): run after it. */
  pushAfterLogin: 'pushAfterLogin',
  /** A self-reading or anonymous graphs path a logged-out visitor asked for: opened after the login. */
  loginTarget: 'loginTarget',
  downloadInvoiceCsv: 'downloadInvoiceCsv',
  data: 'data',
  /** What the registration screens have typed so far (never a password), for back and reload. */
  registration: 'registration',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Through the platform layer: the browser's storage on the web, Preferences in the app. */
export const local = {
  get: (key: LocalKey): string | null => platform().storage.local.get(key),
  set: (key: LocalKey, value: string): void => platform().storage.local.set(key, value),
  remove: (key: LocalKey): void => platform().storage.local.remove(key),
};

export const session = {
  get: (key: SessionKey): string | null => platform().storage.session.get(key),
  set: (key: SessionKey, value: string): void => platform().storage.session.set(key, value),
  remove: (key: SessionKey): void => platform().storage.session.remove(key),
};
