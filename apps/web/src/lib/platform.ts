import { isAppBuild, platform } from '../platform';

/**
 * Which platform the web code runs on, through the platform layer (`src/platform`): the build
 * chose it (web, the Capacitor app, or the simulated app of the e2e tests).
 */

/** True inside the app (native or simulated), false in a browser. */
export function isNativePlatform(): boolean {
  return isAppBuild() || platform().native;
}

/** True in a browser: the cookie banner and the floating help exist only here. */
export function isWeb(): boolean {
  return !isNativePlatform();
}

/** 'android' or 'ios' inside the app, 'web' in a browser. */
export function platformName(): string {
  return platform().name();
}
