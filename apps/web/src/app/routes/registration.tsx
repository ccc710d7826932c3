import { RegistrationChoice } from '../../features/registration/components/registration-choice';

/** /registrazione: register as a customer or as a delegate. */
export default function RegistrationRoute() {
  return <RegistrationChoice />;
}
