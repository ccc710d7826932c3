import type { ScreenTable } from './screen-module';

/** Practices, services, e-mail billing, maintenance, support and the public helpers. */
export const SERVICES_SCREENS: ScreenTable = {};
