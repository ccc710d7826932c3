import { CustomerSuppliesStep } from '../../features/registration/components/customer-supplies-step';

/** /registrazione/cliente-sgr/forniture: the data and supplies found, the end. */
export default function RegistrationCustomerSuppliesRoute() {
  return <CustomerSuppliesStep />;
}
