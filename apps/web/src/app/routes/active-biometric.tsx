import { ActivateBiometric } from '../../features/biometric/components/activate-biometric';
import { usePageTitle } from '../../lib/use-page-title';

/** /active-biometric: offer, or turn off, the biometric login of the app. */
export function ActiveBiometricRoute() {
  usePageTitle('Accesso biometrico');
  return <ActivateBiometric continueTo="/dashboard" />;
}

export default ActiveBiometricRoute;
