import { DelegatePersonStep } from '../../features/registration/components/delegate-steps';

/** /registrazione/delegate: name, surname and fiscal code. */
export default function RegistrationDelegateRoute() {
  return <DelegatePersonStep />;
}
