import type { SportelloPlatform } from './types';

/** Known before the platform has started (module-level code may ask). */
export const NATIVE_BUILD = false;

/**
 * The build's platform loader. This file is the web's: nothing to load (the web platform is
 * there from the start). The app builds swap it at build time (vite.config.ts, plugin
 * `platform-loader`) for loader-simulated.ts (`--mode app`) or loader-capacitor.ts
 * (`--mode native`), so the web bundle never references the simulator or Capacitor.
 */
export async function loadBuildPlatform(): Promise<SportelloPlatform | null> {
  return null;
}
