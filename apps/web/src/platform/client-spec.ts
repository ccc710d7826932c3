import type { SportelloPlatform } from './types';

/** The client as a new session tells the server (spec section 3, Session.clientSpec). */
export interface ClientSpec {
  version: string;
  type: 'web' | 'android' | 'ios';
  appId?: string;
}

/**
 * Who creates the session: the portal says `web` and its version; the app says which native app
 * it is (`android` or `ios`), its installed version and its app id for the session's company (the
 * Play Store package, also the iOS bundle id: apps/mobile/scripts/brand.mjs).
 */
export function clientSpecOf(
  device: Pick<SportelloPlatform, 'native' | 'name' | 'version' | 'appId'>,
  company: string,
): ClientSpec {
  const name = device.name();
  if (!device.native || name === 'web') return { version: device.version(), type: 'web' };
  const appId = device.appId(company);
  return { version: device.version(), type: name, ...(appId ? { appId } : {}) };
}
