import { CustomerPrivacyStep } from '../../features/registration/components/customer-privacy-step';

/** /registrazione/cliente-sgr/privacy: consents, then the registration is sent. */
export default function RegistrationCustomerPrivacyRoute() {
  return <CustomerPrivacyStep />;
}
