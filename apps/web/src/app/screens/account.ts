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
};
