import type { AppStoreIds } from '@sportello/domain';
import type { SportelloPlatform } from './types';

/** The client as a new session tells the server (spec section 3, Session.clientSpec). */
export interface ClientSpec {
  version: string;
  type: 'web' | 'android' | 'ios';
  appId?: string;
}

/**
 * Who creates the session: the portal says `web` and its version; the app says which native app
 * it is (`android` or `ios`), its installed version and the brand's app id (the Play Store
 * package, also the iOS bundle id: apps/mobile/scripts/brand.mjs).
 */
export function clientSpecOf(
  device: Pick<SportelloPlatform, 'native' | 'name' | 'version'>,
  appStore: AppStoreIds,
): ClientSpec {
  const name = device.name();
  if (!device.native || name === 'web') return { version: device.version(), type: 'web' };
  return { version: device.version(), type: name, appId: appStore.android };
}
