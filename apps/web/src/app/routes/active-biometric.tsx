import { useEffect } from 'react';
import { ActivateBiometric } from '../../features/biometric/components/activate-biometric';
import { usePageTitle } from '../../lib/use-page-title';
import { afterAppLogin } from '../after-app-login';

/** /active-biometric: offer, or turn off, the biometric login of the app. */
export function ActiveBiometricRoute() {
  usePageTitle('Accesso biometrico');
  // Arrived: the app login's redirect here is done.
  useEffect(() => afterAppLogin.set(null), []);
  return <ActivateBiometric continueTo="/dashboard" />;
}

export default ActiveBiometricRoute;
