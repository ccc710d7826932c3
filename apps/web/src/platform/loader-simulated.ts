import { createSimulatedPlatform } from './simulated';
import type { SportelloPlatform } from './types';

/** Known before the platform has started (module-level code may ask). */
export const NATIVE_BUILD = true;

/** `--mode app`: the simulated device, driven by tests through `window.__sportelloPlatform`. */
export async function loadBuildPlatform(): Promise<SportelloPlatform | null> {
  const simulated = createSimulatedPlatform();
  window.__sportelloPlatform = simulated;
  return simulated.platform;
}
