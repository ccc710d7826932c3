import type { ScreenTable } from './screen-module';

/** The native app's own screens: app login and biometric setup. */
export const NATIVE_SCREENS: ScreenTable = {};
