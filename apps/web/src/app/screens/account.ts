import type { ScreenTable } from './screen-module';

/** The person's account: password recovery, messages, proposals, profile and contact changes. */
export const ACCOUNT_SCREENS: ScreenTable = {
  'password-forgotten': () => import('../routes/password-forgotten'),
  'password-forgotten-username': () => import('../routes/password-forgotten-username'),
  'password-forgotten-client-code': () => import('../routes/password-forgotten-client-code'),
  'password-reset': () => import('../routes/password-reset'),
  'password-create': () => import('../routes/password-create'),
  messages: () => import('../routes/messages'),
  message: () => import('../routes/message'),
  proposal: () => import('../routes/proposal'),
  onboarding: () => import('../routes/onboarding'),
  profile: () => import('../routes/profile'),
  'manage-privacy': () => import('../routes/manage-privacy'),
  'manage-push': () => import('../routes/manage-push'),
  'edit-password': () => import('../routes/edit-password'),
  'edit-email': () => import('../routes/edit-email'),
  'edit-phone': () => import('../routes/edit-phone'),
  'edit-phone-home': () => import('../routes/edit-phone-home'),
  'check-email': () => import('../routes/check-email'),
  'check-phone': () => import('../routes/check-phone'),
};
