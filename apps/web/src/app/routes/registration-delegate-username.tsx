import { DelegateUsernameStep } from '../../features/registration/components/delegate-steps';

/** /registrazione/delegate/username: the username, checked live. */
export default function RegistrationDelegateUsernameRoute() {
  return <DelegateUsernameStep />;
}
