import { ACCOUNT_SCREENS } from './account';
import { BILLING_SCREENS } from './billing';
import { CORE_SCREENS } from './core';
import { ENERGY_SCREENS } from './energy';
import { NATIVE_SCREENS } from './native';
import { REGISTRATION_SCREENS } from './registration';
import type { ScreenModule, ScreenTable } from './screen-module';
import { SERVICES_SCREENS } from './services';

/**
 * The screens built so far, one table per area; every other route of the table shows the page
 * frame with its title (`placeholder`) until its issue fills it. This module is a chunk of its
 * own, loaded with the first lazy route, so that the login page's first bundle does not carry an
 * entry, and its preload list, per route (about 4 KB gzip of the 128 KB budget).
 */
const SCREENS: ScreenTable = {
  ...CORE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...REGISTRATION_SCREENS,
  ...BILLING_SCREENS,
  ...ENERGY_SCREENS,
  ...SERVICES_SCREENS,
  ...NATIVE_SCREENS,
};

export function loadScreen(name: string): Promise<ScreenModule> {
  const load = SCREENS[name] ?? (() => import('../routes/placeholder'));
  return load();
}
