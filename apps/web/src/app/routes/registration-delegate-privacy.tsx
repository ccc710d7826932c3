import { DelegatePrivacyStep } from '../../features/registration/components/delegate-steps';

/** /registrazione/delegate/privacy: consents, then the registration is sent. */
export default function RegistrationDelegatePrivacyRoute() {
  return <DelegatePrivacyStep />;
}
