import { createCapacitorPlatform } from './capacitor';
import type { SportelloPlatform } from './types';

/** Known before the platform has started (module-level code may ask). */
export const NATIVE_BUILD = true;

/** `--mode native`: the Capacitor 7 shell of the store apps. */
export function loadBuildPlatform(): Promise<SportelloPlatform | null> {
  return createCapacitorPlatform();
}
