import type { ScreenTable } from './screen-module';

/** The native app's own screens: app login and biometric setup. */
export const NATIVE_SCREENS: ScreenTable = {
  'app-login': () => import('../routes/app-login'),
  active_biometric: () => import('../routes/active-biometric'),
  'confirm-psw-biometric': () => import('../routes/confirm-psw-biometric'),
};
