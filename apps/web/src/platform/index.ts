import { createWebPlatform } from './web';
import type { SportelloPlatform } from './types';

export type * from './types';

/**
 * The build's platform, chosen at build time (vite.config.ts, `VITE_PLATFORM`): `web` (the
 * portal), `capacitor` (`--mode native`, the store apps), `simulated` (`--mode app`, the app
 * build the e2e `app` project drives). The branches of the other two fold away at build time,
 * so the web bundle carries no Capacitor and no simulator.
 */
const BUILD_PLATFORM = (import.meta.env.VITE_PLATFORM as string | undefined) ?? 'web';

let current: SportelloPlatform = createWebPlatform();

/** The platform in use (the web one until `initPlatform` has run). */
export function platform(): SportelloPlatform {
  return current;
}

/** For tests: runs code against another platform. */
export function setPlatform(next: SportelloPlatform): void {
  current = next;
}

/** Starts the build's platform; main.tsx awaits it before the first render. */
export async function initPlatform(): Promise<SportelloPlatform> {
  if (BUILD_PLATFORM === 'capacitor') {
    const { createCapacitorPlatform } = await import('./capacitor');
    current = await createCapacitorPlatform();
  } else if (BUILD_PLATFORM === 'simulated') {
    const { createSimulatedPlatform } = await import('./simulated');
    const simulated = createSimulatedPlatform();
    window.__sportelloPlatform = simulated;
    current = simulated.platform;
  }
  return current;
}
