import { forgetBiometric } from '../features/biometric/api/credentials';
import { onLogout } from '../lib/session';
import { platform } from '../platform';

/**
 * The app's start (spec section 4, app start): analytics collection on, and a logout also
 * deletes the credentials of the biometric login from the keychain.
 */
export function startNativeApp(): void {
  platform().analytics.setEnabled(true);
  onLogout(() => forgetBiometric());
}
