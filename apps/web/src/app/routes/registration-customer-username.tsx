import { CustomerAccountForm } from '../../features/registration/components/customer-account-form';

/** /registrazione/cliente-sgr/username: username (checked live) and e-mail. */
export default function RegistrationCustomerUsernameRoute() {
  return <CustomerAccountForm />;
}
