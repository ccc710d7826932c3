import { CustomerTypeForm } from '../../features/registration/components/customer-type-form';

/** /registrazione/cliente-sgr: the customer's type. */
export default function RegistrationCustomerRoute() {
  return <CustomerTypeForm />;
}
