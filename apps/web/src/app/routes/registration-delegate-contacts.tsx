import { DelegateContactsStep } from '../../features/registration/components/delegate-steps';

/** /registrazione/delegate/contacts: e-mail and mobile. */
export default function RegistrationDelegateContactsRoute() {
  return <DelegateContactsStep />;
}
