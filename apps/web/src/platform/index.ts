import { loadBuildPlatform, NATIVE_BUILD } from './loader';
import { createWebPlatform } from './web';
import type { SportelloPlatform } from './types';

export type * from './types';

let current: SportelloPlatform = createWebPlatform();

/** An app build (native or simulated): true from the first line, before the platform starts. */
export function isAppBuild(): boolean {
  return NATIVE_BUILD;
}

/** The platform in use (the web one until `initPlatform` has run). */
export function platform(): SportelloPlatform {
  return current;
}

/** For tests: runs code against another platform. */
export function setPlatform(next: SportelloPlatform): void {
  current = next;
}

/**
 * Starts the build's platform (main.tsx awaits it before the first render): the web one in the
 * portal, the simulated one in the e2e app build, the Capacitor one in the store apps — chosen
 * at build time by swapping `./loader` (vite.config.ts).
 */
export async function initPlatform(): Promise<SportelloPlatform> {
  current = (await loadBuildPlatform()) ?? current;
  return current;
}
