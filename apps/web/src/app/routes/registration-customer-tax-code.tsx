import { useParams } from 'react-router';
import { CustomerCodeForm } from '../../features/registration/components/customer-code-form';

/** /registrazione/cliente-sgr/{type}/tax-code/{taxCode}: the same step with the tax id filled in. */
export default function RegistrationCustomerTaxCodeRoute() {
  const { type, taxCode } = useParams();
  return <CustomerCodeForm type={type} taxCode={taxCode} />;
}
