import { useFeedback } from '../../components/ui/feedback-context';
import { ConfirmPasswordBiometric } from '../../features/biometric/components/confirm-password-biometric';
import { usePageTitle } from '../../lib/use-page-title';

/** /confirm-psw-biometric: the password, then the fingerprint, turn the biometric login on. */
export function ConfirmPswBiometricRoute() {
  usePageTitle('Conferma la password');
  const feedback = useFeedback();
  return (
    <ConfirmPasswordBiometric
      onActivated={() => {
        feedback.show({
          title: 'Accesso biometrico attivo',
          description:
            '<p>Dalla prossima apertura dell’app potrai accedere con la tua impronta digitale o il tuo volto, senza inserire la password.</p>',
          firstButton: { label: 'Vai alla dashboard', link: '/dashboard' },
        });
      }}
    />
  );
}

export default ConfirmPswBiometricRoute;
